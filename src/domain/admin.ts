import { orderStatuses, paymentStatuses } from './checkout';
import { isSingleLine, moneySchema, timestampSchema } from './fields';
import { z } from './zod';

/** `?limit=&offset=` of the admin's newest-first lists. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 500').max(500, 'limit must be between 1 and 500').default(100),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').max(10_000_000).default(0),
});

const shipmentText = (label: string, max: number) =>
  z.string().trim().min(2, `${label} is required to mark an order shipped`).max(max, `${label} is too long`).refine(isSingleLine, `${label} must be on one line`);

/** PUT /api/admin/order/:orderId/status. Shipping names the carrier and the tracking number (mailed to the customer). */
export const orderStatusBodySchema = z
  .object({
    status: z.enum(orderStatuses, { message: `status must be one of ${orderStatuses.join(', ')}` }),
    carrier: shipmentText('Carrier', 80).optional(),
    trackingNumber: shipmentText('Tracking number', 80).optional(),
  })
  .refine((v) => v.status !== 'shipped' || (v.carrier && v.trackingNumber), {
    message: 'A shipped order needs its carrier and tracking number',
    path: ['trackingNumber'],
  });

export const statusChangeSchema = z.object({
  id: z.number(),
  status: z.enum(orderStatuses),
  previousStatus: z.enum(orderStatuses),
});

const recentOrderSchema = z.object({
  id: z.number(),
  total: moneySchema,
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  createdAt: timestampSchema,
});

const revenueDaySchema = z.object({
  /** YYYY-MM-DD, a UTC calendar day. */
  day: z.string(),
  revenue: moneySchema,
  orders: z.number(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

/** GET /api/admin/dashboard: every figure an SQL aggregate. */
export const adminDashboardSchema = z.object({
  totalUsers: z.number(),
  newUsersThisMonth: z.number(),
  totalOrders: z.number(),
  pendingOrders: z.number(),
  totalRevenue: moneySchema,
  paidOrders: z.number(),
  averageOrder: moneySchema,
  recentOrders: z.array(recentOrderSchema),
  revenueLast30Days: z.array(revenueDaySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

const mailKinds = ['order-confirmation', 'order-shipped', 'order-cancelled', 'order-refunded', 'password-reset'] as const;
export type MailKind = (typeof mailKinds)[number];
const mailStatuses = ['pending', 'sent'] as const;

/** A mail in the outbox, as the admin's Mail tab lists it. */
const mailSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(mailKinds),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  orderId: z.number().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailListSchema = z.array(mailSummarySchema);

/** One mail with what it says: the admin reads it as the customer would. */
export const mailDetailSchema = mailSummarySchema.extend({ html: z.string(), text: z.string() });
export type MailDetail = z.infer<typeof mailDetailSchema>;

/** `?orderId=` narrows the Mail tab to one order's mails. */
export const mailQuerySchema = pageQuerySchema.extend({ orderId: z.coerce.number().int().positive().optional() });
