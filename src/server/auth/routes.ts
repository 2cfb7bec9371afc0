import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, loginSchema, profileSchema, registerSchema } from '../../domain/auth';
import type { Config } from '../config';
import { toUser } from '../users/present';
import type { AuthService } from './service';
import type { SessionService } from './session';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const authRoutes =
  (auth: AuthService, sessions: SessionService, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const limitMessage = { message: 'Too many attempts. Please wait a few minutes and try again.', code: 'RATE_LIMITED' };
    // Per IP and per account: a spray across accounts and a hammer on one account are both slowed.
    const perIp = app.rateLimit({
      max: config.authRateLimit,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: (req) => `ip:${req.ip}`,
      errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, ...limitMessage, retryAfter: ctx.after }),
    });
    const perAccount = app.rateLimit({
      max: config.authRateLimit,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: (req) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return `account:${typeof email === 'string' ? email.trim().toLowerCase() : '-'}`;
      },
      errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, ...limitMessage, retryAfter: ctx.after }),
    });
    const limited = { onRequest: perIp, preValidation: perAccount };

    app.post('/api/auth/register', { ...limited, schema: { body: registerSchema } }, async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.status(201).send(toUser(user));
    });

    app.post('/api/auth/login', { ...limited, schema: { body: loginSchema } }, async (request, reply) => {
      const user = await auth.login(request.body);
      await sessions.end(request, reply); // a new token at every sign-in
      await sessions.start(reply, user.id);
      return toUser(user);
    });

    app.post('/api/auth/logout', async (request, reply) => {
      await sessions.end(request, reply);
      return reply.status(204).send();
    });

    app.get('/api/auth/user', async (request) => toUser(await sessions.requireUser(request)));

    app.put('/api/user/profile', { schema: { body: profileSchema } }, async (request) => {
      const user = await sessions.requireUser(request);
      return toUser(await auth.updateProfile(user.id, request.body));
    });

    app.put('/api/user/password', { schema: { body: changePasswordSchema } }, async (request) => {
      const user = await sessions.requireUser(request);
      await auth.changePassword(user, request.body.currentPassword, request.body.newPassword);
      await sessions.endOthers(request, user.id);
      return { message: 'Password updated' };
    });

    app.get('/api/user/subscription', async (request) => {
      await sessions.requireUser(request);
      // No plans exist yet (DESIGN.md §1): everyone is inactive, and nothing is billed.
      return { status: 'inactive', plan: null };
    });
  };
