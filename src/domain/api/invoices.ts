import { pdfSchema, creditNoteParams } from '../invoices/schemas';
import { orderKeyQuerySchema } from '../orders/schemas';
import { adminOrderIdParam, orderIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

/*
 * The documents of an order (decision 059), drawn from its stored snapshot: its invoice once
 * paid, a credit note per refund, and the packing slip the back office prints. The invoice and the
 * credit notes open to whoever opens the order's own page (its key, its signed-in owner) and to staff
 * with the `orders` permission, let in by the back office's own gate (its second factor included);
 * anyone else gets the order page's 404.
 */

const tag = 'Invoices';

export const getInvoice = endpoint({
  method: 'GET',
  path: '/api/orders/:orderId/invoice',
  tag,
  summary:
    "The order's invoice as a PDF (its number in `x-invoice-number`), for the holder of its key (`?key=`), its signed-in owner or staff who may see orders; 404 before payment.",
  staffPermission: 'orders',
  params: orderIdParam,
  query: orderKeyQuerySchema,
  produces: 'application/pdf',
  responses: { 200: pdfSchema },
  errors: { 404: ['ORDER_NOT_FOUND', 'INVOICE_NOT_FOUND'] },
});

export const getCreditNote = endpoint({
  method: 'GET',
  path: '/api/orders/:orderId/credit-notes/:number',
  tag,
  summary:
    'A credit note of the order (one per refund) as a PDF, for the holder of its key (`?key=`), its signed-in owner or staff who may see orders.',
  staffPermission: 'orders',
  params: creditNoteParams,
  query: orderKeyQuerySchema,
  produces: 'application/pdf',
  responses: { 200: pdfSchema },
  errors: { 404: ['ORDER_NOT_FOUND', 'CREDIT_NOTE_NOT_FOUND'] },
});

export const getPackingSlip = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:id/packing-slip',
  tag: 'Back office: orders',
  summary: "The order's packing slip as a PDF: its lines and quantities and where it goes, no prices.",
  auth: 'admin',
  permission: 'fulfilment',
  params: adminOrderIdParam,
  produces: 'application/pdf',
  responses: { 200: pdfSchema },
  errors: { 404: ['ORDER_NOT_FOUND'], 409: ['NOTHING_TO_PACK'] },
});
