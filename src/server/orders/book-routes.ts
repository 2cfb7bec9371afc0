import type { FastifyPluginAsync } from 'fastify';
import { exportCreditNotes, exportVatReport, getVatReport } from '../../domain/api/books';
import { serve } from '../http/endpoint';
import type { OrderBooks } from './books';

/** The books (issue #43): registered inside the back-office routes, behind their gate. */
export const bookAdminRoutes =
  ({ books }: { books: OrderBooks }): FastifyPluginAsync =>
  async (app) => {
    // Streamed a page of credit notes at a time, as the orders' export.
    serve(app, exportCreditNotes, async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="credit-notes-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(books.creditNotesCsv(request.query));
    });

    serve(app, getVatReport, async (request) => books.vatReport(request.query));

    serve(app, exportVatReport, async (request, reply) => {
      const { year, quarter } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="vat-oss-${year}-q${quarter}.csv"`)
        .header('cache-control', 'no-store')
        .send(await books.vatReportCsv(request.query));
    });
  };
