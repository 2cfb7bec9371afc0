import { CheckoutError } from './place-order';

/**
 * The provider refused the card (decision 063): its reason is said at the card field until the shopper changes
 * the card or pays again, and in the toast ("Checkout Failed").
 */
export class CardDeclined extends CheckoutError {
  readonly declined = true;
}
