import type { Answer } from '@/domain/api/endpoint';
import { addCartLine, clearCart, getCart, getCartSummary, removeCartLine, updateCartLine } from '@/domain/api/cart';
import { confirmPayment, createPaymentIntent, placeOrder } from '@/domain/api/checkout';
import { confirmSimulatedCard } from '@/domain/api/payments';
import { getShippingCountries, getShippingMethods } from '@/domain/api/shipping';
import { MAX_QUANTITY } from '@/domain/cart/cart';
import { isCardOnly } from '@/domain/cart/lines';
import { answer } from './api';
import { perfume } from './fixtures';

type CartLine = Answer<typeof getCart>[number];
type Summary = Answer<typeof getCartSummary>;

/** The shipping the seeded shop charges before a country is chosen (the default zone's Standard). */
export const SHIPPING = 12;

/**
 * A cart the stubs keep, as the server would for one shopper: GET answers its lines, an add puts a
 * catalogue bottle in (capped at 10 per line), a change or a removal answers the lines after it, and
 * the summary prices them (shipping 12, no reductions). A test reads `lines` and each stub's calls.
 */
export function answerCart(initial: CartLine[] = []) {
  const cart = { lines: structuredClone(initial) };
  let nextId = Math.max(0, ...initial.map((l) => l.id)) + 1;
  const stubs = {
    get: answer(getCart, () => structuredClone(cart.lines)),
    summary: answer(getCartSummary, ({ query }) => summaryOf(cart.lines, destinationOf(query))),
    add: answer(addCartLine, ({ body }) => {
      const quantity = body.quantity ?? 1;
      if (body.isCustom) {
        // A made-to-order perfume: its own line, at the server's price of its kind.
        const details = body.customDetails as { type?: string } | null | undefined;
        const price = details?.type === 'lifestyle' ? 145 : 195;
        const line: CartLine = {
          id: nextId++,
          quantity,
          isCustom: true,
          perfumeId: null,
          customName: body.customName ?? null,
          customPrice: price,
          customDetails: (body.customDetails ?? null) as CartLine['customDetails'],
          price,
          name: body.customName ?? 'Custom perfume',
          size: 'bottle',
          volume: null,
        };
        cart.lines.push(line);
        return { id: line.id, quantity: line.quantity };
      }
      const volume = 'volume' in body && body.volume ? body.volume : 50;
      const id = body.perfumeId ?? 0;
      const same = cart.lines.find((l) => !l.isCustom && l.perfumeId === id && l.volume === volume);
      if (same) {
        same.quantity = Math.min(MAX_QUANTITY, same.quantity + quantity);
        return { id: same.id, quantity: same.quantity };
      }
      const p = perfume(id);
      const size = p.sizes.find((s) => s.volume === volume) ?? p.sizes[1]!;
      const line: CartLine = {
        id: nextId++,
        quantity: Math.min(MAX_QUANTITY, quantity),
        isCustom: false,
        perfumeId: id,
        customName: null,
        customPrice: null,
        customDetails: null,
        price: size.price,
        name: p.name,
        size: 'bottle',
        volume,
      };
      cart.lines.push(line);
      return { id: line.id, quantity: line.quantity };
    }),
    update: answer(updateCartLine, ({ params, body }) => {
      const line = cart.lines.find((l) => l.id === Number(params.id));
      if (line) line.quantity = body.quantity;
      return structuredClone(cart.lines);
    }),
    remove: answer(removeCartLine, ({ params }) => {
      cart.lines = cart.lines.filter((l) => l.id !== Number(params.id));
      return structuredClone(cart.lines);
    }),
    clear: answer(clearCart, () => {
      cart.lines = [];
      return null;
    }),
  };
  return Object.assign(cart, { stubs });
}

/** The seeded zones' VAT rates of the countries the tests ship to. */
const VAT_RATES: Record<string, number> = { FR: 0.2, DE: 0.19, IT: 0.22, JP: 0 };
/** The seeded Standard method (id 1), at 12 everywhere. */
const STANDARD = { id: 1, name: 'Standard', price: SHIPPING, freeAbove: null, minDays: 3, maxDays: 7, currency: 'EUR' };

/** What the summary says once the checkout names a country and a method: the method, and the VAT inside the total. */
function destinationOf(query: Record<string, string>): Partial<Summary> {
  const country = query.country;
  if (!country) return {};
  const rate = VAT_RATES[country] ?? 0.2;
  return { country, shippingMethodId: STANDARD.id, shippingMethod: STANDARD.name, taxRate: rate };
}

function summaryOf(lines: readonly CartLine[], changes: Partial<Summary> = {}): Summary {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const rate = changes.taxRate;
  // Gift cards only: nothing ships, and no method is named (issue #43).
  const shipping = isCardOnly(lines) ? 0 : SHIPPING;
  const gross = subtotal + shipping;
  return {
    currency: 'EUR',
    lines: lines.map((l) => ({ id: l.id, price: l.price })),
    dutiesOnDelivery: false,
    subtotal,
    adjustments: [],
    discount: 0,
    shipping,
    total: subtotal + shipping,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    shippingMethodId: null,
    shippingMethod: null,
    country: null,
    tax: null,
    taxRate: null,
    giftCard: null,
    discountCode: null,
    discountMessage: null,
    giftSample: null,
    giftWrap: 0,
    giftWrapPrice: 5,
    ...changes,
    ...(isCardOnly(lines) ? { shippingMethodId: null, shippingMethod: null } : {}),
    ...(rate === undefined || rate === null ? {} : { tax: Math.round((gross - gross / (1 + rate)) * 100) / 100 }),
  };
}

/**
 * The checkout's server with the simulated card provider: the countries (France, Germany, Italy,
 * Japan), each shipped by Standard, a payment intent for the cart's total, an order placed (id 41),
 * 4242… approved and 4000 0000 0000 0002 declined by the card's confirmation, and the payment
 * confirmed. The test may answer any of them otherwise first.
 */
export function answerCheckout(cart: ReturnType<typeof answerCart>) {
  const total = () => summaryOf(cart.lines).total;
  return {
    countries: answer(getShippingCountries, [
      { code: 'FR', name: 'France' },
      { code: 'DE', name: 'Germany' },
      { code: 'IT', name: 'Italy' },
      { code: 'JP', name: 'Japan' },
    ]),
    methods: answer(getShippingMethods, [STANDARD]),
    intent: answer(createPaymentIntent, () => ({
      clientSecret: 'pi_sim_1_secret',
      paymentIntentId: 'pi_sim_1',
      amount: total(),
      currency: 'eur',
    })),
    order: answer(placeOrder, ({ body }) => ({
      id: 41,
      currency: 'EUR',
      total: total(),
      subtotal: summaryOf(cart.lines).subtotal,
      discount: 0,
      shipping: summaryOf(cart.lines).shipping,
      tax: 0,
      taxRate: 0.2,
      giftCard: 0,
      invoiceNumber: null,
      items: [],
      status: 'pending' as const,
      paymentStatus: 'pending' as const,
      accessKey: 'key-41',
      locale: body.locale ?? 'en',
      gift: null,
      billingDetails: body.shippingDetails
        ? { ...body.shippingDetails, phone: body.shippingDetails.phone ?? '' }
        : { fullName: '', email: '', ...body.buyer, address: '', city: '', postalCode: '', country: '' },
    })),
    card: answer(confirmSimulatedCard, ({ body }) =>
      body.cardNumber.replace(/\s/g, '') === '4000000000000002'
        ? {
            status: 'requires_payment_method',
            paymentIntentId: 'pi_sim_1',
            error: { message: 'Your card was declined.' },
          }
        : { status: 'succeeded', paymentIntentId: 'pi_sim_1' },
    ),
    confirm: answer(confirmPayment, { status: 'succeeded' }),
  };
}
