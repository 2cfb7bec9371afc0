import type { Cents } from '../shared/money';
import type { RateBp, TaxedAmount } from './vat';

/*
 * Amounts whose VAT was recorded when they were charged (an order's snapshot, a refund's rows), as a
 * document prints them: never worked out afresh from the rate (`vatInside` is the rule that made them).
 */

/** An amount charged with the VAT recorded inside it: its net is what is left of its gross. */
export const recordedAmount = (gross: Cents, tax: Cents, rateBp: RateBp): TaxedAmount => ({
  net: gross - tax,
  tax,
  gross,
  rateBp,
});

/** What a refund gives back, as its credit note prints it: the opposite of what was charged (0 stays 0, never −0). */
export const credited = (cents: Cents): Cents => (cents === 0 ? 0 : -cents);

/** A recorded amount given back: its gross and VAT the opposite of the charge's, its net what is left. */
export const creditedAmount = (gross: Cents, tax: Cents, rateBp: RateBp): TaxedAmount =>
  recordedAmount(credited(gross), credited(tax), rateBp);

/** The VAT of several amounts, and their net: what a document's totals print under its total. */
export function totalsOf(total: Cents, amounts: readonly TaxedAmount[]): { net: Cents; tax: Cents } {
  const tax = amounts.reduce((sum, a) => sum + a.tax, 0);
  return { net: total - tax, tax };
}
