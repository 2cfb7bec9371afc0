import { MAX_QUANTITY } from '@/domain/cart/cart';
import type { Translator } from '@/domain/i18n/translator';
import type { ToastInput } from '@/client/lib/toast';

export interface AddOutcome {
  name: string;
  /** Bottles the shopper asked for. */
  asked: number;
  /** The line's quantity in the cart before the add, as the page knew it (0 for none). */
  before: number;
  /** The line's quantity after the add, as POST /api/cart answered it (capped at MAX_QUANTITY). */
  after: number;
}

/** How many bottles an add really put in the cart. Below the cap nothing was cut, whatever the page thought was there. */
export function bottlesAdded({ asked, before, after }: AddOutcome): number {
  if (after < MAX_QUANTITY) return asked;
  return Math.min(asked, Math.max(0, after - before));
}

/** The toast after Add to Cart: what was added, and when the line's cap of 10 cut it, by how much. */
export function addedToast(outcome: AddOutcome, t: Translator['t']): ToastInput {
  const added = bottlesAdded(outcome);
  if (added === outcome.asked)
    return { variant: 'success', title: t('Added to cart'), description: `${outcome.name} × ${added}` };
  if (added === 0) {
    return {
      title: t('Nothing added'),
      description: t('You already have {max} of {name}, the most a line holds.', {
        max: MAX_QUANTITY,
        name: outcome.name,
      }),
    };
  }
  return {
    title: t('Added to cart'),
    description: t('Only {added} added: a line holds at most {max}.', { added, max: MAX_QUANTITY }),
  };
}
