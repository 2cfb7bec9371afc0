import { timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';
import { adminReturnStatuses, RETURN_TEXT_MAX, returnStatuses } from './returns';
import { msg } from '../i18n/translator';

/** A line and how many of its bottles go back. */
const returnLineInputSchema = z.object({
  lineId: z.number().int().positive(),
  quantity: z.number().int(msg('Whole bottles only')).min(1, msg('Return at least one bottle')).max(1000),
});

/** Plain text a person writes (line breaks kept): the reason, the house's message. */
const returnText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(RETURN_TEXT_MAX, `${what} is at most ${RETURN_TEXT_MAX} characters`);

/** POST /api/orders/{id}/returns: the lines, how many of each, and why. */
export const returnRequestSchema = z.object({
  lines: z.array(returnLineInputSchema).min(1, msg('Choose at least one bottle to return')).max(100),
  reason: returnText('A reason'),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnCreatedSchema = z.object({ id: z.number(), status: z.literal('requested') });

/** A line of a return as people read it: the order's line, its name, how many go back. */
const returnLineSchema = z.object({ lineId: z.number(), name: z.string(), quantity: z.number() });

/** A return as the customer reads it on the order's page. */
const orderReturnSchema = z.object({
  id: z.number(),
  status: z.enum(returnStatuses),
  lines: z.array(returnLineSchema),
  reason: z.string(),
  /** What the house answered with its approval or refusal. */
  message: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;
export const orderReturnListSchema = z.array(orderReturnSchema);

/** A return as the back office lists it: with its order, its customer and its refund. */
export const adminReturnSchema = orderReturnSchema.extend({
  orderId: z.number(),
  customer: z.object({ name: z.string(), email: z.string() }),
  refundId: z.number().nullable(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;
export const adminReturnListSchema = z.array(adminReturnSchema);

/** `?status=` narrows the Returns tab to one status. */
export const returnListQuerySchema = pagedQuery({ status: z.enum(returnStatuses).optional() });

/** PUT /api/admin/returns/{id}: approve or refuse (with a message mailed to the customer), or mark received. */
export const returnStatusBodySchema = z.object({
  status: z.enum(adminReturnStatuses),
  message: returnText('The message').optional(),
});

/** POST /api/admin/returns/{id}/refund: the received bottles back in stock if asked. */
export const returnRefundBodySchema = z.object({ restock: z.boolean().default(false) }).default({ restock: false });
