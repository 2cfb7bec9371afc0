import type { FastifyPluginAsync } from 'fastify';
import {
  changePassword,
  checkPasswordReset,
  confirmPasswordReset,
  getCurrentUser,
  login,
  logout,
  register,
  requestPasswordReset,
  updateProfile,
} from '../../domain/api/auth';
import { serve } from '../http/endpoint';
import { toUser } from '../users/service';
import type { AuthService } from './service';
import type { SessionService } from './session';
import type { TwoFactorService } from './two-factor';
import { serveTwoFactor } from './two-factor-routes';

/** What the profile reads and writes of an account's consent to marketing mail (MarketingService). */
export interface AccountConsent {
  consentOf(email: string): Promise<boolean>;
  fromAccount(account: { id: number; email: string }, consent: boolean, locale: string): Promise<void>;
}

export const authRoutes =
  ({
    auth,
    sessions,
    twoFactor,
    marketing,
  }: {
    auth: AuthService;
    sessions: SessionService;
    twoFactor: TwoFactorService;
    /** Consent to marketing mail (server/marketing, named by its shape: that feature reaches the cart, which reaches this one). */
    marketing: AccountConsent;
  }): FastifyPluginAsync =>
  async (app) => {
    serve(app, register, async (request, reply) => {
      // The account speaks the page's language (`?lang=`); signing in later never changes it.
      const user = await auth.register(request.body, request.ip, request.locale);
      return reply.status(201).send(toUser(user));
    });

    serve(app, login, async (request, reply) => {
      const { user, secondFactor } = await auth.login(request.body, request.ip);
      if (secondFactor) {
        // No session until the code: POST /api/auth/login/2fa.
        await twoFactor.ask(reply, user.id, request.body.guestId);
        return { twoFactorRequired: true as const };
      }
      await sessions.end(request, reply); // a new token at every sign-in
      await sessions.start(request, reply, user.id);
      const signedIn = sessions.present(user, await sessions.access(user.id));
      return { ...signedIn, marketingConsent: await marketing.consentOf(user.email) };
    });

    serveTwoFactor(app, { auth, sessions, twoFactor, marketing });

    serve(app, logout, async (request, reply) => {
      await sessions.end(request, reply);
      return reply.status(204).send(null);
    });

    serve(app, requestPasswordReset, async (request, reply) => {
      await auth.checkResetRequest(request.body.email, request.ip);
      // Answered before the account is looked up: the same answer, in the same time, for any address.
      setImmediate(() => {
        auth
          .sendResetLink(request.body.email)
          .catch((err: unknown) => request.log.error({ err }, 'could not write the password reset mail'));
      });
      return reply
        .status(202)
        .send({ message: 'If an account uses this e-mail, a link to choose a new password is on its way.' });
    });

    // The token travels in the body: a URL's query ends up in proxies' and browsers' logs.
    serve(app, checkPasswordReset, async (request) => auth.checkResetLink(request.body.token, request.ip));

    serve(app, confirmPasswordReset, async (request) => {
      await auth.resetPassword(request.body.token, request.body.newPassword, request.ip);
      return { message: 'Your password has been changed. Please sign in with your new password.' };
    });

    // The profile says whether its address receives marketing mail (DESIGN §1 "Abandoned carts and consent").
    serve(app, getCurrentUser, async (request) => {
      const user = await request.requireUser();
      return { ...sessions.presentSessionUser(user), marketingConsent: await marketing.consentOf(user.email) };
    });

    serve(app, updateProfile, async (request) => {
      const user = await request.requireUser();
      const { marketingConsent, ...profile } = request.body;
      const updated = await auth.updateProfile(user.id, profile);
      if (marketingConsent !== undefined)
        await marketing.fromAccount(updated, marketingConsent, profile.locale ?? request.locale);
      return { ...sessions.present(updated, user), marketingConsent: await marketing.consentOf(updated.email) };
    });

    serve(app, changePassword, async (request) => {
      const user = await request.requireUser();
      await auth.changePassword(user, request.body.currentPassword, request.body.newPassword, request.ip);
      await sessions.endOthers(request, user.id);
      return { message: 'Password updated' };
    });
  };
