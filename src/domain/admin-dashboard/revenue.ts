import type { Cents } from '../shared/money';

/*
 * The dashboard's revenue (issue #43): a gift card sold is a liability until it is spent, never
 * revenue (DESIGN §4, "Gift cards are digital"), so the money the shop kept is split in two. No zod.
 */

/** What paid orders kept (their totals less refunds), and of it what bought gift cards not cancelled since. */
interface KeptMoney {
  keptCents: Cents;
  giftCardsCents: Cents;
}

interface RevenueSplit {
  /** Sales: what was kept less the gift cards sold. */
  revenueCents: Cents;
  /** "Gift cards sold": a liability, shown apart. */
  giftCardsSoldCents: Cents;
}

/** The one rule: revenue is what was kept less the gift cards it bought; the two add up to what was kept. */
export function revenueSplit(kept: KeptMoney): RevenueSplit {
  const giftCardsSoldCents = Math.max(0, Math.min(kept.giftCardsCents, kept.keptCents));
  return { revenueCents: kept.keptCents - giftCardsSoldCents, giftCardsSoldCents };
}
