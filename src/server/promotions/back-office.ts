import { type DiscountLineKind, discountLabel, normalizeCode } from '../../domain/promotions/discounts';
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
}

/** The columns a code's input writes, in cents and basis points. */
function columnsOf(input: DiscountInput) {
  return {
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
  const row = await withTransaction(ctx.db, async (tx) => {
    const created = await insertCode(tx, columnsOf(input));
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
  const row = await withTransaction(ctx.db, async (tx) => {
    const current = await lockCodeForEdit(tx, id);
    if (!current) throw AppError.notFound('DISCOUNT_NOT_FOUND');
    if (current.uses > 0 || (await ordersWithCode(tx, id)) > 0) throw AppError.conflict('DISCOUNT_IN_USE');
    const updated = await updateCode(tx, id, columnsOf(input));
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
