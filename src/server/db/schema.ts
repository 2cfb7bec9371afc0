import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { perfumeFamilies } from '../../domain/catalogue';

/** Every amount of money is an integer number of minor units (cents). */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });


export const perfumes = pgTable(
  'perfumes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageSrc: text('image_src').notNull(),
    notes: text('notes').notNull(),
    description: text('description').notNull(),
    gender: text('gender', { enum: ['female', 'male'] }).notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isBestseller: boolean('is_bestseller').notNull().default(false),
    family: text('family', { enum: perfumeFamilies }).notNull().default('floral'),
    /** Bottles left; null when the perfume's stock is not tracked. Taken when an order is created. */
    stock: integer('stock'),
    /** Archived perfumes leave the storefront; past orders keep their snapshot. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('perfumes_price_positive', sql`${t.priceCents} > 0`), check('perfumes_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`)],
);

export const ingredients = pgTable('ingredients', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  characteristics: text('characteristics').notNull(),
  imageSrc: text('image_src').notNull(),
  category: text('category', { enum: ['top', 'middle', 'base'] }).notNull(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploaded images, re-encoded and stored in the database so every server process serves them,
 * named by the hash of their bytes (served as immutable).
 */
export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Every change an admin makes (catalogue, order status, refund): who, when, what. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity', { enum: ['perfume', 'ingredient', 'order', 'image'] }).notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt.desc(), t.id.desc()), index('admin_audit_entity_idx').on(t.entity, t.entityId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    dateOfBirth: text('date_of_birth'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a stolen database does not yield usable cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-in failures and registrations, counted over a sliding window by every server process
 * (the throttle lives in the database, not in one process's memory). Old rows are pruned.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['login_failure', 'registration', 'password_reset'] }).notNull(),
    /** The lower-cased e-mail a sign-in named (null for registrations). */
    account: text('account'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_account_idx').on(t.kind, t.account, t.createdAt), index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt)],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    guestId: text('guest_id').unique(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carts_one_owner', sql`(${t.guestId} is null) <> (${t.userId} is null)`)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    perfumeId: integer('perfume_id').references(() => perfumes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    customName: text('custom_name'),
    customPriceCents: integer('custom_price_cents'),
    customDetails: jsonb('custom_details'),
    /** A full bottle, or a 2 ml sample at the sample price. */
    size: text('size', { enum: ['bottle', 'sample'] }).notNull().default('bottle'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId),
    // One line per catalogue perfume and size per cart, so concurrent adds merge instead of duplicating.
    uniqueIndex('cart_lines_cart_perfume_size_idx').on(t.cartId, t.perfumeId, t.size).where(sql`${t.perfumeId} is not null`),
    check('cart_lines_size', sql`${t.size} in ('bottle', 'sample')`),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
    check(
      'cart_lines_kind',
      sql`(${t.isCustom} and ${t.perfumeId} is null and ${t.customPriceCents} is not null) or (not ${t.isCustom} and ${t.perfumeId} is not null)`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    /** The cart this order was made from: settling the payment clears it. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /** Taken off by the server's adjustments (sample credits, the discovery set): total = subtotal − discount + shipping. */
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'shipped', 'completed', 'cancelled'] }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed', 'refunded'] }).notNull().default('pending'),
    shippingDetails: jsonb('shipping_details').notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    /** How the order left, once shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    isTestPayment: boolean('is_test_payment').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The order holds its lines' stock (taken at creation; released once, on cancel, expiry or a restocking refund). */
    stockHeld: boolean('stock_held').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_user_idx').on(t.userId),
    index('orders_guest_idx').on(t.guestId),
    index('orders_status_idx').on(t.status),
    index('orders_payment_status_idx').on(t.paymentStatus),
    // The expiry sweep: unpaid orders by age.
    index('orders_awaiting_payment_idx').on(t.createdAt).where(sql`${t.status} = 'pending' and ${t.paymentStatus} <> 'paid'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    perfumeId: integer('perfume_id'),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    customDetails: jsonb('custom_details'),
    /** The cart line it was ordered from: paying removes exactly what the order holds from the cart. */
    cartLineId: integer('cart_line_id'),
    size: text('size', { enum: ['bottle', 'sample'] }).notNull().default('bottle'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * What the server takes off an order's lines: a sample's price credited against the bottle of the
 * same perfume or creation (`sample_line_id`: the sample's order line, credited once while the claim
 * is active), or the discovery set (five samples for the price of four). A cancelled, expired or
 * refunded order lets its sample credits go.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sample-credit', 'discovery-set'] }).notNull(),
    label: text('label').notNull(),
    /** Taken off the order (positive). */
    amountCents: integer('amount_cents').notNull(),
    sampleLineId: integer('sample_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    /** Which of the sample line's samples (0 … quantity − 1): each is credited once. */
    sampleUnit: integer('sample_unit').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_adjustments_order_idx').on(t.orderId),
    uniqueIndex('order_adjustments_sample_once_idx').on(t.sampleLineId, t.sampleUnit).where(sql`${t.sampleLineId} is not null and ${t.active}`),
    check('order_adjustments_amount', sql`${t.amountCents} > 0`),
  ],
);

/** A signed-in shopper's saved lifestyle results and bespoke designs ("My creations"). */
export const creations = pgTable(
  'creations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['lifestyle', 'bespoke'] }).notNull(),
    name: text('name').notNull(),
    /** Exactly what a custom cart line's customDetails holds. */
    details: jsonb('details').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creations_user_idx').on(t.userId, t.id.desc())],
);

/** A signed-in shopper's wishlist (a guest's lives in the browser and joins it at sign-in). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    perfumeId: integer('perfume_id')
      .notNull()
      .references(() => perfumes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.perfumeId] })],
);

/** Where a signed-in shopper left a builder (its step and answers), so a sign-in elsewhere finds it. */
export const builderDrafts = pgTable(
  'builder_drafts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['lifestyle', 'bespoke'] }).notNull(),
    state: jsonb('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'simulated'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    isTest: boolean('is_test').notNull().default(false),
    /** The provider's refund, once refunded. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** The simulated provider's own intents, kept in the store so every server process sees them. */
export const simulatedPaymentIntents = pgTable('simulated_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
  lastError: text('last_error'),
  /** Whose cart the intent was made for (`guest:…` or `user:…`). */
  ownerKey: text('owner_key'),
  /** The order it pays, once attached (its amount then equals the order's total). */
  orderId: integer('order_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** Why, when the change says more than its status: `expired`, `refunded`. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * Keys to an order's own page (`/orders/{id}?key=…`), stored as SHA-256: one answered to the
 * browser that placed the order, one written into the confirmation mail.
 */
export const orderKeys = pgTable(
  'order_keys',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_keys_order_idx').on(t.orderId)],
);

/**
 * The outbox: every mail the shop sends, written in the same transaction as the event that causes
 * it (one row per event: `eventKey` is unique), delivered by a worker with retries.
 */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    /** The event, e.g. `order-confirmation:42`: a second write of the same event is ignored. */
    eventKey: text('event_key').notNull().unique(),
    kind: text('kind', { enum: ['order-confirmation', 'order-shipped', 'order-cancelled', 'order-refunded', 'password-reset'] }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'sent'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the mail until then while it sends it; a worker killed mid-send lets it go. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mails_due_idx').on(t.status, t.nextAttemptAt), index('mails_order_idx').on(t.orderId), index('mails_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** Password reset tokens, stored as SHA-256: one hour, once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
