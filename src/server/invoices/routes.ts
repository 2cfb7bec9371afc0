import { can } from '../../domain/accounts/roles';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { getCreditNote, getInvoice, getPackingSlip } from '../../domain/api/invoices';
import { serve } from '../http/endpoint';
import type { InvoiceService } from './service';

/** A PDF as a download: never kept by a shared cache (an order's link is a secret). */
const pdf = (reply: FastifyReply, filename: string, body: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/** The invoice and the credit notes, for whoever opens the order's own page, and the admin. */
export const invoiceRoutes =
  ({ invoices }: { invoices: InvoiceService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getInvoice, async (request, reply) => {
      const user = await request.currentUser();
      const viewer = { key: request.query.key, userId: user?.id, isAdmin: can(user?.role, 'orders') };
      const { number, pdf: body } = await invoices.invoice(request.params.orderId, viewer);
      return pdf(reply.header('x-invoice-number', number), `invoice-${number}.pdf`, body);
    });

    serve(app, getCreditNote, async (request, reply) => {
      const user = await request.currentUser();
      const viewer = { key: request.query.key, userId: user?.id, isAdmin: can(user?.role, 'orders') };
      const { number, pdf: body } = await invoices.creditNote(request.params.orderId, request.params.number, viewer);
      return pdf(reply.header('x-credit-note-number', number), `credit-note-${number}.pdf`, body);
    });
  };

/** The back office's packing slip (registered inside the admin plugin, behind its gate). */
export const invoiceAdminRoutes =
  ({ invoices }: { invoices: InvoiceService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getPackingSlip, async (request, reply) => {
      const { pdf: body } = await invoices.packingSlip(request.params.id);
      return pdf(reply, `packing-slip-${request.params.id}.pdf`, body);
    });
  };
