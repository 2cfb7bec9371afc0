import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordSchema, loginSchema, profileSchema, registerSchema, subscriptionSchema, userSchema } from '../../domain/auth';
import { errorMessages } from '../../domain/errors';
import { messageSchema, noContentSchema } from '../../domain/fields';
import type { Config } from '../config';
import { toUser } from '../users/service';
import type { AuthService } from './service';
import type { SessionService } from './session';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const authRoutes =
  ({ auth, sessions, config }: { auth: AuthService; sessions: SessionService; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const limited = { statusCode: 429, message: errorMessages.RATE_LIMITED, code: 'RATE_LIMITED' };
    // Per IP and per account: a spray across accounts and a hammer on one account are both slowed.
    const perIp = app.rateLimit({
      max: config.authRateLimit,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: (req) => `ip:${req.ip}`,
      errorResponseBuilder: (_req, ctx) => ({ ...limited, retryAfter: ctx.after }),
    });
    const perAccount = app.rateLimit({
      max: config.authRateLimit,
      timeWindow: FIFTEEN_MINUTES,
      keyGenerator: (req) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return `account:${typeof email === 'string' ? email.trim().toLowerCase() : '-'}`;
      },
      errorResponseBuilder: (_req, ctx) => ({ ...limited, retryAfter: ctx.after }),
    });
    const rateLimited = { onRequest: perIp, preValidation: perAccount };

    app.post('/api/auth/register', { ...rateLimited, schema: { body: registerSchema, response: { 201: userSchema } } }, async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.status(201).send(toUser(user));
    });

    app.post('/api/auth/login', { ...rateLimited, schema: { body: loginSchema, response: { 200: userSchema } } }, async (request, reply) => {
      const user = await auth.login(request.body);
      await sessions.end(request, reply); // a new token at every sign-in
      await sessions.start(reply, user.id);
      return toUser(user);
    });

    app.post('/api/auth/logout', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
      await sessions.end(request, reply);
      return reply.status(204).send(null);
    });

    app.get('/api/auth/user', { schema: { response: { 200: userSchema } } }, async (request) => toUser(await request.requireUser()));

    app.put('/api/user/profile', { schema: { body: profileSchema, response: { 200: userSchema } } }, async (request) => {
      const user = await request.requireUser();
      return toUser(await auth.updateProfile(user.id, request.body));
    });

    app.put('/api/user/password', { schema: { body: changePasswordSchema, response: { 200: messageSchema } } }, async (request) => {
      const user = await request.requireUser();
      await auth.changePassword(user, request.body.currentPassword, request.body.newPassword);
      await sessions.endOthers(request, user.id);
      return { message: 'Password updated' };
    });

    app.get('/api/user/subscription', { schema: { response: { 200: subscriptionSchema } } }, async (request) => {
      await request.requireUser();
      // No plans exist yet: everyone is inactive, and nothing is billed.
      return { status: 'inactive' as const, plan: null };
    });
  };
