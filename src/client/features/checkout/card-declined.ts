import { CheckoutError } from './place-order';

/**
 * The provider refused the card (decision 063): its reason is
 * said at the card field and above the Pay button until the shopper changes the card or pays again.
 */
export class CardDeclined extends CheckoutError {
  readonly declined = true;
}
