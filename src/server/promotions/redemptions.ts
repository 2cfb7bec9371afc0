import { msg } from '../../domain/i18n/translator';
import { refusalMessage, refusalOf } from '../../domain/promotions/discounts';
import { customerKeys, joinCustomerKeys, splitCustomerKeys } from '../../domain/promotions/identity';
import { type CartOwner, ownerKey, ownerOfOrder } from '../cart/owner';
import type { CartOffers } from '../cart/service';
import type { Db } from '../db/client';
import { detachCartCode } from './cart/repo';
import {
  customerUses,
  giveUseBack,
  insertRedemption,
  lockCode,
  lockRedemption,
  setRedemptionState,
  shareCode,
  takeUse,
} from './repo';
import type { CartPromotion } from './cart-offers';
import { invalid, ruleOf, termsOf } from './rules';

/**
 * A code's use by an order: written with the order, reserved just before its card is charged, taken
 * for good when it is paid, given back when it is cancelled, superseded, expires or its payment fails.
 */

const REMOVE_IT = msg('{reason} Please remove it from your cart and place your order again.');
const CODE_CHANGED = msg('This code has just been changed. Please check your cart and place your order again.');

/**
 * In the transaction that writes the order: the code it was priced with, for every identity of the
 * shopper (decision 061): the account when signed in, and each e-mail given (the account's, the
 * order's shipping and billing addresses'), normalised (domain/promotions/identity.ts). A shopper
 * who has used the code up under any of them is refused (400); the use is written against all of
 * them, so each blocks the others. The count is exact when the use is reserved (`reserve`).
 */
export async function attachCode(
  orderId: number,
  owner: CartOwner,
  emails: readonly (string | null | undefined)[],
  offers: CartOffers | undefined,
  totalCents: number,
  tx: Db,
): Promise<void> {
  const code = (offers as CartPromotion | undefined)?.code;
  if (!code) return;
  const keys = customerKeys({ userId: owner.kind === 'user' ? owner.userId : null, emails });
  // Behind a back-office edit under way, this waits for it: an order is never written with terms the code no longer has.
  const row = await shareCode(tx, code.id);
  if (!row) return;
  if (termsOf(row) !== code.terms) throw invalid(400, CODE_CHANGED);
  if (row.maxUsesPerCustomer !== null && (await customerUses(tx, row.id, keys)) >= row.maxUsesPerCustomer)
    throw invalid(400, refusalMessage('already-used'));
  await insertRedemption(tx, {
    codeId: code.id,
    orderId,
    customerKey: joinCustomerKeys(keys),
    amountCents: code.amountCents,
    orderTotalCents: totalCents,
  });
}

/**
 * Just before the order's card is charged, in the transaction renewing its stock hold: one of
 * the code's uses, held for this order (once: a retry holds nothing more), or 409
 * DISCOUNT_INVALID with the reason and no card is charged. Under the code's row lock, so the
 * per-customer count and the total are exact across processes.
 */
export async function reserveUse(orderId: number, tx: Db, now: Date): Promise<void> {
  const redemption = await lockRedemption(tx, orderId);
  if (!redemption || redemption.state !== 'placed') return;
  const row = await lockCode(tx, redemption.codeId);
  if (!row) return;
  const rule = ruleOf(row);
  const uses = await customerUses(tx, row.id, splitCustomerKeys(redemption.customerKey), orderId);
  // The minimum was met when the order was priced: only time and uses can refuse it now.
  const reason = refusalOf({ ...rule, minSubtotalCents: null }, 0, now, uses);
  if (reason) throw invalid(409, REMOVE_IT, { reason: { id: refusalMessage(reason, rule) } });
  if (!(await takeUse(tx, row.id))) throw invalid(409, REMOVE_IT, { reason: { id: refusalMessage('used-up') } });
  await setRedemptionState(tx, orderId, 'reserved');
}

/**
 * When the order is paid, in its transaction: the reserved use is taken for good. An order paid
 * without a reservation (a gift card paying it all, a payment the shop did not see before the
 * charge) takes one now, under the code's row lock, if any is left and the shopper's identities
 * have not used it up meanwhile; answers false otherwise (the caller writes nothing, or gives the
 * payment back).
 */
export async function takeUseFor(orderId: number, tx: Db): Promise<boolean> {
  const redemption = await lockRedemption(tx, orderId);
  if (!redemption || redemption.state === 'paid') return true;
  if (redemption.state !== 'reserved') {
    const row = await lockCode(tx, redemption.codeId);
    const keys = splitCustomerKeys(redemption.customerKey);
    if (row?.maxUsesPerCustomer != null && (await customerUses(tx, row.id, keys, orderId)) >= row.maxUsesPerCustomer)
      return false;
    if (!(await takeUse(tx, redemption.codeId))) return false;
  }
  await setRedemptionState(tx, orderId, 'paid');
  return true;
}

/**
 * The order is paid, in its transaction, after its lines left the cart (issue #43): the cart it was
 * made from (its shopper's, guest or account) lets go of the code the order used, so the next
 * checkout starts without it, and never greets the shopper with "You have already used this code."
 * A cart that holds another code since keeps it.
 */
export async function detachPaidCode(
  order: { id: number; userId: number | null; guestId: string | null },
  tx: Db,
): Promise<void> {
  const redemption = await lockRedemption(tx, order.id);
  const owner = ownerOfOrder(order);
  if (redemption?.state !== 'paid' || !owner) return;
  await detachCartCode(tx, ownerKey(owner), redemption.codeId);
}

/** The order was cancelled, superseded or expired: its held use goes back. A paid use stays taken. */
export async function releaseUse(orderId: number, tx: Db): Promise<void> {
  const redemption = await lockRedemption(tx, orderId);
  if (!redemption || redemption.state === 'paid' || redemption.state === 'released') return;
  if (redemption.state === 'reserved') {
    await lockCode(tx, redemption.codeId);
    await giveUseBack(tx, redemption.codeId);
  }
  await setRedemptionState(tx, orderId, 'released');
}

/** The order's payment failed, in the caller's transaction: its held use goes back until the shopper pays again. */
export async function unreserveUse(orderId: number, tx: Db): Promise<void> {
  const redemption = await lockRedemption(tx, orderId);
  if (redemption?.state !== 'reserved') return;
  await lockCode(tx, redemption.codeId);
  await giveUseBack(tx, redemption.codeId);
  await setRedemptionState(tx, orderId, 'placed');
}
