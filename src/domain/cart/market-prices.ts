import { getPerfumeType } from '../bespoke/bespoke';
import { lifestyleTier, LIFESTYLE_PRICES } from '../lifestyle/lifestyle';
import { type CurrencyItem, marketItem } from '../markets/markets';
import { CREATION_SAMPLE_PRICE_CENTS, type LineSize } from '../samples/samples';
import type { Cents } from '../shared/money';
import { lineKind } from './lines';

/**
 * Where a cart line's price in a market comes from (docs/decisions/070-markets.md): every line has one, so a
 * cart that changes market is priced again line by line and nothing is dropped (medusa#11648). The amounts
 * named here are the default market's (its minor units); the market's own price is the fixed one, else that
 * amount at the market's rate and rounding.
 */
export type LinePriceSource =
  /** A size, a bespoke type, a lifestyle tier: `market_prices` (`MarketsService.price`). */
  | { by: 'market'; item: string; base: Cents }
  /** The sample price, a creation's sample price: `currency_prices` (`MarketsService.amount`). */
  | { by: 'currency'; item: Extract<CurrencyItem, 'sample' | 'creation-sample'>; base: Cents }
  /** An older creation of one's own, with no type or tier to name: its stored price at the market's rate. */
  | { by: 'rate'; base: Cents }
  /** The price the line keeps as it is, a number in the cart's currency (a gift card's face value). */
  | { by: 'kept'; minor: Cents };

/** A cart line as its price source reads it: what it is, and what the shop wrote when it was added. */
export interface LineForMarket {
  isCustom: boolean;
  perfumeId: number | null;
  size: LineSize;
  /** A catalogue bottle's size in ml; null for an older line (the perfume's default size) or a custom line. */
  volume: number | null;
  customDetails: unknown;
  /** A custom line's price as written when it was added, in the default market's currency. */
  customPriceCents: Cents | null;
  /** A catalogue perfume's default size in ml and this line's size's price in the default market, when it still exists. */
  perfume: { volumeMl: number; priceCents: Cents } | null;
  /** The default market's sample price (`SAMPLE_PRICE`). */
  samplePriceCents: Cents;
}

const detailsOf = (line: LineForMarket): Record<string, unknown> =>
  line.customDetails !== null && typeof line.customDetails === 'object'
    ? (line.customDetails as Record<string, unknown>)
    : {};

/**
 * The price source of a line in a market. A gift card keeps its face value: the shopper chose a number, and it
 * is that number in the cart's currency (the card is issued in the order's currency). A custom line's stored
 * price is the default market's: the default market keeps it; any other re-derives the price from the line's
 * type or tier, so a price written in one market is never read as another's.
 */
export function linePriceSource(line: LineForMarket, isDefaultMarket: boolean): LinePriceSource {
  const kind = lineKind(line);
  const stored = line.customPriceCents ?? 0;
  if (kind === 'gift-card') return { by: 'kept', minor: stored };
  if (kind === 'catalogue') {
    if (line.size === 'sample') return { by: 'currency', item: 'sample', base: line.samplePriceCents };
    if (line.perfumeId === null || line.perfume === null) return { by: 'kept', minor: 0 };
    return {
      by: 'market',
      item: marketItem.size(line.perfumeId, line.volume ?? line.perfume.volumeMl),
      base: line.perfume.priceCents,
    };
  }
  if (isDefaultMarket && line.customPriceCents !== null) return { by: 'kept', minor: stored };
  if (line.size === 'sample') return { by: 'currency', item: 'creation-sample', base: CREATION_SAMPLE_PRICE_CENTS };
  const details = detailsOf(line);
  if (kind === 'lifestyle') {
    const tier = lifestyleTier(details as { intensity?: string; lastingPower?: string });
    return { by: 'market', item: marketItem.lifestyle(tier), base: LIFESTYLE_PRICES[tier] };
  }
  const type =
    kind === 'bespoke' && typeof details.perfumeType === 'string' ? getPerfumeType(details.perfumeType) : undefined;
  if (type) return { by: 'market', item: marketItem.bespoke(type.id), base: type.priceCents };
  return { by: 'rate', base: stored };
}
