import type { FastifyInstance } from 'fastify';
import {
  disableTwoFactor,
  enableTwoFactor,
  loginSecondFactor,
  renewRecoveryCodes,
  setUpTwoFactor,
} from '../../domain/api/auth';
import { serve } from '../http/endpoint';
import type { AuthService } from './service';
import type { SessionService } from './session';
import type { TwoFactorService } from './two-factor';

/** The second factor's endpoints: the sign-in's second step, and the account's set-up of it. */
export function serveTwoFactor(
  app: FastifyInstance,
  {
    auth,
    sessions,
    twoFactor,
    marketing,
  }: {
    auth: AuthService;
    sessions: SessionService;
    twoFactor: TwoFactorService;
    /** Whether the account's address receives marketing mail (server/marketing). */
    marketing: { consentOf(email: string): Promise<boolean> };
  },
): void {
  serve(app, loginSecondFactor, async (request, reply) => {
    const { user, guestId } = await twoFactor.answer(request, reply, request.body.code);
    await auth.joinGuestCart(guestId, user.id);
    await sessions.end(request, reply); // a new token at every sign-in
    await sessions.start(request, reply, user.id);
    const signedIn = sessions.present(user, await sessions.access(user.id));
    return { ...signedIn, marketingConsent: await marketing.consentOf(user.email) };
  });

  // Each change of the second factor asks for the current password: a session alone is not enough.
  serve(app, setUpTwoFactor, async (request) =>
    twoFactor.setUp(await request.requireUser(), request.body.password, request.ip),
  );

  // A session opened elsewhere with the password alone ends: whoever holds it may be who the second
  // factor is meant to keep out.
  serve(app, enableTwoFactor, async (request) => {
    const user = await request.requireUser();
    const { password, code } = request.body;
    const recoveryCodes = await twoFactor.enable(user, password, code, request.ip);
    await sessions.endOthers(request, user.id);
    return { recoveryCodes };
  });

  serve(app, disableTwoFactor, async (request, reply) => {
    const { password, code } = request.body;
    await twoFactor.disable(await request.requireUser(), password, code, request.ip);
    return reply.status(204).send(null);
  });

  serve(app, renewRecoveryCodes, async (request) => {
    const { password, code } = request.body;
    return {
      recoveryCodes: await twoFactor.renewRecoveryCodes(await request.requireUser(), password, code, request.ip),
    };
  });
}
