import { type CurrencyCode, derivePrice, type Money, money, type RateMicros, RATE_ONE } from '../currency/currency';

/**
 * Markets (docs/decisions/070-markets.md): each a set of countries with its currency, its rate from the
 * default market's currency and its rounding rule. The default market (`eu`) claims every country no other
 * market names. A size, a bespoke type or a lifestyle perfume has a price in each market, fixed by the owner or
 * derived from the default market's price; the sample price, gift wrap, thresholds and shipping are per
 * currency, derived the same way when the owner has not fixed them. No price is ever missing in a market.
 */

export type MarketCode = string;

export interface Market {
  code: MarketCode;
  name: string;
  currency: CurrencyCode;
  /** ISO 3166-1 alpha-2 codes; the default market's list is what it names besides every unclaimed country. */
  countries: readonly string[];
  /** One unit of the default market's currency in this one, in millionths (`RATE_ONE` for the default market). */
  rateMicros: RateMicros;
  /** The step a derived price is rounded to, in minor units; null: whole units of the currency. */
  roundingMinor: number | null;
  /** The market of every country no other names, and of a shopper who has chosen none. */
  isDefault: boolean;
  /** Its checkout says "Import taxes and duties may be collected on delivery" (the seller collects no VAT there). */
  dutiesOnDelivery: boolean;
}

/** The default market of a list (the first one flagged, else the first). */
export function defaultMarket(markets: readonly Market[]): Market {
  const found = markets.find((m) => m.isDefault) ?? markets[0];
  if (!found) throw new Error('The shop has no market');
  return found;
}

/** The market a shipping country belongs to: the one that names it, else the default market. */
export function marketOfCountry(markets: readonly Market[], country: string | null | undefined): Market {
  const code = country?.toUpperCase();
  return (code && markets.find((m) => !m.isDefault && m.countries.includes(code))) || defaultMarket(markets);
}

/** The market a shopper reads: the one asked for (`?market=`, the `market` cookie) when it exists, else the default. */
export function chosenMarket(markets: readonly Market[], ...asked: (string | null | undefined)[]): Market {
  for (const code of asked) {
    const found = code ? markets.find((m) => m.code === code) : undefined;
    if (found) return found;
  }
  return defaultMarket(markets);
}

/**
 * What something costs in `market`: the owner's fixed price when there is one, else the default market's price
 * at the market's rate, rounded by its rule (`derivePrice`).
 */
export function priceIn(market: Market, base: Money, fixedMinor?: number | null): Money {
  if (fixedMinor !== undefined && fixedMinor !== null) return money(fixedMinor, market.currency);
  if (market.currency === base.currency && market.rateMicros === RATE_ONE) return money(base.minor, market.currency);
  return money(
    derivePrice(base, market.rateMicros, market.currency, market.roundingMinor ?? undefined),
    market.currency,
  );
}

/** The things priced per market, by the key their fixed price is kept under (`market_prices.item`). */
export const marketItem = {
  size: (perfumeId: number, volumeMl: number) => `size:${perfumeId}:${volumeMl}`,
  bespoke: (perfumeType: string) => `bespoke:${perfumeType}`,
  lifestyle: (tier: 'standard' | 'premium') => `lifestyle:${tier}`,
} as const;

/** The amounts priced per currency, by their key (`currency_prices.item`). */
export const CURRENCY_ITEMS = ['sample', 'creation-sample', 'gift-wrap', 'gift-sample-threshold'] as const;
export type CurrencyItem = (typeof CURRENCY_ITEMS)[number];

/** A shipping method as priced per currency (`shipping_methods.currency_prices`). */
export interface PricedMethod {
  /** In the default market's currency. */
  priceCents: number;
  freeAboveCents: number | null;
  /** Fixed in other currencies, in their minor units. */
  currencyPrices: Readonly<Record<string, { price: number; freeAbove: number | null }>>;
}

/**
 * A shipping method's price and free threshold in `market` (decision 070): the ones fixed in its currency, else
 * the default market's at the market's rate, so no method is ever missing in a currency (medusa#12536).
 */
export function methodPriceIn(
  method: PricedMethod,
  market: Market,
  baseCurrency: CurrencyCode,
): { price: Money; freeAbove: Money | null } {
  const fixed = market.currency === baseCurrency ? undefined : method.currencyPrices[market.currency];
  if (fixed) {
    return {
      price: money(fixed.price, market.currency),
      freeAbove: fixed.freeAbove === null ? null : money(fixed.freeAbove, market.currency),
    };
  }
  return {
    price: priceIn(market, money(method.priceCents, baseCurrency)),
    freeAbove: method.freeAboveCents === null ? null : priceIn(market, money(method.freeAboveCents, baseCurrency)),
  };
}
