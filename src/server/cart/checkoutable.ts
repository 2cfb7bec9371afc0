import { MAX_CART_LINES, MAX_ORDER_TOTAL_CENTS } from '../../domain/cart/cart';
import { lineKind } from '../../domain/cart/lines';
import { type CurrencyCode, money } from '../../domain/currency/currency';
import { formatMoneyIn } from '../../domain/i18n/translator';
import { DEFAULT_LOCALE } from '../../domain/i18n/locales';
import { priceIn } from '../../domain/markets/markets';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { priceCustomLine } from './custom-lines';
import type { PricedCart } from './pricing';

/** Whether a priced cart can be checked out: its lines, its bespoke lines' IFRA limits and its total. */

export const cartFull = () =>
  AppError.badRequest(
    'CART_FULL',
    msg('Your cart holds at most {max} items. Please remove one before adding another.'),
    { values: { max: MAX_CART_LINES } },
  );

/**
 * A cart that can be checked out: not empty, within MAX_CART_LINES (catalogue lines added after
 * custom ones, or a guest's cart joining an account, can pass it) and MAX_ORDER_TOTAL_CENTS, a limit in the
 * default market's currency (`baseCurrency`) held in the cart's `currency` at its market's rate.
 */
export async function assertCheckoutable(
  catalogue: Pick<CatalogueSnapshot, 'ingredients'>,
  cart: PricedCart,
  currency: CurrencyCode,
  baseCurrency: CurrencyCode,
): Promise<void> {
  if (cart.lines.length === 0) throw AppError.badRequest('CART_EMPTY');
  await assertWithinLimits(catalogue, cart);
  if (cart.lines.length > MAX_CART_LINES) throw cartFull();
  // The cart's market is `currency`'s: the limit at its rate and rounding.
  const limit = priceIn(cart.market, money(MAX_ORDER_TOTAL_CENTS, baseCurrency));
  if (cart.totals.total > limit.minor) {
    throw AppError.badRequest(
      'ORDER_TOO_LARGE',
      msg('An order can total at most {amount}. Please remove some items.'),
      { values: { amount: formatMoneyIn(DEFAULT_LOCALE, limit.minor, currency) } },
    );
  }
}

/**
 * Every bespoke line keeps the IFRA limits as they are now (decision 064): one added before the
 * back office lowered a limit is refused at checkout (400 IFRA_LIMIT, naming the perfume and the
 * ingredient) rather than made past it.
 */
async function assertWithinLimits(catalogue: Pick<CatalogueSnapshot, 'ingredients'>, cart: PricedCart): Promise<void> {
  const bespoke = cart.lines.filter((l) => lineKind(l) === 'bespoke');
  if (bespoke.length === 0) return;
  const ingredients = await catalogue.ingredients();
  for (const line of bespoke) {
    try {
      priceCustomLine(
        {
          perfumeId: null,
          isCustom: true,
          quantity: line.quantity,
          size: 'bottle',
          customDetails: line.customDetails!,
        },
        ingredients,
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'IFRA_LIMIT') throw err;
      throw AppError.badRequest(
        'IFRA_LIMIT',
        msg('{name} no longer keeps its IFRA limits: {problem}. Open it in the builder to adjust it.'),
        { values: { name: line.name, problem: err.text } },
      );
    }
  }
}
