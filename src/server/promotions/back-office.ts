import {
  type CurrencyAmounts,
  type DiscountLineKind,
  discountLabel,
  normalizeCode,
} from '../../domain/promotions/discounts';
import { toMajorIn, toMinor } from '../../domain/currency/currency';
import type { FieldError } from '../../domain/shared/errors';
import { msg } from '../../domain/i18n/translator';
import type { MarketsService } from '../markets/service';
import type { Discount, DiscountInput } from '../../domain/promotions/schemas';
import type { PageRequest } from '../../domain/shared/paging';
import { toCents, toMajor } from '../../domain/shared/money';
import type { AuditService } from '../audit/service';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import {
  codeFigures,
  type DiscountCodeRow,
  endCode,
  insertCode,
  listCodes,
  lockCodeForEdit,
  ordersWithCode,
  readPromotionSettings,
  updateCode,
  writePromotionSettings,
} from './repo';

/** The back office's discount codes and gift sample threshold: written, ended, listed. */

/** What the back office's use cases read. */
export interface BackOfficeContext {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  currency: string;
  markets: Pick<MarketsService, 'list'>;
}

/**
 * A code's amounts per currency as written (decision 070), in minor units of each, checked against the markets:
 * each currency another market's (the default currency's amounts are the code's own), a value only for an amount
 * code, each amount whole minor units of its currency (400 VALIDATION naming the field otherwise). A currency with
 * nothing set is left out.
 */
async function currencyAmountsOf(ctx: BackOfficeContext, input: DiscountInput): Promise<CurrencyAmounts> {
  const currencies = new Set((await ctx.markets.list()).map((m) => m.currency));
  currencies.delete(ctx.currency);
  const out: Record<string, { value?: number; minSubtotal?: number }> = {};
  const errors: FieldError[] = [];
  for (const [currency, { value, minSubtotal }] of Object.entries(input.currencyAmounts)) {
    const path = `currencyAmounts.${currency}`;
    if (!currencies.has(currency)) {
      errors.push({ path, message: msg('This is not the currency of one of your other markets') });
      continue;
    }
    const minor = (major: number | null | undefined, field: string) => {
      if (major === null || major === undefined) return undefined;
      const m = toMinor(major, currency);
      if (Math.abs(toMajorIn(m, currency) - major) > 1e-9)
        errors.push({ path: `${path}.${field}`, message: msg('This currency has fewer decimals') });
      return m;
    };
    if (input.kind !== 'amount' && value !== null && value !== undefined)
      errors.push({ path: `${path}.value`, message: msg('Only an amount code has an amount per currency') });
    const entry: { value?: number; minSubtotal?: number } = {};
    const own = input.kind === 'amount' ? minor(value, 'value') : undefined;
    const minimum = minor(minSubtotal, 'minSubtotal');
    if (own !== undefined) entry.value = own;
    if (minimum !== undefined) entry.minSubtotal = minimum;
    if (own !== undefined || minimum !== undefined) out[currency] = entry;
  }
  if (errors.length > 0) throw AppError.badRequest('VALIDATION', errors[0]!.message, errors);
  return out;
}

/** The columns a code's input writes, in cents and basis points, its amounts per currency in their minor units. */
async function columnsOf(ctx: BackOfficeContext, input: DiscountInput) {
  return {
    currencyAmounts: await currencyAmountsOf(ctx, input),
    code: normalizeCode(input.code),
    kind: input.kind,
    value:
      input.kind === 'percent' ? Math.round(input.value * 100) : input.kind === 'amount' ? toCents(input.value) : 0,
    minSubtotalCents: input.minSubtotal == null ? null : toCents(input.minSubtotal),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
    appliesTo: [...new Set(input.appliesTo)],
  };
}

/** A code's figures as the list reads them (repo's listCodes and codeFigures). */
interface CodeFigures {
  paidUses: number;
  revenueCents: number;
  discountedCents: number;
  /** An order holds it (placed, being paid or paid). */
  inUse: boolean;
}

const NO_FIGURES: CodeFigures = { paidUses: 0, revenueCents: 0, discountedCents: 0, inUse: false };

export async function createDiscount(ctx: BackOfficeContext, input: DiscountInput, adminId: number): Promise<Discount> {
  // The markets are read before the transaction: on one connection (PGlite) a read outside it would wait for it.
  const columns = await columnsOf(ctx, input);
  const row = await withTransaction(ctx.db, async (tx) => {
    const created = await insertCode(tx, columns);
    if (!created) throw AppError.conflict('DISCOUNT_CODE_TAKEN');
    await ctx.audit.record(
      { adminId, action: 'discount.create', entity: 'settings', entityId: `discount:${created.id}`, details: input },
      tx,
    );
    return created;
  });
  return present(ctx, row, NO_FIGURES);
}

/**
 * Rewrites a code no order has used yet (issue #43), checked as a new one is. An order placed with
 * it (unpaid, being paid or paid) fixes its terms: 409 DISCOUNT_IN_USE. Under the code's row lock
 * (`for update`), which waits for the orders being placed with it, so none is missed; one priced
 * before the edit and written after it is refused by `attach`.
 */
export async function updateDiscount(
  ctx: BackOfficeContext,
  id: number,
  input: DiscountInput,
  adminId: number,
): Promise<Discount> {
  const columns = await columnsOf(ctx, input);
  const row = await withTransaction(ctx.db, async (tx) => {
    const current = await lockCodeForEdit(tx, id);
    if (!current) throw AppError.notFound('DISCOUNT_NOT_FOUND');
    if (current.uses > 0 || (await ordersWithCode(tx, id)) > 0) throw AppError.conflict('DISCOUNT_IN_USE');
    const updated = await updateCode(tx, id, columns);
    if (!updated) throw AppError.conflict('DISCOUNT_CODE_TAKEN');
    await ctx.audit.record(
      {
        adminId,
        action: 'discount.update',
        entity: 'settings',
        entityId: `discount:${id}`,
        details: { before: current.code, ...input },
      },
      tx,
    );
    return updated;
  });
  return present(ctx, row, NO_FIGURES);
}

/** Ends a code now (it stays listed with its uses). */
export async function endDiscount(ctx: BackOfficeContext, id: number, adminId: number): Promise<Discount> {
  const row = await withTransaction(ctx.db, async (tx) => {
    const ended = await endCode(tx, id, new Date());
    if (!ended) throw AppError.notFound('DISCOUNT_NOT_FOUND');
    await ctx.audit.record({ adminId, action: 'discount.end', entity: 'settings', entityId: `discount:${id}` }, tx);
    return ended;
  });
  return present(ctx, row, await codeFigures(ctx.db, id));
}

export async function listDiscounts(ctx: BackOfficeContext, page: PageRequest): Promise<Page<Discount>> {
  const found = await listCodes(ctx.db, page);
  return { ...found, rows: found.rows.map((r) => present(ctx, r.row, r)) };
}

function present(ctx: BackOfficeContext, row: DiscountCodeRow, figures: CodeFigures): Discount {
  const now = new Date();
  const paid = Number(figures.paidUses);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'free-shipping' ? 0 : row.value / 100,
    label: discountLabel(row, ctx.currency),
    minSubtotal: row.minSubtotalCents === null ? null : toMajor(row.minSubtotalCents),
    currencyAmounts: Object.fromEntries(
      Object.entries(row.currencyAmounts).map(([currency, { value, minSubtotal }]) => [
        currency,
        {
          value: value === undefined ? null : toMajorIn(value, currency),
          minSubtotal: minSubtotal === undefined || minSubtotal === null ? null : toMajorIn(minSubtotal, currency),
        },
      ]),
    ),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    appliesTo: row.appliesTo as DiscountLineKind[],
    uses: paid,
    reserved: Math.max(0, row.uses - paid),
    discounted: toMajor(Number(figures.discountedCents)),
    revenue: toMajor(Number(figures.revenueCents)),
    active:
      (row.endsAt === null || row.endsAt > now) &&
      (row.startsAt === null || row.startsAt <= now) &&
      (row.maxUses === null || row.uses < row.maxUses),
    editable: row.uses === 0 && !figures.inUse,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function giftSettingsOf(db: Db): Promise<{ giftSampleThreshold: number | null }> {
  const row = await readPromotionSettings(db);
  const cents = row?.giftSampleThresholdCents ?? null;
  return { giftSampleThreshold: cents === null ? null : toMajor(cents) };
}

export async function setGiftSettings(ctx: BackOfficeContext, threshold: number | null, adminId: number) {
  await withTransaction(ctx.db, async (tx) => {
    await writePromotionSettings(tx, threshold === null ? null : toCents(threshold));
    await ctx.audit.record(
      {
        adminId,
        action: 'promotions.gift-sample',
        entity: 'settings',
        entityId: 'gift-sample',
        details: { threshold },
      },
      tx,
    );
  });
  return giftSettingsOf(ctx.db);
}
