import type { FastifyPluginAsync } from 'fastify';
import { endOtherSessions, endSession, listSessions, resendVerification, verifyEmail } from '../../domain/api/auth';
import { serve } from '../http/endpoint';
import type { AccountSecurity } from './security';
import type { SessionService } from './session';
import type { EmailVerification } from './verification';

/** An account's own security: its address confirmed by a mailed link, and its signed-in devices. */
export const securityRoutes =
  ({
    emailVerification,
    accountSecurity,
    sessions,
  }: {
    emailVerification: EmailVerification;
    accountSecurity: AccountSecurity;
    sessions: SessionService;
  }): FastifyPluginAsync =>
  async (app) => {
    serve(app, verifyEmail, async (request) => {
      await emailVerification.confirm(request.body.token);
      return { message: 'Thank you: your e-mail address is confirmed.' };
    });

    serve(app, resendVerification, async (request, reply) => {
      const user = await request.requireUser();
      await emailVerification.resend(user, request.ip);
      return reply.status(202).send({ message: `A new link is on its way to ${user.email}.` });
    });

    serve(app, listSessions, async (request) => {
      const user = await request.requireUser();
      return accountSecurity.devices(user.id, user.sessionId);
    });

    serve(app, endSession, async (request, reply) => {
      const user = await request.requireUser();
      await accountSecurity.endDevice(user.id, request.params.id);
      // Ending the device that asks is signing out: its cookies go too.
      if (request.params.id === user.sessionId) await sessions.end(request, reply);
      return reply.status(204).send(null);
    });

    serve(app, endOtherSessions, async (request, reply) => {
      const user = await request.requireUser();
      await sessions.endOthers(request, user.id);
      return reply.status(204).send(null);
    });
  };
