import type { LoginInput, ProfileInput, RegisterInput } from '../../domain/auth';
import type { CartService } from '../cart/service';
import { AppError } from '../http/errors';
import type { UserRow, UsersService } from '../users/service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import type { AuthThrottle } from './throttle';

export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly cart: CartService,
    private readonly throttle: AuthThrottle,
  ) {}

  /** `ip` is the caller's address: registrations per address are limited. */
  async register(input: RegisterInput, ip: string): Promise<UserRow> {
    await this.throttle.beginRegistration(ip);
    const taken = await this.users.taken(input.email, input.username);
    if (taken.email) throw AppError.conflict('EMAIL_TAKEN');
    if (taken.username) throw AppError.conflict('USERNAME_TAKEN');
    const user = await this.users.create({
      username: input.username,
      email: input.email,
      fullName: input.fullName,
      passwordHash: await hashPassword(input.password),
    });
    await this.joinGuestCart(input.guestId, user.id);
    return user;
  }

  /**
   * The same answer whether the e-mail or the password was wrong, in about the same time. Failures
   * are limited per account and per address (`ip`); a success forgives the account's failures.
   */
  async login(input: LoginInput, ip: string): Promise<UserRow> {
    await this.throttle.beginSignIn(input.email, ip);
    const user = await this.users.findByEmail(input.email);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !ok) throw AppError.unauthorized('INVALID_CREDENTIALS');
    await this.throttle.succeeded(input.email);
    if (!user.isActive) throw AppError.forbidden('ACCOUNT_DEACTIVATED');
    await this.joinGuestCart(input.guestId, user.id);
    return user;
  }

  async updateProfile(userId: number, input: ProfileInput): Promise<UserRow> {
    const user = await this.users.update(userId, input);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  async changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<void> {
    if (!(await verifyPassword(currentPassword, user.passwordHash))) throw AppError.badRequest('WRONG_CURRENT_PASSWORD');
    await this.users.update(user.id, { passwordHash: await hashPassword(newPassword) });
  }

  private async joinGuestCart(guestId: string | undefined, userId: number): Promise<void> {
    if (guestId) await this.cart.mergeGuestInto(guestId, userId);
  }
}
