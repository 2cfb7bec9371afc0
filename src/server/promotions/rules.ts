import type { DiscountLineKind, DiscountRule } from '../../domain/promotions/discounts';
import { AppError, type ErrorValues } from '../http/errors';
import type { DiscountCodeRow } from './repo';

/** A code's row as the domain's discount rules read it. */
export const ruleOf = (row: DiscountCodeRow): DiscountRule => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  minSubtotalCents: row.minSubtotalCents,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  appliesTo: row.appliesTo as DiscountLineKind[],
  uses: row.uses,
});

/** Everything a code says (all but its uses): an order priced with it is written only while it still says that. */
export const termsOf = (row: DiscountCodeRow): string =>
  JSON.stringify([
    row.code,
    row.kind,
    row.value,
    row.minSubtotalCents,
    row.startsAt?.getTime() ?? null,
    row.endsAt?.getTime() ?? null,
    row.maxUses,
    row.maxUsesPerCustomer,
    [...row.appliesTo].sort(),
    Object.entries(row.currencyAmounts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, { value, minSubtotal }]) => [currency, value ?? null, minSubtotal ?? null]),
  ]);

/** 400 or 409 DISCOUNT_INVALID with `message` (a catalogue message, its placeholders' `values`). */
export const invalid = (status: 400 | 409, message: string, values?: ErrorValues) =>
  status === 400
    ? AppError.badRequest('DISCOUNT_INVALID', message, { values })
    : AppError.conflict('DISCOUNT_INVALID', message, { values });
