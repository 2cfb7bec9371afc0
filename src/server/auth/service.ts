import type { LoginInput, ProfileInput, RegisterInput } from '../../domain/auth';
import { guestIdSchema } from '../../domain/cart-schemas';
import type { CartService } from '../cart/service';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { findTaken, findUserByEmail, insertUser, updateUser, type UserRow } from '../users/repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

const WRONG_CREDENTIALS = 'Invalid email or password';

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly cart: CartService,
  ) {}

  async register(input: RegisterInput): Promise<UserRow> {
    const taken = await findTaken(this.db, input.email, input.username);
    if (taken.email) throw AppError.conflict('An account with this email already exists');
    if (taken.username) throw AppError.conflict('This username is already taken');
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await insertUser(this.db, {
        username: input.username,
        email: input.email.toLowerCase(),
        fullName: input.fullName,
        passwordHash,
      });
      await this.joinGuestCart(input.guestId, user.id);
      return user;
    } catch (err) {
      // Two sign-ups for the same e-mail at once: the unique index decides.
      if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
        throw AppError.conflict('An account with this email or username already exists');
      }
      throw err;
    }
  }

  /** The same answer whether the e-mail or the password was wrong, in about the same time. */
  async login(input: LoginInput): Promise<UserRow> {
    const user = await findUserByEmail(this.db, input.email);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok) throw AppError.unauthorized(WRONG_CREDENTIALS);
    if (!user.isActive) throw AppError.forbidden('This account has been deactivated. Please contact us.');
    await this.joinGuestCart(input.guestId, user.id);
    return user;
  }

  async updateProfile(userId: number, input: ProfileInput): Promise<UserRow> {
    const user = await updateUser(this.db, userId, input);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  async changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<void> {
    if (!(await verifyPassword(currentPassword, user.passwordHash))) throw AppError.badRequest('Current password is incorrect');
    await updateUser(this.db, user.id, { passwordHash: await hashPassword(newPassword) });
  }

  private async joinGuestCart(guestId: string | undefined, userId: number): Promise<void> {
    if (!guestId) return;
    const parsed = guestIdSchema.safeParse(guestId);
    if (parsed.success) await this.cart.mergeGuestInto(parsed.data, userId);
  }
}
