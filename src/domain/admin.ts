import { orderSchema, orderStatuses, paymentStatuses } from './checkout';
import { moneySchema, timestampSchema } from './fields';
import { isSingleLine } from './text';
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

/** A perfume whose tracked stock is running low (the dashboard lists them). */
export const LOW_STOCK_THRESHOLD = 5;

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
  /** Orders waiting for their payment (they expire after 24 hours), apart from those to ship. */
  awaitingPayment: z.number(),
  refundedOrders: z.number(),
  /** Tracked perfumes with LOW_STOCK_THRESHOLD bottles or fewer, fewest first. */
  lowStock: z.array(z.object({ id: z.number(), name: z.string(), stock: z.number() })),
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

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a real date');

/**
 * GET /api/admin/orders (and orders.csv): `status` (or `awaiting-payment`: pending and unpaid),
 * `from`/`to` (YYYY-MM-DD, UTC, both days included), `q` (customer name or e-mail, order number).
 */
export const orderFilterSchema = z.object({
  status: z.enum([...orderStatuses, 'awaiting-payment'], { message: `status must be one of ${orderStatuses.join(', ')}, awaiting-payment` }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;
export const orderListQuerySchema = pageQuerySchema.extend(orderFilterSchema.shape);

/** GET /api/admin/orders.csv: the filtered orders as CSV (RFC 4180), a row per order, streamed (never validated as JSON). */
export const ordersCsvSchema = z.string();

/** Who an order is for, as the admin reads it: the account's name, or the shipping details' for a guest. */
const customerSchema = z.object({
  name: z.string(),
  email: z.string(),
  kind: z.enum(['customer', 'guest']),
  userId: z.number().nullable(),
});

/** The admin's order list and view: the order with its customer, payment, history and mails. */
export const adminOrderSchema = orderSchema.extend({
  customer: customerSchema,
  paidAt: timestampSchema.nullable(),
  refundedAt: timestampSchema.nullable(),
  payment: z
    .object({ provider: z.string(), reference: z.string(), amount: moneySchema, isTest: z.boolean(), refundId: z.string().nullable() })
    .nullable(),
  statusHistory: z.array(
    z.object({ status: z.enum(orderStatuses), at: timestampSchema, note: z.string().nullable(), by: z.string().nullable() }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.array(adminOrderSchema.omit({ statusHistory: true, payment: true }));
export type AdminOrderSummary = z.infer<typeof adminOrderListSchema>[number];

/** POST /api/admin/order/{id}/refund. */
export const refundBodySchema = z.object({ restock: z.boolean().default(false) }).default({ restock: false });

export const refundResultSchema = z.object({
  id: z.number(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  refundedAt: timestampSchema.nullable(),
  restocked: z.boolean(),
});

/** GET /api/admin/audit: every admin change, newest first. */
const auditEntrySchema = z.object({
  id: z.number(),
  at: timestampSchema,
  admin: z.string().nullable(),
  action: z.string(),
  entity: z.enum(['perfume', 'ingredient', 'order', 'image']),
  entityId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);
export const auditQuerySchema = pageQuerySchema.extend({
  entity: z.enum(['perfume', 'ingredient', 'order', 'image']).optional(),
  entityId: z.string().max(40).optional(),
});
