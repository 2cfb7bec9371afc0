import type { Buyer, ShippingDetails } from '@/domain/checkout/schemas';

/** What the provider's card step answers once the shopper's card has been tried. */
export interface CardResult {
  /** The provider's intent status: only 'succeeded' means paid. */
  status: string;
  /** The provider's own words when the card was refused ("Your card was declined."). */
  error?: string;
}

/**
 * The card form of the active payment provider (our simulated one or Stripe Elements), as the
 * checkout drives it: validate the fields first, then confirm the card for the payment intent. A refill's card
 * change drives it the same way, its `confirm` completing a setup that keeps the card, charging nothing.
 */
export interface PaymentHandle {
  /** Shows the card fields' own errors; moves focus to the first one when `focus` is set. */
  validate(focus: boolean): Promise<boolean>;
  /**
   * Confirms the card payment, billing the buyer (their billing details, by default the shipping
   * details; for gift cards only, their name and e-mail alone).
   */
  confirm(clientSecret: string, billing: ShippingDetails | Buyer): Promise<CardResult>;
  /** The card was refused: its reason shown at the card field, and the focus moved there. */
  declined?(reason: string): void;
}
