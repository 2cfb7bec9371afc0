import type { CartGiftCard } from '../../domain/gift-cards/gift-cards';
import { type CartTotals, cartTotals } from '../../domain/cart/cart';
import { isGiftCardLine, needsShipping } from '../../domain/cart/lines';
import type { AddCartItem, CartLine, CartSummary } from '../../domain/cart/schemas';
import { type Cents, lineGross, toMajor } from '../../domain/shared/money';
import type { LineSize } from '../../domain/samples/samples';
import { type OrderTax, orderTax, type RateBp } from '../../domain/tax/vat';
import { withGiftWrap, wrapCharge } from '../../domain/gifts/gifts';
import type { SettingsService } from '../settings/service';
import type { ChosenMethod, ShippingService } from '../shipping/service';
import type { CartAdjustment, SampleService } from '../samples/service';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import type { CartOwner } from './owner';
import { type CartLineRow, listLinesByOwner } from './repo';

/**
 * A cart priced by the server: its lines at the server's price, the samples' adjustments and the
 * offers, its shipping, gift wrap and VAT; and the summary the shopper reads (GET /api/cart/summary).
 */

/** What the cart asks of the gift cards (decision 062): a gift card's line, and the card a cart applies. */
export interface GiftCardsOfCart {
  purchaseLine(input: NonNullable<AddCartItem['giftCard']>): {
    customName: string;
    customPriceCents: number;
    customDetails: Record<string, unknown>;
  };
  /** The card the cart applies and what it pays of `totalCents`, in the card's minor units. */
  forCart(owner: CartOwner, totalCents: Cents): Promise<CartGiftCard | undefined>;
  /** At sign-in, in the merge's transaction: the guest's card follows into the account's cart (the account's own stays). */
  adopt(from: CartOwner, to: CartOwner, tx: Tx): Promise<void>;
}

/** The lines offers read (decision 061): a gift card is never discounted and counts towards no minimum. */
export const promotableLines = <L extends { isCustom: boolean; customDetails: Record<string, unknown> | null }>(
  lines: readonly L[],
) => lines.filter((l) => !isGiftCardLine(l));

/** A line at the server's price: what an order snapshots and a payment charges. */
interface PricedCartLine {
  /** The cart line it comes from. */
  cartLineId: number;
  perfumeId: number | null;
  name: string;
  unitPriceCents: number;
  quantity: number;
  isCustom: boolean;
  customDetails: Record<string, unknown> | null;
  size: LineSize;
  /** A catalogue line's size in ml (2 for a sample); null for a custom line. */
  volume: number | null;
}

export interface PricedCart {
  /** The cart's id, when it has lines. */
  cartId: number | undefined;
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
  giftOf(owner: CartOwner, lines: readonly PricedCartLine[], db: Db): Promise<GiftReading>;
  forCart(
    owner: CartOwner,
    lines: readonly PricedCartLine[],
    others: readonly CartAdjustment[],
    db: Db,
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
}

/** What pricing a cart reads (CartService's dependencies). */
export interface PricingDeps {
  db: Db;
  samples: SampleService;
  shipping: Pick<ShippingService, 'code' | 'choose' | 'defaultMethod'>;
  settings: Pick<SettingsService, 'rateFor' | 'giftWrapCents'>;
  giftCards: GiftCardsOfCart;
  promotions: Offers;
}

/** The price of shipping nothing: a cart of gift cards only. */
const NOTHING_TO_SHIP = { priceCents: 0, freeAboveCents: null };

/**
 * The one place a cart line gets its price and its name: a catalogue sample costs the sample
 * price; a custom line (bottle or sample) the price the server wrote when it was added.
 */
function priceLine(row: CartLineRow, samplePriceCents: number): PricedCartLine {
  const catalogueCents = row.size === 'sample' ? samplePriceCents : row.perfumePriceCents;
  return {
    cartLineId: row.id,
    perfumeId: row.perfumeId,
    name: (row.isCustom ? row.customName : row.perfumeName) ?? 'Unknown item',
    unitPriceCents: (row.isCustom ? row.customPriceCents : catalogueCents) ?? 0,
    quantity: row.quantity,
    isCustom: row.isCustom,
    customDetails: (row.customDetails as Record<string, unknown> | null) ?? null,
    size: row.size,
    volume: row.volume,
  };
}

export function toCartLine(row: CartLineRow, samplePriceCents: number): CartLine {
  const { name, unitPriceCents, customDetails } = priceLine(row, samplePriceCents);
  return {
    id: row.id,
    quantity: row.quantity,
    isCustom: row.isCustom,
    perfumeId: row.perfumeId,
    customName: row.customName,
    customPrice: row.isCustom ? toMajor(unitPriceCents) : null,
    customDetails,
    price: toMajor(unitPriceCents),
    name,
    size: row.size,
    volume: row.volume,
  };
}

/**
 * The cart priced by the server, with its adjustments, inside the caller's transaction when it
 * passes one. With a country, the shipping is its zone's method (the one named, else the first:
 * 404 COUNTRY_NOT_SHIPPED, 400 SHIPPING_METHOD_UNKNOWN) and the VAT is the country's, by the one
 * rule of domain/tax; without one, the default method and no VAT yet.
 */
export async function priceCart(
  deps: PricingDeps,
  owner: CartOwner,
  db: Db,
  destination: Destination,
): Promise<PricedCart> {
  const code = destination.country ? deps.shipping.code(destination.country) : undefined;
  const readLines = () => listLinesByOwner(db, owner);
  const readMethod = () =>
    code === undefined ? deps.shipping.defaultMethod(db) : deps.shipping.choose(code, destination.shippingMethodId, db);
  const readRate = () => (code === undefined ? Promise.resolve(undefined) : deps.settings.rateFor(code, db));
  // Side by side on the pool; one after the other inside a transaction, which is one connection.
  const [rows, readMethodResult, rateBp] =
    db === deps.db
      ? await Promise.all([readLines(), readMethod(), readRate()])
      : ([await readLines(), await readMethod(), await readRate()] as const);
  const lines = rows.map((row) => priceLine(row, deps.samples.samplePriceCents));
  // Gift cards only: nothing travels, so no method is priced or named (issue #43).
  const cardOnly = lines.length > 0 && !needsShipping(lines);
  const method = cardOnly ? undefined : readMethodResult;
  // The gift sample is read first: the discovery set never counts its free unit (decision 061).
  const gift = lines.length === 0 ? undefined : await deps.promotions.giftOf(owner, promotableLines(lines), db);
  const adjustments =
    lines.length === 0
      ? []
      : await deps.samples.adjustments(
          owner.kind === 'user' ? owner.userId : undefined,
          lines,
          db,
          gift?.freePerfumeId ?? null,
        );
  // The discount code and the gift sample's reduction come after the samples' adjustments (decision 061).
  const promotion =
    lines.length === 0
      ? undefined
      : await deps.promotions.forCart(owner, promotableLines(lines), adjustments, db, gift);
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
    wrapCharge(wrapped, wrapped ? await deps.settings.giftWrapCents(db) : 0),
  );
  return {
    cartId: rows[0]?.cartId,
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
