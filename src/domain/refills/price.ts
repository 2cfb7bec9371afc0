/*
 * The refill price (DESIGN §1 "Refills"): the size's price less the refill discount the owner sets, one
 * rule for the product page, the cart, checkout and every renewal (each renewal is priced on its day, so
 * it reads today's size price and today's discount). Integers only: the percent is taken in basis points
 * and the product is a BigInt, so the same price comes out on every machine and in every currency,
 * whatever its exponent (0 for the yen, 3 for the Kuwaiti dinar). No zod, no I/O.
 */

import { type CurrencyCode, type Money, money } from '../currency/currency';

/** The largest refill discount the owner may set: a refill is still sold, never given away. */
export const MAX_REFILL_DISCOUNT_PERCENT = 90;

const BASIS = 10_000n;

/** A percent with at most two decimals (`15`, `12.5`, `7.25`) in basis points, or a RangeError: a bug, never a shopper's. */
function basisPointsOf(percent: number): bigint {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_REFILL_DISCOUNT_PERCENT)
    throw new RangeError(`Not a refill discount: ${percent}`);
  // 12.345 is a setting no screen can show: refuse it rather than round it silently.
  if (Math.abs(percent * 100 - bp) > 1e-6) throw new RangeError(`More than two decimals: ${percent}`);
  return BigInt(bp);
}

/**
 * `price` less `discountPercent` percent, rounded half up to the currency's minor unit, in the same
 * currency. A positive price never becomes free (one minor unit at least): a renewal of zero would be
 * an order nobody pays for.
 */
export function refillPrice<C extends CurrencyCode>(price: Money<C>, discountPercent: number): Money<C> {
  if (!Number.isSafeInteger(price.minor) || price.minor < 0) throw new RangeError(`Not a price: ${price.minor}`);
  const kept = BASIS - basisPointsOf(discountPercent);
  // minor × (10000 − bp) / 10000, halves up: floor((2n + d) / 2d) for n ≥ 0.
  const minor = Number((BigInt(price.minor) * kept * 2n + BASIS) / (BASIS * 2n));
  return money(price.minor > 0 && minor === 0 ? 1 : minor, price.currency);
}
