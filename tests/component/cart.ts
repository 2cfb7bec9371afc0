import type { Answer } from '@/domain/api/endpoint';
import { addCartLine, clearCart, getCart, getCartSummary, removeCartLine, updateCartLine } from '@/domain/api/cart';
import { MAX_QUANTITY } from '@/domain/cart/cart';
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
    summary: answer(getCartSummary, () => summaryOf(cart.lines)),
    add: answer(addCartLine, ({ body }) => {
      const volume = 'volume' in body && body.volume ? body.volume : 50;
      const id = body.perfumeId ?? 0;
      const same = cart.lines.find((l) => !l.isCustom && l.perfumeId === id && l.volume === volume);
      if (same) {
        same.quantity = Math.min(MAX_QUANTITY, same.quantity + body.quantity);
        return { id: same.id, quantity: same.quantity };
      }
      const p = perfume(id);
      const size = p.sizes.find((s) => s.volume === volume) ?? p.sizes[1]!;
      const line: CartLine = {
        id: nextId++,
        quantity: Math.min(MAX_QUANTITY, body.quantity),
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

export function summaryOf(lines: readonly CartLine[], changes: Partial<Summary> = {}): Summary {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return {
    subtotal,
    adjustments: [],
    discount: 0,
    shipping: SHIPPING,
    total: subtotal + SHIPPING,
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
  };
}
