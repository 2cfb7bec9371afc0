import {
  anyEligible,
  type DiscountLine,
  type DiscountLineKind,
  type DiscountRefusal,
  type DiscountRule,
  discountCents,
  discountLabel,
  normalizeCode,
  OTHER_CURRENCY,
  refusalMessage,
  refusalOf,
  ruleInMarket,
} from '../../domain/promotions/discounts';
import { customerKeys } from '../../domain/promotions/identity';
import { lineGross, linesGross } from '../../domain/shared/money';
import { type CurrencyCode, CurrencyMismatchError, type Money, toMajorIn } from '../../domain/currency/currency';
import { currencyWords } from '../../domain/markets/currency-words';
import type { Market } from '../../domain/markets/markets';
import { type CartOwner, ownerKey } from '../cart/owner';
import type { CartOffers } from '../cart/service';
import type { Db } from '../db/client';
import type { CartAdjustment } from '../samples/service';
import { cartPromotion, setCartCode } from './cart/repo';
import { customerUses, type DiscountCodeRow, findCode, findCodeByText, readPromotionSettings } from './repo';
import { invalid, ruleOf, termsOf } from './rules';

/** The offers on a cart: the code it holds, checked as it is priced, and the gift sample. */

/** A priced cart line as the promotions read it, in minor units of the cart's market's currency. */
export interface PromotionLine {
  perfumeId: number | null;
  isCustom: boolean;
  size: 'bottle' | 'sample';
  unitPriceCents: number;
  quantity: number;
}

/** The cart's offers as read before its samples' adjustments: its held code, its gift sample and what it makes free. */
export interface CartGift {
  codeId: number | null;
  /** The subtotal the gift needs in the cart's currency (`gift-sample-threshold`); null: no gift offered by the shop. */
  thresholdCents: number | null;
  /** The subtotal (without the gift's own sample) reaches the threshold. */
  offered: boolean;
  /** The perfume chosen as the gift, or null. */
  perfumeId: number | null;
  /** The perfume whose sample's one unit is free now (offered, and in the cart), or null. */
  freePerfumeId: number | null;
  /** What that unit costs (the gift-sample adjustment); 0 when none is free. */
  freeCents: number;
}

/** What the offers do to a priced cart (CartOffers, with what the order needs). */
export interface CartPromotion extends CartOffers {
  /** The code in force, if any; `terms`: what it said when the cart was priced (`termsOf`). */
  code:
    { id: number; code: string; label: string; freeShipping: boolean; amountCents: number; terms: string } | undefined;
  /** Why the code the cart held does not apply (it is left out of the price). */
  message: string | undefined;
  gift: { thresholdCents: number; offered: boolean; perfumeId: number | null } | undefined;
}

/**
 * A code's row as it reads in the cart's market (decision 070: `ruleInMarket`), or 'other-currency' for an
 * amount code with no value in the market's currency.
 */
const marketRule = (row: DiscountCodeRow, market: Market, baseCurrency: CurrencyCode) =>
  ruleInMarket(ruleOf(row), row.currencyAmounts, market, baseCurrency);

/**
 * PUT /api/cart/discount: the code, if it applies to this cart now, becomes the cart's; else 400
 * DISCOUNT_INVALID with the reason (an amount code with no amount in the cart's currency names it).
 * `subtotal`: the cart's subtotal before the code, in its market's currency. A signed-in shopper's
 * uses are counted for the account and its e-mail (`accountEmail`); a guest's once the order names an
 * e-mail.
 */
export async function applyCode(
  db: Db,
  baseCurrency: CurrencyCode,
  market: Market,
  owner: CartOwner,
  text: string,
  lines: readonly PromotionLine[],
  subtotal: Money,
  accountEmail?: string,
): Promise<void> {
  if (subtotal.currency !== market.currency) throw new CurrencyMismatchError(subtotal.currency, market.currency);
  const row = await findCodeByText(db, normalizeCode(text));
  if (!row) throw invalid(400, refusalMessage('unknown'));
  const rule = marketRule(row, market, baseCurrency);
  if (rule === 'other-currency')
    throw invalid(400, OTHER_CURRENCY, { currency: { id: currencyWords(market.currency) } });
  const uses =
    owner.kind === 'user'
      ? await customerUses(db, row.id, customerKeys({ userId: owner.userId, emails: [accountEmail] }))
      : undefined;
  const reason = refusalOf(rule, subtotal.minor, new Date(), uses);
  if (reason) throw invalid(400, refusalMessage(reason, rule, market.currency));
  if (rule.kind !== 'free-shipping' && !anyEligible(rule, lines.map(toDiscountLine)))
    throw invalid(400, refusalMessage('nothing-eligible'));
  await setCartCode(db, ownerKey(owner), row.id);
}

/** The gift's threshold as the back office sets it, in the default market's currency; null: no gift. */
export async function giftThresholdCentsOf(db: Db): Promise<number | null> {
  return (await readPromotionSettings(db))?.giftSampleThresholdCents ?? null;
}

/**
 * The cart's gift sample and held code, read before the samples' adjustments are made: the
 * discovery set never counts the gift's free unit (decision 061, issue #41), so it must know which
 * perfume's sample is free. The gift: above the threshold (the subtotal without the gift's own
 * sample), the chosen sample's one unit is free.
 */
export async function giftOfCart(
  db: Db,
  owner: CartOwner,
  lines: readonly PromotionLine[],
  threshold: Money | null,
): Promise<CartGift> {
  const held = await cartPromotion(db, ownerKey(owner));
  const thresholdCents = threshold?.minor ?? null;
  const perfumeId = held?.giftPerfumeId ?? null;
  const reading: CartGift = {
    codeId: held?.codeId ?? null,
    thresholdCents,
    offered: false,
    perfumeId,
    freePerfumeId: null,
    freeCents: 0,
  };
  if (thresholdCents === null) return reading;
  const subtotal = linesGross(lines);
  const giftLine =
    perfumeId !== null ? lines.find((l) => l.size === 'sample' && !l.isCustom && l.perfumeId === perfumeId) : undefined;
  reading.offered = subtotal - (giftLine ? giftLine.unitPriceCents : 0) >= thresholdCents;
  if (reading.offered && giftLine && giftLine.unitPriceCents > 0) {
    reading.freePerfumeId = perfumeId;
    reading.freeCents = giftLine.unitPriceCents;
  }
  return reading;
}

/**
 * What the offers do to a cart priced by CartService.priced in `market`: the code's reduction (one
 * adjustment, after the other adjustments), free shipping, the gift sample. A code that no longer
 * applies (expired, used up, below its minimum, an amount code in a currency it has no amount in: a
 * cart that moved market) is left out with its reason, never an error. `gift`: the cart's `giftOf`,
 * read in the same transaction.
 */
export async function offersForCart(
  db: Db,
  baseCurrency: CurrencyCode,
  market: Market,
  owner: CartOwner,
  lines: readonly PromotionLine[],
  others: readonly CartAdjustment[],
  gift: CartGift,
  now: Date,
): Promise<CartPromotion> {
  const found = await offers(db, baseCurrency, market, owner, lines, others, gift, now);
  const { code, gift: offered } = found;
  return {
    ...found,
    summary: {
      discountCode: code ? { code: code.code, label: code.label, freeShipping: code.freeShipping } : null,
      discountMessage: found.message ?? null,
      giftSample: offered
        ? {
            threshold: toMajorIn(offered.thresholdCents, market.currency),
            offered: offered.offered,
            perfumeId: offered.perfumeId,
          }
        : null,
    },
  };
}

async function offers(
  db: Db,
  baseCurrency: CurrencyCode,
  market: Market,
  owner: CartOwner,
  lines: readonly PromotionLine[],
  others: readonly CartAdjustment[],
  gift: CartGift,
  now: Date,
): Promise<Omit<CartPromotion, 'summary'>> {
  const out: Omit<CartPromotion, 'summary'> = {
    adjustments: [],
    code: undefined,
    freeShipping: false,
    message: undefined,
    gift: undefined,
  };
  const subtotal = linesGross(lines);
  if (gift.thresholdCents !== null) {
    out.gift = { thresholdCents: gift.thresholdCents, offered: gift.offered, perfumeId: gift.perfumeId };
    if (gift.freeCents > 0)
      out.adjustments.push({ kind: 'gift-sample', label: 'Free sample (gift)', amountCents: gift.freeCents });
  }
  if (gift.codeId === null) return out;
  const row = await findCode(db, gift.codeId);
  if (!row) return out;
  const { currency } = market;
  const rule = marketRule(row, market, baseCurrency);
  if (rule === 'other-currency') {
    out.message = refusalMessage('other-currency', undefined, currency);
    return out;
  }
  const uses =
    owner.kind === 'user' ? await customerUses(db, row.id, customerKeys({ userId: owner.userId })) : undefined;
  const dLines = lines.map(toDiscountLine);
  let reason: DiscountRefusal | undefined = refusalOf(rule, subtotal, now, uses);
  const otherOff = offOf(rule, [...others, ...out.adjustments]);
  const amountCents = reason ? 0 : discountCents(rule, dLines, otherOff);
  if (!reason && rule.kind !== 'free-shipping' && amountCents === 0) reason = 'nothing-eligible';
  if (reason) {
    out.message = refusalMessage(reason, rule, currency);
    return out;
  }
  const label = discountLabel(rule, currency);
  out.code = {
    id: row.id,
    code: row.code,
    label,
    freeShipping: rule.kind === 'free-shipping',
    amountCents,
    terms: termsOf(row),
  };
  out.freeShipping = rule.kind === 'free-shipping';
  if (amountCents > 0) out.adjustments.push({ kind: 'discount-code', label, amountCents });
  return out;
}

const lineKind = (l: Pick<PromotionLine, 'isCustom' | 'size'>): DiscountLineKind =>
  l.size === 'sample' ? 'sample' : l.isCustom ? 'custom' : 'catalogue';

function toDiscountLine(l: PromotionLine): DiscountLine {
  return { kind: lineKind(l), grossCents: lineGross(l.unitPriceCents, l.quantity) };
}

/**
 * What the other adjustments take off the lines the code applies to: the discovery set and the
 * gift come off samples, a sample credit off a bottle (counted when the code applies to
 * catalogue or custom bottles).
 */
function offOf(rule: Pick<DiscountRule, 'appliesTo'>, others: readonly CartAdjustment[]): number {
  let off = 0;
  for (const a of others) {
    const on: DiscountLineKind[] =
      a.kind === 'sample-credit' ? ['catalogue', 'custom'] : a.kind === 'discount-code' ? [] : ['sample'];
    if (on.some((k) => rule.appliesTo.includes(k))) off += a.amountCents;
  }
  return off;
}
