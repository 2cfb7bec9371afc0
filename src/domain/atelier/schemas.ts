import { bespokeDetailsSchema } from '../bespoke/schemas';
import { noteGroups, perfumeTypeIds } from '../bespoke/bespoke';
import { timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';
import { isSingleLine } from '../shared/text';
import { MAX_LOT_LENGTH, MAX_MACERATION_DAYS, MAX_MADE_TO_ORDER_DAYS, workOrderStatuses } from './work-orders';

/** The atelier's answers and requests (decision 064). */

const compositionLineSchema = z.object({
  ingredientId: z.number(),
  name: z.string(),
  group: z.enum(noteGroups),
  drops: z.number(),
  ml: z.number(),
  /** Percent of the finished 50 ml. */
  percent: z.number(),
  /** The material's density (g/ml) as paid, and the grams to weigh; absent on work orders paid before (issue #43). */
  density: z.number().optional(),
  grams: z.number().optional(),
});

const declaredAllergenSchema = z.object({ inci: z.string(), percent: z.number() });

const labelFields = {
  perfumeType: z.enum(perfumeTypeIds),
  typeName: z.string(),
  concentrationLabel: z.string(),
  volumeMl: z.number(),
  composition: z.array(compositionLineSchema),
  fragranceMl: z.number(),
  alcoholMl: z.number(),
  alcoholPercent: z.number(),
  /** The alcohol base's grams on a work order paid since issue #43. */
  alcoholGrams: z.number().optional(),
};

/**
 * POST /api/bespoke/label: the label of a design as it will be printed. `allergens` names those to
 * declare (above 0.001 % of the finished perfume), most first; `allergenAmounts` gives their percent.
 */
export const labelAnswerSchema = z.object({
  ...labelFields,
  allergens: z.array(z.string()),
  allergenAmounts: z.array(declaredAllergenSchema),
});
export type LabelAnswer = z.infer<typeof labelAnswerSchema>;

/** POST /api/bespoke/label's body: a bespoke design, as a cart line carries it. */
export const labelRequestSchema = z.object({
  design: bespokeDetailsSchema.extend({ type: bespokeDetailsSchema.shape.type.optional() }),
});

/** A work order's formula: its line's perfume, how many bottles, and the label as it was paid. */
const workOrderFormulaSchema = z.object({
  ...labelFields,
  allergens: z.array(declaredAllergenSchema),
  name: z.string(),
  uniqueCode: z.string(),
  kind: z.enum(['bespoke', 'lifestyle']),
  quantity: z.number(),
});

const workOrderEventSchema = z.object({
  from: z.enum(workOrderStatuses).nullable(),
  to: z.enum(workOrderStatuses),
  /** Who moved it (their name, or their e-mail when they have none), or null when the shop did (made at payment, cancelled by a refund). */
  by: z.string().nullable(),
  at: timestampSchema,
  /** Not a move but lots recorded (issue #43): each ingredient line's lot as it was then; null for a move. */
  lots: z.array(z.object({ ingredientId: z.number(), name: z.string(), lot: z.string() })).nullable(),
});

const workOrderSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  lineId: z.number(),
  batch: z.string(),
  status: z.enum(workOrderStatuses),
  formula: workOrderFormulaSchema,
  /** The raw-material lot weighed per ingredient line, by ingredient id (issue #43). */
  lots: z.record(z.string(), z.string()),
  /** The day its rest ends, set when it starts macerating; null before (issue #43). */
  readyOn: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type WorkOrder = z.infer<typeof workOrderSchema>;
export const workOrderListSchema = z.array(workOrderSchema);

/** One work order with its history, oldest move first. */
export const workOrderDetailSchema = workOrderSchema.extend({ events: z.array(workOrderEventSchema) });
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

/** GET /api/admin/work-orders: oldest first, one status if asked, a page at a time. */
export const workOrderListQuerySchema = pagedQuery({ status: z.enum(workOrderStatuses).optional() });

/** PUT /api/admin/work-orders/{id}: the next step. */
export const workOrderStatusBodySchema = z.object({
  status: z.enum(['compounding', 'macerating', 'bottled'], {
    message: 'status must be compounding, macerating or bottled',
  }),
});

/**
 * PUT /api/admin/work-orders/{id}/lots: the lot of some ingredient lines, by ingredient id (a lot left
 * empty clears it); the others keep theirs.
 */
export const workOrderLotsBodySchema = z.object({
  lots: z.record(
    z.string().regex(/^\d{1,9}$/, 'Each lot is keyed by its ingredient id'),
    z
      .string({ message: 'A lot number is text' })
      .trim()
      .max(MAX_LOT_LENGTH, `A lot number is at most ${MAX_LOT_LENGTH} characters`)
      .refine(isSingleLine, 'A lot number is on one line'),
  ),
});

/** GET /api/atelier: what the builders and the order page say of a made-to-order perfume. */
export const atelierInfoSchema = z.object({ madeToOrderDays: z.number() });

/** PUT /api/admin/atelier's answer: the made-to-order days and the rest before bottling. */
export const atelierSettingsSchema = atelierInfoSchema.extend({ macerationDays: z.number() });

/** The back office's Atelier settings form: how many days a made-to-order perfume takes to ship, and how many it rests. */
export const atelierSettingsFormSchema = z.object({
  madeToOrderDays: z
    .number({ message: 'Days must be a whole number' })
    .int('Days must be a whole number')
    .min(1, `Days must be between 1 and ${MAX_MADE_TO_ORDER_DAYS}`)
    .max(MAX_MADE_TO_ORDER_DAYS, `Days must be between 1 and ${MAX_MADE_TO_ORDER_DAYS}`),
  /** How many days a perfume rests before it may be bottled (issue #43). */
  macerationDays: z
    .number({ message: 'Rest must be a whole number of days' })
    .int('Rest must be a whole number of days')
    .min(0, `Rest must be between 0 and ${MAX_MACERATION_DAYS} days`)
    .max(MAX_MACERATION_DAYS, `Rest must be between 0 and ${MAX_MACERATION_DAYS} days`),
});

/** PUT /api/admin/atelier: either setting, or both; one absent is unchanged. */
export const atelierSettingsInputSchema = atelierSettingsFormSchema.partial();
