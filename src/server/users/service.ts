import type { User } from '../../domain/accounts/schemas';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/errors';
import { toUser } from './present';
import {
  findTaken,
  findUserByEmail,
  insertUser,
  insertUserIfAbsent,
  listUsers,
  updateUser,
  userCounts,
  type UserRow,
} from './repo';

export type { UserRow };
export { toUser };

type NewUser = Pick<UserRow, 'username' | 'email' | 'fullName' | 'passwordHash'> & Partial<Pick<UserRow, 'isAdmin'>>;

/** The users table's one owner: accounts, profiles and the admin's view of them. */
export class UsersService {
  constructor(private readonly db: Db) {}

  findByEmail(email: string): Promise<UserRow | undefined> {
    return findUserByEmail(this.db, email);
  }

  /** Which of e-mail and username are already taken (case-insensitive). */
  taken(email: string, username: string): Promise<{ email: boolean; username: boolean }> {
    return findTaken(this.db, email, username);
  }

  /** A new account; a unique e-mail or username taken meanwhile (two sign-ups at once) is a 409. */
  async create(values: NewUser): Promise<UserRow> {
    try {
      return await insertUser(this.db, { ...values, email: values.email.toLowerCase() });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict('ACCOUNT_TAKEN');
      throw err;
    }
  }

  /** Inserts unless an account with that e-mail or username exists (another process may be making it now). */
  createIfAbsent(values: NewUser): Promise<void> {
    return insertUserIfAbsent(this.db, values);
  }

  update(
    id: number,
    values: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
    db: Db = this.db,
  ): Promise<UserRow | undefined> {
    return updateUser(db, id, values);
  }

  async list(limit: number, offset: number): Promise<User[]> {
    return (await listUsers(this.db, limit, offset)).map(toUser);
  }

  counts() {
    return userCounts(this.db);
  }
}
