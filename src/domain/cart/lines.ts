/*
 * What a cart or order line is (issue #43): the one rule every screen, mail, document and the atelier
 * read, so a gift card is a gift card everywhere, never a made-to-order perfume. `customDetails` is
 * whatever the server stored for the line, so every field is read defensively. No zod.
 */

/** A cart line's `customDetails.type` for a gift card (decision 062). */
export const GIFT_CARD_LINE_TYPE = 'gift-card';

/**
 * A catalogue bottle or sample; a lifestyle result; a bespoke design; another creation of one's own
 * (older lines); a digital gift card.
 */
export type LineKind = 'catalogue' | 'lifestyle' | 'bespoke' | 'custom' | 'gift-card';

/** What a line needs to say what it is: a cart line, an order line, a priced line all are one. */
interface KindedLine {
  isCustom: boolean;
  customDetails?: unknown;
}

const typeOf = (details: unknown): unknown =>
  details !== null && typeof details === 'object' ? (details as { type?: unknown }).type : undefined;

export function lineKind(line: KindedLine): LineKind {
  const type = typeOf(line.customDetails);
  if (type === GIFT_CARD_LINE_TYPE) return 'gift-card';
  if (!line.isCustom) return 'catalogue';
  if (type === 'lifestyle') return 'lifestyle';
  if (type === 'bespoke-perfume') return 'bespoke';
  return 'custom';
}

/** A digital gift card: mailed to its recipient on its day, nothing to ship, wrap or make. */
export const isGiftCardLine = (line: KindedLine): boolean => lineKind(line) === 'gift-card';

/** A perfume the atelier makes for the shopper (lifestyle, bespoke, another creation): never a gift card. */
export function isMadeToOrder(line: KindedLine): boolean {
  const kind = lineKind(line);
  return kind === 'lifestyle' || kind === 'bespoke' || kind === 'custom';
}

/** Whether anything in these lines travels with a carrier: a bottle or a sample of any kind. */
export function needsShipping(lines: readonly KindedLine[]): boolean {
  return lines.some((l) => !isGiftCardLine(l));
}

/** A cart or order of gift cards only: no shipping, no atelier, completed once every card is mailed. */
export function isCardOnly(lines: readonly KindedLine[]): boolean {
  return lines.length > 0 && !needsShipping(lines);
}

/** A gift card line's recipient and day, as the line stored them when it was added. */
interface GiftCardLineDetails {
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  /** YYYY-MM-DD; null: mailed as soon as it is paid. */
  sendOn: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The recipient, message and day of a gift card line; undefined for any other line. */
export function giftCardDetails(line: KindedLine): GiftCardLineDetails | undefined {
  if (!isGiftCardLine(line)) return undefined;
  const d = line.customDetails as Record<string, unknown>;
  return {
    recipientName: text(d.recipientName) ?? '',
    recipientEmail: text(d.recipientEmail) ?? '',
    message: text(d.message),
    sendOn: text(d.sendOn),
  };
}
