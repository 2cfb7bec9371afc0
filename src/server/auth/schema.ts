import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The auth feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

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
    /** What the account's Security section names a session by (the token stays secret). */
    id: serial('id').notNull().unique(),
    /** Moved on at most every few minutes by the requests it signs (an approximate time). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent when it signed in: shown as "Firefox on macOS". */
    userAgent: text('user_agent'),
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
    kind: text('kind', {
      enum: [
        'login_failure',
        'registration',
        'password_reset',
        'gift_card_guess',
        'stock_notification',
        'verification_mail',
        'reset_link_guess',
        'contact_message',
      ],
    }).notNull(),
    /** The lower-cased e-mail a sign-in named (null for registrations). */
    account: text('account'),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_account_idx').on(t.kind, t.account, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
  ],
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

/**
 * A second factor (TOTP, RFC 6238): the secret, from setup on; `enabledAt` once a first code confirmed
 * it. `lastStep` is the newest time step a code was accepted for: a code is good once.
 */
export const twoFactor = pgTable('two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per account with a second factor, stored as SHA-256. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in waiting for its second factor: the password was right, the code is still to come. Named
 * by a short-lived cookie (stored as SHA-256); no session exists until the code is given.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The guest cart to join the account once signed in. */
    guestId: text('guest_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);

/** Links confirming an account's e-mail address, stored as SHA-256: a few days, once. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address it confirms (the account's when the link was mailed). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);
