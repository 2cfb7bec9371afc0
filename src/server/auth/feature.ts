import type { Feature } from '../http/feature';
import { authRoutes } from './routes';
import { AccountSecurity } from './security';
import { securityRoutes } from './security-routes';
import { AuthService, type AuthDeps } from './service';
import { SessionService, type SessionDeps } from './session';
import { TwoFactorService } from './two-factor';
import { EmailVerification, type EmailVerificationDeps } from './verification';

export const authFeature = {
  name: 'auth',
  routes: [authRoutes, securityRoutes],
} satisfies Feature;

/** What the accounts' services are built from (services.ts gives each by name). */
export type AuthServicesDeps = SessionDeps &
  Pick<AuthDeps, 'users' | 'cart' | 'throttle' | 'mail' | 'publicUrl' | 'tally' | 'webhooks'> &
  Pick<EmailVerificationDeps, 'guestOrders'>;

/** Sessions, the second factor, confirmed addresses, an account's devices, and signing up and in. */
export function authServices({
  db,
  config,
  store,
  users,
  cart,
  throttle,
  mail,
  publicUrl,
  guestOrders,
  tally,
  webhooks,
}: AuthServicesDeps) {
  const twoFactor = new TwoFactorService({ db, throttle, secureCookies: config.isProduction });
  const emailVerification = new EmailVerification({ db, users, throttle, mail, guestOrders, publicUrl });
  return {
    sessions: new SessionService({ db, config, store }),
    /** A second factor for any account: TOTP and recovery codes, and sign-in in two steps. */
    twoFactor,
    /** Addresses confirmed by a mailed link. */
    emailVerification,
    /** An account's devices, and what its export and deletion read of the auth tables. */
    accountSecurity: new AccountSecurity(db),
    auth: new AuthService({
      db,
      users,
      cart,
      throttle,
      mail,
      publicUrl,
      twoFactor,
      verification: emailVerification,
      tally,
      webhooks,
    }),
  };
}
