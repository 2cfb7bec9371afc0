import type { Stripe } from '@stripe/stripe-js';

/*
 * Stripe.js (from js.stripe.com, allowed by the CSP when the store runs on Stripe), fetched by a dynamic import
 * once per publishable key: the checkout's Payment Element, a refill's card change and an order's bank
 * confirmation share it, and a shop on the simulated provider never loads it.
 */

const stripes = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    stripes.set(publishableKey, promise);
  }
  return promise;
}
