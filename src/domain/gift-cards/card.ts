import { msg } from '../i18n/translator';

/*
 * The gift card's face (issue #51), as the recipient's mail draws it (server/gift-cards/mails/gift-card.tsx, in
 * tables) and the gift-card page previews it (client/features/gift-cards/gift-card-preview.tsx, in React): its words,
 * its colours and its parts in their order. Pure data: each side draws it its own way, from the same description.
 */

/** The card's words: catalogue messages (the house's name is never translated). */
export const GIFT_CARD_WORDS = {
  wordmark: 'Maison Lumière',
  title: msg('Gift card'),
  codeLabel: msg('Your gift card code'),
  from: msg('From {from}'),
  greeting: msg('Dear {name},'),
} as const;

/** The card's colours: the house's ink for the card, its paper for the type, the wordmark's soft accent, the line. */
export const GIFT_CARD_COLOURS = {
  card: '#1c1917',
  type: '#f8f5f0',
  accent: '#b99868',
  soft: '#e2d9ca',
} as const;

/** A part of the card's face. */
export type GiftCardPart = 'wordmark' | 'title' | 'amount' | 'codeLabel' | 'code' | 'from';

/**
 * The card's face, row by row, top to bottom: the wordmark with "Gift card" at its right, the amount in the serif,
 * the code's label and the code, whom it is from.
 */
export const GIFT_CARD_ROWS: readonly (readonly GiftCardPart[])[] = [
  ['wordmark', 'title'],
  ['amount'],
  ['codeLabel'],
  ['code'],
  ['from'],
];

/** The longest name a giver may sign the card with (the page's "From" field). */
export const GIFT_CARD_FROM_MAX = 80;

/**
 * Whom the card says it is from: the name the giver wrote in "From" when they wrote one, else the buyer's own (the
 * order's in the mail, the signed-in shopper's on the page), else none (the mail then says "A friend", the page's
 * preview "From you").
 */
export function cardGiver(fromName: string | null | undefined, buyer: string | null | undefined): string | undefined {
  return fromName?.trim() || buyer?.trim() || undefined;
}

/** The code's shape, before the card exists (the page's preview). */
export const CODE_PLACEHOLDER = 'XXXX-XXXX-XXXX-XXXX';
