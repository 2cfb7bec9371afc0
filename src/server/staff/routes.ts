import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  acceptInvitation,
  getInvitation,
  inviteStaff,
  listStaff,
  removeStaff,
  resendInvitation,
  updateStaff,
} from '../../domain/api/staff';
import type { SessionService } from '../auth/session';
import { serve } from '../http/endpoint';
import type { StaffActor, StaffService } from './service';

/** The owner behind a back-office request (the back-office gate has looked them up): named in the invitation. */
async function actor(request: FastifyRequest): Promise<StaffActor> {
  const user = await request.requireUser();
  return { id: user.id, fullName: user.fullName, locale: request.locale };
}

/** The back office's staff (inside the back-office gate, each endpoint behind the `staff` permission). */
export const staffAdminRoutes =
  ({ staff }: { staff: StaffService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listStaff, async () => staff.list());

    serve(app, inviteStaff, async (request, reply) =>
      reply.status(201).send(await staff.invite(request.body, await actor(request))),
    );

    serve(app, updateStaff, async (request) => staff.update(request.params.id, request.body, request.adminId));

    serve(app, removeStaff, async (request, reply) => {
      await staff.remove(request.params.id, request.adminId);
      return reply.status(204).send(null);
    });

    serve(app, resendInvitation, async (request) => staff.resend(request.params.id, await actor(request)));
  };

/**
 * The invitee's side: the link checked, then accepted, which signs them in; an existing account with
 * a second factor signs in with its code, as at any sign-in (the link and a password are not enough).
 */
export const staffRoutes =
  ({ staff, sessions }: { staff: StaffService; sessions: SessionService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getInvitation, async (request) => staff.invitation(request.query.token));

    serve(app, acceptInvitation, async (request, reply) => {
      const user = await staff.accept(request.body, request.ip);
      const access = await sessions.access(user.id);
      await sessions.end(request, reply); // whoever was signed in here before; a new token for the member
      if (!access.twoFactorEnabled) await sessions.start(request, reply, user.id);
      return reply.status(201).send(sessions.present(user, access));
    });
  };
