/** What the shop needs from a card payment provider (DESIGN.md §1). */
export interface IntentInfo {
  id: string;
  status: 'succeeded' | 'requires_payment_method' | 'processing' | 'canceled' | string;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** A test-mode payment (simulated, or Stripe test keys): the admin sees it marked. */
  isTest: boolean;
  /** The order the intent was attached to, when the provider keeps it. */
  orderId?: number;
  /** Whose cart the intent was made for (`guest:…` or `user:…`), when the provider keeps it. */
  ownerKey?: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  createIntent(input: { amountCents: number; currency: string; ownerKey: string }): Promise<CreatedIntent>;
  retrieve(intentId: string): Promise<IntentInfo | undefined>;
  /** Records which order an intent pays, so a webhook can settle it after the tab is closed. */
  attachOrder(intentId: string, orderId: number): Promise<void>;
}
