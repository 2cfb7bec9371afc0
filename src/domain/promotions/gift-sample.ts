import type { Cents } from '../shared/money';

/**
 * How much more the cart needs for the automatic gift (decision 061): the threshold less the
 * subtotal, the chosen gift's own sample line left out (it does not count towards its own gift);
 * nothing once it is reached.
 */
export function giftSampleGap(threshold: Cents, subtotal: Cents, giftLinePrice: Cents): Cents {
  return Math.max(threshold - (subtotal - giftLinePrice), 0);
}
