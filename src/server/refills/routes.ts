import type { FastifyPluginAsync } from 'fastify';
import { getSubscription } from '../../domain/api/auth';
import {
  changeAdminSubscription,
  changeMySubscription,
  finishCardChange,
  getAdminSubscription,
  getRefillOffer,
  listAdminSubscriptions,
  listMySubscriptions,
  renewAdminSubscription,
  renewMySubscription,
  startCardChange,
} from '../../domain/api/refills';
import { serve } from '../http/endpoint';
import { withPageHeaders } from '../http/paging';
import type { RefillService } from './service';

/** The refill programme's offer and a customer's refills (DESIGN §1 "Refills"). */
export const refillRoutes =
  ({ refills }: { refills: RefillService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getRefillOffer, async () => refills.offer());
    serve(app, getSubscription, async (request) => refills.statusOf((await request.requireUser()).id));
    serve(app, listMySubscriptions, async (request) => refills.listOf((await request.requireUser()).id));
    serve(app, changeMySubscription, async (request) =>
      refills.change((await request.requireUser()).id, request.params.id, request.body),
    );
    serve(app, startCardChange, async (request, reply) => {
      const user = await request.requireUser();
      return reply.status(201).send(await refills.startCardChange(user.id, request.params.id));
    });
    serve(app, finishCardChange, async (request) =>
      refills.finishCardChange((await request.requireUser()).id, request.params.id, request.body.setupId),
    );
    serve(app, renewMySubscription, async (request, reply) => {
      const user = await request.requireUser();
      return reply.status(201).send(await refills.renewNow(request.params.id, 'customer', user.id));
    });
  };

/** The back office's refills: the list by status, and "bill now" (registered behind the gate). */
export const refillAdminRoutes =
  ({ refills }: { refills: RefillService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listAdminSubscriptions, async (request, reply) => {
      const { status, ...page } = request.query;
      return withPageHeaders(request, reply, await refills.page(status, page));
    });
    serve(app, getAdminSubscription, async (request) => refills.detail(request.params.id));
    serve(app, changeAdminSubscription, async (request) => refills.changeByStaff(request.params.id, request.body));
    serve(app, renewAdminSubscription, async (request, reply) =>
      reply.status(201).send(await refills.renewNow(request.params.id, 'staff')),
    );
  };
