import type { User } from '../../domain/accounts/schemas';
import type { PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../http/errors';
import { toUser } from './present';
import {
  countUsers,
  deleteUser,
  contactsOf,
  emailsOf,
  findTaken,
  findUser,
  findUserByEmail,
  insertUser,
  insertUserIfAbsent,
  listUsers,
  namesOf,
  searchUsersCounted,
  updateUser,
  userCountsRead,
  type UserRow,
} from './repo';

export type { UserRow };
export { toUser } from './present';

type NewUser = Pick<UserRow, 'username' | 'email' | 'fullName' | 'passwordHash'> &
  Partial<Pick<UserRow, 'emailVerifiedAt' | 'locale'>>;

/** The users table's one owner: accounts, profiles and the back office's view of them. */
export class UsersService {
  constructor(private readonly db: Db) {}

  /** The e-mail of each of these accounts, by id. */
  emailsOf(ids: readonly number[]): Promise<Map<number, string>> {
    return emailsOf(this.db, ids);
  }

  /** Each account's e-mail and name (`namesOf`), in one read: a page of the back office that shows both. */
  contactsOf(ids: readonly number[]): Promise<Map<number, { email: string; name: string }>> {
    return contactsOf(this.db, ids);
  }

  /** Each account's name, or its e-mail when it has none: who did what, as the back office says it. */
  namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    return namesOf(this.db, ids);
  }

  findByEmail(email: string, db: Db = this.db): Promise<UserRow | undefined> {
    return findUserByEmail(db, email);
  }

  find(id: number, db: Db = this.db): Promise<UserRow | undefined> {
    return findUser(db, id);
  }

  /** Deletes the account (inside the caller's transaction): what is only its own goes with it, its orders stay without an owner. */
  remove(id: number, db: Db = this.db): Promise<boolean> {
    return deleteUser(db, id);
  }

  /** Which of e-mail and username are already taken (case-insensitive). */
  taken(email: string, username: string): Promise<{ email: boolean; username: boolean }> {
    return findTaken(this.db, email, username);
  }

  /** A new account; a unique e-mail or username taken meanwhile (two sign-ups at once) is a 409. */
  async create(values: NewUser, db: Db = this.db): Promise<UserRow> {
    try {
      return await insertUser(db, { ...values, email: values.email.toLowerCase() });
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

  /** A page of the accounts, newest first (those `q` finds), and how many there are. */
  async list(q: string | undefined, request: PageRequest): Promise<Page<User>> {
    // A search of a few matches is paged and counted from one scan of them (the common case: a name).
    const found = q ? await searchUsersCounted(this.db, q, request) : undefined;
    if (found) return { ...found, rows: found.rows.map((row) => toUser(row)) };
    const [page, total] = await Promise.all([listUsers(this.db, q, request), countUsers(this.db, q)]);
    return { ...page, total, rows: page.rows.map((row) => toUser(row)) };
  }

  /** The accounts' counts, in all and opened this month, as a read the dashboard sends with its others. */
  countsRead() {
    return userCountsRead();
  }
}
