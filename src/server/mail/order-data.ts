import type { PerfumeFamily } from '../../domain/catalogue/catalogue';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { Translator } from '../../domain/i18n/translator';
import type { Cents } from '../../domain/shared/money';
import type { RateBp } from '../../domain/tax/vat';

/** One line of an order as its mails show it. */
export interface MailLine {
  name: string;
  quantity: number;
  unitPriceCents: Cents;
  /** A custom perfume's formula in a few words, when the line is one. */
  formula?: string;
  /** A refill line (`order_lines.refill_weeks`, DESIGN §1 "Refills"): delivered again every so many weeks. */
  refillWeeks?: number;
  /**
   * What the confirmation shows beside the line: the perfume's first photograph (an absolute URL; the house's art is
   * SVG, which many mail clients do not draw) and what it shows, else a swatch in its family's colour (a custom
   * perfume's or a gift card's in the house's accent), with the line's initial. Read for the confirmation alone.
   */
  picture?: { photo?: { src: string; alt: string }; family?: PerfumeFamily };
}

/** What every mail about an order may say of it (orders/mails.ts gathers it). */
export interface OrderMailData {
  orderId: number;
  /** The order's language (`orders.locale`): its words, amounts and dates; English when absent. */
  tr?: Translator;
  currency: string;
  lines: MailLine[];
  subtotalCents: Cents;
  /** What the server took off (sample credits, the discovery set), each with its label. */
  adjustments?: { label: string; amountCents: Cents }[];
  shippingCents: Cents;
  totalCents: Cents;
  shippingDetails: ShippingDetails;
  /** The order's own page, with its key. */
  orderUrl: string;
  /** The VAT inside the total and its rate, as charged (absent on orders placed before VAT was recorded). */
  vat?: { taxCents: Cents; rateBp: RateBp };
  /** The shipping method chosen, as it was named. */
  shippingMethod?: string | null;
  /** The destination's name (the details hold its ISO code). */
  countryName?: string;
  /** The invoice's PDF with the order's key, once the order is paid (it has a number then). */
  invoiceUrl?: string;
  invoiceNumber?: string | null;
  /** The gift wrap, inside the total, when the order is wrapped. */
  giftWrapCents?: Cents;
  /** How many days its made-to-order perfumes take to ship, when it has custom lines (decision 064). */
  madeToOrderDays?: number;
  /** A credit note's PDF with the order's key. */
  creditNoteUrl?: (number: string) => string;
  /** Gift cards only (issue #43): nothing ships, so no shipping, address or atelier is named. */
  nothingToShip?: boolean;
  /**
   * An order that starts refills (its lines with `refillWeeks`), not a renewal's: when its payment was taken
   * (the renewals count from it; the order's creation when the payment has no date) and the account's refills
   * tab, where they are skipped, paused or cancelled.
   */
  refills?: { paidAt: Date; manageUrl: string };
}
