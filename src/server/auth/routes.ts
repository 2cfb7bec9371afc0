import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSchema,
  registerSchema,
  subscriptionSchema,
  userSchema,
} from '../../domain/auth';
import { messageSchema, noContentSchema } from '../../domain/fields';
import { toUser } from '../users/service';
import type { AuthService } from './service';
import type { SessionService } from './session';

export const authRoutes =
  ({ auth, sessions }: { auth: AuthService; sessions: SessionService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/auth/register', { schema: { body: registerSchema, response: { 201: userSchema } } }, async (request, reply) => {
      const user = await auth.register(request.body, request.ip);
      return reply.status(201).send(toUser(user));
    });

    app.post('/api/auth/login', { schema: { body: loginSchema, response: { 200: userSchema } } }, async (request, reply) => {
      const user = await auth.login(request.body, request.ip);
      await sessions.end(request, reply); // a new token at every sign-in
      await sessions.start(reply, user.id);
      return toUser(user);
    });

    app.post('/api/auth/logout', { schema: { response: { 204: noContentSchema } } }, async (request, reply) => {
      await sessions.end(request, reply);
      return reply.status(204).send(null);
    });

    app.post(
      '/api/auth/password-reset',
      { schema: { body: passwordResetRequestSchema, response: { 202: messageSchema } } },
      async (request, reply) => {
        await auth.checkResetRequest(request.body.email, request.ip);
        // Answered before the account is looked up: the same answer, in the same time, for any address.
        setImmediate(() => {
          auth.sendResetLink(request.body.email).catch((err: unknown) => request.log.error({ err }, 'could not write the password reset mail'));
        });
        return reply.status(202).send({ message: 'If an account uses this e-mail, a link to choose a new password is on its way.' });
      },
    );

    app.post(
      '/api/auth/password-reset/confirm',
      { schema: { body: passwordResetConfirmSchema, response: { 200: messageSchema } } },
      async (request) => {
        await auth.resetPassword(request.body.token, request.body.newPassword);
        return { message: 'Your password has been changed. Please sign in with your new password.' };
      },
    );

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
