import { orderIdParam } from '../shared/ids';
import { z } from '../shared/zod';

/** A PDF document (invoice, credit note, packing slip), as the API answers it: `application/pdf`. */
export const pdfSchema = z.string().describe('A PDF document (`application/pdf`)');

/** `/api/orders/:orderId/credit-notes/:number`: the order and the credit note's number (`CN-2026-000001`). */
export const creditNoteParams = orderIdParam.extend({
  number: z.string().regex(/^CN-\d{4}-\d{6,}$/, 'A credit note number looks like CN-2026-000001'),
});
