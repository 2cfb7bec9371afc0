import type { FastifyPluginAsync } from 'fastify';
import {
  addCustomerNote,
  getAdminCustomer,
  getAdminGuestCustomer,
  listAdminCustomers,
  resendMail,
} from '../../domain/api/customers';
import { withPageHeaders } from '../http/paging';
import { serve } from '../http/endpoint';
import type { CustomerCare } from './service';

/** Customer care in the back office: registered inside the back-office routes, behind their gate (`request.adminId`). */
export const customerAdminRoutes =
  ({ customerCare }: { customerCare: CustomerCare }): FastifyPluginAsync =>
  async (app) => {
    serve(app, listAdminCustomers, async (request, reply) => {
      const { q, ...page } = request.query;
      return withPageHeaders(request, reply, await customerCare.list(q, page));
    });

    serve(app, getAdminGuestCustomer, async (request) => customerCare.guestPage(request.params.id));

    serve(app, getAdminCustomer, async (request) => customerCare.page(request.params.id));

    serve(app, addCustomerNote, async (request, reply) =>
      reply.status(201).send(await customerCare.addNote(request.params.id, request.body.body, request.adminId)),
    );

    serve(app, resendMail, async (request, reply) =>
      reply.status(202).send(await customerCare.resendMail(request.params.id, request.adminId)),
    );
  };
