/*
 * The abandoned-cart reminder's rule (DESIGN §1 "Abandoned carts and consent"): one mail per cart's contents, to a
 * consenting shopper whose cart has sat unchanged for ABANDONED_CART_HOURS. Pure: the scheduler
 * (server/marketing) reads the facts and asks here.
 */

const HOUR_MS = 60 * 60 * 1000;

/** What the rule reads of a cart and of the person it belongs to. */
export interface ReminderFacts {
  /** How many lines the cart holds now (an order takes its lines out of the cart when it is paid). */
  lines: number;
  /** When its lines last changed. */
  updatedAt: Date;
  /** When the reminder went for its current contents; null until then. */
  remindedAt: Date | null;
  /** Where the mail would go: the account's address, or the one a guest typed at checkout; null when none is known. */
  email: string | null;
  /** The address's consent now: the latest of its grants and withdrawals; null when it never answered. */
  consent: 'granted' | 'withdrawn' | null;
  /** A member of the house's staff (invited, active or suspended) is never sent marketing mail. */
  staff: boolean;
}

/** The instant a cart's last change must be older than to be abandoned at `now`: `hours` (decimals allowed) before it. */
export function abandonedBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - Math.round(hours * HOUR_MS));
}

/** Whether the cart is due its reminder at `now`: never without consent, never twice, never for an empty cart. */
export function reminderDue(cart: ReminderFacts, now: Date, hours: number): boolean {
  return (
    cart.lines > 0 &&
    cart.remindedAt === null &&
    cart.email !== null &&
    cart.consent === 'granted' &&
    !cart.staff &&
    cart.updatedAt.getTime() < abandonedBefore(now, hours).getTime()
  );
}
