import { moneySchema, timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';
import { msg } from '../i18n/translator';

/** The intervals a refill can be delivered at, in weeks (DESIGN §1 "Refills"; the owner allows some of them). */
export const REFILL_INTERVALS = [4, 8, 12] as const;
type RefillInterval = (typeof REFILL_INTERVALS)[number];

const refillIntervalSchema = z
  .number()
  .int()
  .refine((n): n is RefillInterval => (REFILL_INTERVALS as readonly number[]).includes(n), {
    message: msg('Choose every 4, 8 or 12 weeks'),
  });

/** GET /api/refills: what the programme offers. */
export const refillOfferSchema = z.object({
  intervals: z.array(z.number().int()),
  discountPercent: z.number(),
});
export type RefillOffer = z.infer<typeof refillOfferSchema>;

/** A cart line's refill request (POST /api/cart `refill`), signed-in shoppers only. */
export const refillRequestSchema = z.object({ intervalWeeks: refillIntervalSchema });
export type RefillRequest = z.infer<typeof refillRequestSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** One refill as its owner sees it (GET /api/user/subscriptions). */
export const refillSubscriptionSchema = z.object({
  id: z.number(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  intervalWeeks: z.number(),
  /** When the next delivery is charged; null once cancelled. */
  nextRenewalAt: timestampSchema.nullable(),
  /** A paused refill resumes on this day. */
  resumeAt: timestampSchema.nullable(),
  name: z.string(),
  perfumeId: z.number().nullable(),
  creationId: z.number().nullable(),
  volume: z.number().optional(),
  /** The refill price today, in `currency`'s major units. */
  price: moneySchema,
  currency: z.string(),
  /** Changes are locked in the 48 hours before a renewal. */
  lockedUntil: timestampSchema.nullable(),
  /** The card kept for renewals, as the provider names it (for example "•••• 4242"). */
  card: z.string().nullable(),
  createdAt: timestampSchema,
});
export type RefillSubscription = z.infer<typeof refillSubscriptionSchema>;
export const refillSubscriptionsSchema = z.array(refillSubscriptionSchema);

/** PUT /api/user/subscriptions/:id: one change at a time. */
export const subscriptionChangeSchema = z
  .object({
    status: z.enum(['active', 'paused', 'cancelled']).optional(),
    /** With `status: 'paused'`: the day it resumes (one to three cycles ahead). */
    resumeAt: z.iso.datetime({ offset: true }).optional(),
    /** With `status: 'paused'`: how many cycles to pause, 1 to 3 (instead of `resumeAt`). */
    pauseCycles: z
      .number()
      .int()
      .min(1, msg('Pause one to three deliveries'))
      .max(3, msg('Pause one to three deliveries'))
      .optional(),
    intervalWeeks: refillIntervalSchema.optional(),
    skipNext: z.literal(true).optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: msg('Nothing to change') });
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

export const renewedSchema = z.object({ orderId: z.number() });

/** POST /api/user/subscriptions/:id/card: the provider's setup of a new card (Stripe's SetupIntent, or the simulated one's). */
export const cardSetupSchema = z.object({ setupId: z.string(), clientSecret: z.string() });
/** PUT /api/user/subscriptions/:id/card: the setup the card form completed. */
export const cardChangeSchema = z.object({ setupId: z.string().min(1).max(200) });

/** GET /api/admin/subscriptions?status=: a page (keyset, newest first) of the refills, of one status. */
export const adminSubscriptionsQuerySchema = pagedQuery({ status: z.enum(SUBSCRIPTION_STATUSES).optional() });

const adminSubscriptionSchema = refillSubscriptionSchema.extend({
  customerEmail: z.string(),
  customerName: z.string(),
  /** Deliveries billed so far (the first, at checkout, is cycle 1). */
  cycle: z.number(),
  /** Failed attempts of the current cycle. */
  failures: z.number(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** One attempt to bill a delivery, as the back office shows a refill's history. */
const subscriptionAttemptSchema = z.object({
  id: z.number(),
  cycle: z.number(),
  attempt: z.number(),
  orderId: z.number().nullable(),
  outcome: z.string(),
  message: z.string().nullable(),
  trigger: z.string(),
  createdAt: timestampSchema,
});
/** GET /api/admin/subscriptions/:id: a refill with every attempt of its deliveries, newest first. */
export const adminSubscriptionDetailSchema = adminSubscriptionSchema.extend({
  attempts: z.array(subscriptionAttemptSchema),
  cancelReason: z.string().nullable(),
});
export type AdminSubscriptionDetail = z.infer<typeof adminSubscriptionDetailSchema>;
/** PUT /api/admin/subscriptions/:id: staff pause (one to three deliveries), resume or cancel a refill. */
export const adminSubscriptionChangeSchema = z.object({
  status: z.enum(['active', 'paused', 'cancelled']),
  pauseCycles: z.number().int().min(1).max(3).optional(),
});
export const adminSubscriptionListSchema = z.array(adminSubscriptionSchema);
