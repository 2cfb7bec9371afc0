import type { CartGiftCard } from '../../domain/gift-cards/gift-cards';
import { type CartTotals, cartTotals } from '../../domain/cart/cart';
import { isGiftCardLine, needsShipping } from '../../domain/cart/lines';
import { type LinePriceSource, linePriceSource } from '../../domain/cart/market-prices';
import type { AddCartItem, CartLine, CartSummary } from '../../domain/cart/schemas';
import { type CurrencyCode, type Money, money, toMajorIn } from '../../domain/currency/currency';
import { type Market, methodPriceIn, priceIn } from '../../domain/markets/markets';
import { lineGross } from '../../domain/shared/money';
import type { LineSize } from '../../domain/samples/samples';
import { type OrderTax, orderTax, type RateBp } from '../../domain/tax/vat';
import { withGiftWrap, wrapCharge } from '../../domain/gifts/gifts';
import type { MarketsService } from '../markets/service';
import type { SalesService } from '../sales/service';
import type { SettingsService } from '../settings/service';
import type { ChosenMethod, ShippingService } from '../shipping/service';
import type { CartAdjustment, SampleService } from '../samples/service';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import type { CartOwner } from './owner';
import { type CartLineRow, listLinesByOwner } from './repo';
import { refillPrice } from '../../domain/refills/price';

/** A line as pricing reads it: a cart's, or a refill's renewal made from its subscription (no cart). */
export type PricingRow = CartLineRow;

/**
 * A cart priced by the server: its lines at the server's price, the samples' adjustments and the
 * offers, its shipping, gift wrap and VAT; and the summary the shopper reads (GET /api/cart/summary).
 * A cart is priced in one market (decision 070): the shipping country's once named, else the shopper's; every
 * amount of a priced cart is in minor units of that market's currency (`PricedCart.currency`).
 */

/** What the cart asks of the gift cards (decision 062): a gift card's line, and the card a cart applies. */
export interface GiftCardsOfCart {
  /** A card bought in `currency` (the cart's market's): its face value, a number in that currency. */
  purchaseLine(
    input: NonNullable<AddCartItem['giftCard']>,
    currency: string,
  ): {
    customName: string;
    customPriceCents: number;
    customDetails: Record<string, unknown>;
  };
  /** The card the cart applies and what it pays of `total`; a card in another currency pays nothing. */
  forCart(owner: CartOwner, total: Money): Promise<CartGiftCard | undefined>;
  /** At sign-in, in the merge's transaction: the guest's card follows into the account's cart (the account's own stays). */
  adopt(from: CartOwner, to: CartOwner, tx: Tx): Promise<void>;
}

/** The lines offers read (decision 061): a gift card is never discounted and counts towards no minimum. */
export const promotableLines = <L extends { isCustom: boolean; customDetails: Record<string, unknown> | null }>(
  lines: readonly L[],
) => lines.filter((l) => !isGiftCardLine(l));

/** A line at the server's price: what an order snapshots and a payment charges. */
export interface PricedCartLine {
  /** The cart line it comes from. */
  cartLineId: number;
  perfumeId: number | null;
  name: string;
  /** In minor units of the cart's currency (`PricedCart.currency`). */
  unitPriceCents: number;
  quantity: number;
  isCustom: boolean;
  customDetails: Record<string, unknown> | null;
  size: LineSize;
  /** A catalogue line's size in ml (2 for a sample); null for a custom line. */
  volume: number | null;
  /** A refill line's interval in weeks (priced at the refill price); 0 for a one-off. */
  refillWeeks: number;
}

export interface PricedCart {
  /** The cart's id, when it has lines. */
  cartId: number | undefined;
  /** The market it is priced in (decision 070), and that market's currency: every amount below is in it. */
  market: Market;
  currency: CurrencyCode;
  lines: PricedCartLine[];
  /** What the server takes off the lines (sample credits, the discovery set). */
  adjustments: CartAdjustment[];
  totals: CartTotals;
  /** The shipping method priced (the country's chosen one, else the default); undefined when the shop ships nowhere. */
  method: ChosenMethod | undefined;
  /** Once the destination is known: its ISO code, its VAT rate and the VAT of every amount. */
  destination: { country: string; rateBp: RateBp; tax: OrderTax } | undefined;
  /** What the offers did: the discount code in force (or why it was dropped), the gift sample (decision 061). */
  promotion?: CartOffers | undefined;
}

/** What the offers (promotions/service.ts, decision 061) do to a priced cart. */
export interface CartOffers {
  /** Added to the cart's adjustments: the code's reduction, the gift sample. */
  adjustments: CartAdjustment[];
  /** The shipping is priced 0 (a free-shipping code). */
  freeShipping: boolean;
  /** What the cart summary says of them. */
  summary: Pick<CartSummary, 'discountCode' | 'discountMessage' | 'giftSample'>;
}

/** The gift sample as the offers read it before the samples' adjustments: whose sample's unit is free now. */
interface GiftReading {
  freePerfumeId: number | null;
}

/** The offers' side of pricing a cart: the gift read first (the discovery set never counts it), the rest after the samples' adjustments. */
export interface Offers {
  /** The lines are priced in `market`: its threshold is the one of its currency. */
  giftOf(owner: CartOwner, lines: readonly PricedCartLine[], db: Db, market: Market): Promise<GiftReading>;
  /** The lines and `others` are in `market`'s currency, and so are the reductions answered. */
  forCart(
    owner: CartOwner,
    lines: readonly PricedCartLine[],
    others: readonly CartAdjustment[],
    db: Db,
    market: Market,
    gift?: GiftReading,
  ): Promise<CartOffers>;
  /** At sign-in, in the merge's transaction: the guest's code and gift choice follow into the account's cart (the account's own stay). */
  adopt(from: CartOwner, to: CartOwner, tx: Tx): Promise<void>;
}

/** Where a cart goes, as the shopper chose it: a country (code or name) and a shipping method of its zone. */
export interface Destination {
  country?: string | undefined;
  shippingMethodId?: number | undefined;
  /** The order is gift-wrapped: the totals include the wrap at the price set in the back office (domain/gifts). */
  giftWrap?: boolean | undefined;
  /**
   * The shopper's market (`request.market()`): the cart's until a country is named, whose market then prices it
   * (decision 070: the shipping country confirms the market). None: the default market.
   */
  market?: Market | undefined;
}

/** What pricing a cart reads (CartService's dependencies). */
export interface PricingDeps {
  db: Db;
  samples: SampleService;
  shipping: Pick<ShippingService, 'code' | 'choose' | 'defaultMethod'>;
  settings: Pick<SettingsService, 'rateFor' | 'giftWrapCents' | 'refillTerms'>;
  giftCards: GiftCardsOfCart;
  promotions: Offers;
  markets: Pick<MarketsService, 'ofCountry' | 'byDefault' | 'price' | 'amount'>;
  /** A size on sale costs its sale price while the sale runs (decision 070), as its page shows it. */
  sales: Pick<SalesService, 'priceNow' | 'warm'>;
}

/** What pricing a line alone reads (`priceLine`): of the settings, only the refill terms. */
export type LinePricingDeps = Pick<PricingDeps, 'markets' | 'samples' | 'sales'> & {
  settings: Pick<PricingDeps['settings'], 'refillTerms'>;
};

/** The price of shipping nothing: a cart of gift cards only. */
const NOTHING_TO_SHIP = { priceCents: 0, freeAboveCents: null };

/** A market and the default market's currency, in which every price a market derives from is kept. */
interface PricingIn {
  market: Market;
  base: CurrencyCode;
}

/** What a line's price source (`linePriceSource`) comes to in the market, in minor units of its currency. */
async function unitPriceIn(
  source: LinePriceSource,
  { market, base }: PricingIn,
  { markets, sales }: Pick<PricingDeps, 'markets' | 'sales'>,
): Promise<number> {
  switch (source.by) {
    case 'kept':
      return source.minor;
    case 'market': {
      const regular = (await markets.price(market, source.item, money(source.base, base))).minor;
      return sales.priceNow(market, source.item, regular);
    }
    case 'currency':
      return (await markets.amount(market, source.item, money(source.base, base))).minor;
    case 'rate':
      return priceIn(market, money(source.base, base)).minor;
  }
}

/**
 * The one place a cart line gets its price and its name: every line priced in the cart's market from its key
 * (its size, the sample price, its bespoke type or lifestyle tier), so a cart moving market keeps every line
 * (decision 070); a gift card keeps its face value.
 */
async function priceLine(
  row: PricingRow,
  pricing: PricingIn,
  deps: LinePricingDeps,
  /** Inside a transaction, its connection (the refill terms are read on it). */
  db?: Db,
): Promise<PricedCartLine> {
  const source = linePriceSource(
    {
      isCustom: row.isCustom,
      perfumeId: row.perfumeId,
      size: row.size,
      volume: row.volume,
      customDetails: row.customDetails,
      customPriceCents: row.customPriceCents,
      perfume:
        row.perfumePriceCents === null || row.perfumeVolumeMl === null
          ? null
          : { volumeMl: row.perfumeVolumeMl, priceCents: Number(row.perfumePriceCents) },
      samplePriceCents: deps.samples.samplePriceCents,
    },
    pricing.market.isDefault,
  );
  return {
    cartLineId: row.id,
    perfumeId: row.perfumeId,
    name: (row.isCustom ? row.customName : row.perfumeName) ?? 'Unknown item',
    unitPriceCents: await refilled(await unitPriceIn(source, pricing, deps), row.refillWeeks, pricing, deps, db),
    quantity: row.quantity,
    isCustom: row.isCustom,
    customDetails: (row.customDetails as Record<string, unknown> | null) ?? null,
    size: row.size,
    volume: row.volume,
    refillWeeks: row.refillWeeks,
  };
}

/** What a line costs: a refill's is the price less the house's refill discount (DESIGN §1 "Refills"), rounded in its currency. */
async function refilled(
  minor: number,
  refillWeeks: number,
  { market }: PricingIn,
  { settings }: Pick<LinePricingDeps, 'settings'>,
  db?: Db,
): Promise<number> {
  if (refillWeeks <= 0) return minor;
  const { discountBp } = await settings.refillTerms(db);
  return refillPrice(money(minor, market.currency), discountBp / 100).minor;
}

/** The market a cart is priced in and the default market's currency (`Destination.market`, else the default). */
async function pricingIn(deps: Pick<PricingDeps, 'markets'>, market: Market | undefined): Promise<PricingIn> {
  const byDefault = await deps.markets.byDefault();
  return { market: market ?? byDefault, base: byDefault.currency };
}

/** The market a destination is priced in: its country's once it names one (decision 070), else the shopper's. */
async function destinationPricing(
  deps: Pick<PricingDeps, 'markets'>,
  destination: Destination,
  code: string | undefined,
): Promise<PricingIn> {
  return pricingIn(deps, code === undefined ? destination.market : await deps.markets.ofCountry(code));
}

/**
 * A line priced as `priceCart` prices it to `destination`, without the cart around it (no shipping, VAT or offers
 * read): a refill's renewal shown in a list. Throws 400 COUNTRY_UNKNOWN for a country the shop does not know.
 */
export async function pricedLineTo(
  deps: LinePricingDeps & Pick<PricingDeps, 'shipping'>,
  row: PricingRow,
  destination: Destination,
): Promise<PricedCartLine> {
  const code = destination.country ? deps.shipping.code(destination.country) : undefined;
  return priceLine(row, await destinationPricing(deps, destination, code), deps);
}

/** GET /api/cart: the lines priced in `market` (major units of its currency). */
export async function cartLinesIn(
  deps: Pick<PricingDeps, 'markets' | 'samples' | 'sales' | 'settings'>,
  rows: readonly PricingRow[],
  market: Market | undefined,
): Promise<CartLine[]> {
  const pricing = await pricingIn(deps, market);
  const major = (minor: number) => toMajorIn(minor, pricing.market.currency);
  return Promise.all(
    rows.map(async (row) => {
      const { name, unitPriceCents, customDetails } = await priceLine(row, pricing, deps);
      return {
        id: row.id,
        quantity: row.quantity,
        isCustom: row.isCustom,
        perfumeId: row.perfumeId,
        customName: row.customName,
        customPrice: row.isCustom ? major(unitPriceCents) : null,
        customDetails,
        price: major(unitPriceCents),
        name,
        size: row.size,
        volume: row.volume,
        refill: row.refillWeeks > 0 ? { intervalWeeks: row.refillWeeks } : null,
      };
    }),
  );
}

/** What a gift wrap costs in the market (the back office's price, the one fixed for its currency elsewhere). */
async function giftWrapIn(deps: Pick<PricingDeps, 'markets' | 'settings'>, pricing: PricingIn, db?: Db) {
  const base = money(await deps.settings.giftWrapCents(db), pricing.base);
  return (await deps.markets.amount(pricing.market, 'gift-wrap', base)).minor;
}

/** The gift wrap's price in the market a cart is priced in (the summary shows it beside "Gift wrap"). */
export async function giftWrapPriceIn(deps: Pick<PricingDeps, 'markets' | 'settings'>, market: Market) {
  return giftWrapIn(deps, await pricingIn(deps, market));
}

/** A method priced in the market: the price and free threshold fixed in its currency, else derived (medusa#12536). */
function methodIn(method: ChosenMethod, { market, base }: PricingIn): ChosenMethod {
  const { price, freeAbove } = methodPriceIn(method, market, base);
  return { ...method, priceCents: price.minor, freeAboveCents: freeAbove?.minor ?? null };
}

/**
 * The cart priced by the server, with its adjustments, inside the caller's transaction when it
 * passes one. With a country, the shipping is its zone's method (the one named, else the first:
 * 404 COUNTRY_NOT_SHIPPED, 400 SHIPPING_METHOD_UNKNOWN), the VAT is the country's, by the one
 * rule of domain/tax, and the market is the country's; without one, the default method, no VAT yet,
 * and the shopper's market (`destination.market`).
 */
export async function priceCart(
  deps: PricingDeps,
  owner: CartOwner,
  db: Db,
  destination: Destination,
  /** Lines priced without a cart (a refill's renewal): no offers, samples' credits or gift cards apply to them. */
  given?: readonly PricingRow[],
): Promise<PricedCart> {
  const code = destination.country ? deps.shipping.code(destination.country) : undefined;
  const readLines = async () => given ?? listLinesByOwner(db, owner);
  const readMethod = () =>
    code === undefined ? deps.shipping.defaultMethod(db) : deps.shipping.choose(code, destination.shippingMethodId, db);
  const readRate = () => (code === undefined ? Promise.resolve(undefined) : deps.settings.rateFor(code, db));
  // Side by side on the pool; one after the other inside a transaction, which is one connection.
  const [rows, readMethodResult, rateBp] =
    db === deps.db
      ? await Promise.all([readLines(), readMethod(), readRate()])
      : ([await readLines(), await readMethod(), await readRate()] as const);
  const pricing = await destinationPricing(deps, destination, code);
  const { market } = pricing;
  const lines: PricedCartLine[] = [];
  for (const row of rows) lines.push(await priceLine(row, pricing, deps, db));
  // Gift cards only: nothing travels, so no method is priced or named (issue #43).
  const cardOnly = lines.length > 0 && !needsShipping(lines);
  const method = cardOnly || !readMethodResult ? undefined : methodIn(readMethodResult, pricing);
  // The gift sample is read first: the discovery set never counts its free unit (decision 061).
  // A renewal's lines (`given`) are the refill alone: no code, sample credit or gift sample.
  const offered = given === undefined && lines.length > 0;
  const gift = !offered ? undefined : await deps.promotions.giftOf(owner, promotableLines(lines), db, market);
  const samplePrice = money(deps.samples.samplePriceCents, pricing.base);
  const adjustments = !offered
    ? []
    : await deps.samples.adjustments(
        owner.kind === 'user' ? owner.userId : undefined,
        lines,
        await deps.markets.amount(market, 'sample', samplePrice),
        db,
        gift?.freePerfumeId ?? null,
      );
  // The discount code and the gift sample's reduction come after the samples' adjustments (decision 061).
  const promotion = !offered
    ? undefined
    : await deps.promotions.forCart(owner, promotableLines(lines), adjustments, db, market, gift);
  if (promotion) adjustments.push(...promotion.adjustments);
  const discount = adjustments.reduce((sum, a) => sum + a.amountCents, 0);
  // Gift cards alone are not wrapped: nothing is shipped (issue #43).
  const wrapped = destination.giftWrap === true && lines.some((l) => !isGiftCardLine(l));
  const totals = withGiftWrap(
    cartTotals(
      lines.map((l) => ({ unitPrice: l.unitPriceCents, quantity: l.quantity, shipless: isGiftCardLine(l) })),
      discount,
      promotion?.freeShipping && method ? { ...method, priceCents: 0 } : cardOnly ? NOTHING_TO_SHIP : method,
    ),
    wrapCharge(wrapped, wrapped ? await giftWrapIn(deps, pricing, db) : 0),
  );
  return {
    cartId: given === undefined ? rows[0]?.cartId : undefined,
    market,
    currency: market.currency,
    lines,
    adjustments,
    totals,
    method,
    destination:
      code === undefined || rateBp === undefined
        ? undefined
        : {
            country: code,
            rateBp,
            tax: orderTax(
              lines.map((l) => ({
                gross: lineGross(l.unitPriceCents, l.quantity),
                ...(isGiftCardLine(l) ? { rateBp: 0 } : {}),
              })),
              totals.discount,
              totals.shipping,
              rateBp,
              totals.giftWrap,
            ),
          },
    promotion,
  };
}
