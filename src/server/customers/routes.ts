import type { FastifyPluginAsync } from 'fastify';
import { addCustomerNote, getAdminCustomer, resendMail } from '../../domain/api/customers';
import { serve } from '../http/endpoint';
import type { CustomerCare } from './service';

/** Customer care in the back office: registered inside the admin routes, behind their gate (`request.adminId`). */
export const customerAdminRoutes =
  ({ customerCare }: { customerCare: CustomerCare }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getAdminCustomer, async (request) => customerCare.page(request.params.id));

    serve(app, addCustomerNote, async (request, reply) =>
      reply.status(201).send(await customerCare.addNote(request.params.id, request.body.body, request.adminId)),
    );

    serve(app, resendMail, async (request, reply) =>
      reply.status(202).send(await customerCare.resendMail(request.params.id, request.adminId)),
    );
  };
