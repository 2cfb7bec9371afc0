import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { getCreditNote, getInvoice, getPackingSlip } from '../../domain/api/invoices';
import { serve } from '../http/endpoint';
import type { DocumentViewer } from '../orders/documents';
import type { InvoiceService } from './service';

/** A PDF as a download: never kept by a shared cache (an order's link is a secret). */
const pdf = (reply: FastifyReply, filename: string, body: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/** Who asks for a document: the order's key, the signed-in user, and whether the back office's rule lets them in as staff. */
async function viewerOf(request: FastifyRequest<{ Querystring: { key?: string } }>): Promise<DocumentViewer> {
  const user = await request.currentUser();
  return { key: request.query.key, userId: user?.id, isStaff: await request.staffMay() };
}

/**
 * The invoice and the credit notes, for whoever opens the order's own page, and staff whose role may
 * see orders (the endpoints' `staffPermission`), let in by the back office's own rule.
 */
export const invoiceRoutes =
  ({ invoices }: { invoices: InvoiceService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getInvoice, async (request, reply) => {
      const { number, pdf: body } = await invoices.invoice(request.params.orderId, await viewerOf(request));
      return pdf(reply.header('x-invoice-number', number), `invoice-${number}.pdf`, body);
    });

    serve(app, getCreditNote, async (request, reply) => {
      const viewer = await viewerOf(request);
      const { number, pdf: body } = await invoices.creditNote(request.params.orderId, request.params.number, viewer);
      return pdf(reply.header('x-credit-note-number', number), `credit-note-${number}.pdf`, body);
    });
  };

/** The back office's packing slip (registered inside the back-office plugin, behind its gate). */
export const invoiceAdminRoutes =
  ({ invoices }: { invoices: InvoiceService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, getPackingSlip, async (request, reply) => {
      const { pdf: body } = await invoices.packingSlip(request.params.id);
      return pdf(reply, `packing-slip-${request.params.id}.pdf`, body);
    });
  };
