import { orderLineName } from '../../domain/catalogue/sizes';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import type { MailService } from '../mail/service';
import type { MailLine, OrderMailData } from '../mail/order-data';
import type { RenderedMail } from '../mail/render';
import type { SampleService } from '../samples/service';
import type { SettingsService } from '../settings/service';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { localizedPhotos } from '../../domain/catalogue/translations';
import { countryNameIn } from '../../domain/shipping/countries';
import { localizedPath } from '../../domain/i18n/locales';
import { sharedLanguages } from '../i18n/languages';
import type { Translator } from '../../domain/i18n/translator';
import { giftCardDetails, isMadeToOrder, needsShipping } from '../../domain/cart/lines';
import { formulaSummary } from './formula';
import { billingOf } from './gift';
import { issueKey } from './keys';
import { findOrder, linesFor, type OrderRow } from './repo';
import { paths } from '../../domain/pages/paths';
import { urlOf } from '../../domain/api/endpoint';
import { getCreditNote, getInvoice } from '../../domain/api/invoices';

/** What OrderMails is built from (services.ts gives each by name). */
export interface OrderMailsDeps {
  samples: Pick<SampleService, 'ofOrders'>;
  mail: Pick<MailService, 'enqueue' | 'cancelPending'>;
  /** The origin of the links in mails. */
  publicUrl: string;
  /** How long made-to-order perfumes take (decision 064), for an order with custom lines. */
  settings: Pick<SettingsService, 'madeToOrderDays'>;
  /**
   * The perfumes' photographs and families, for the pictures beside the confirmation's lines, read in the mail's own
   * transaction (never through another connection, which the embedded store would only give once it ends); swatches
   * without it.
   */
  catalogue?: Pick<CatalogueSnapshot, 'picturesOf'>;
}

/**
 * The mails about an order (confirmed, shipped, cancelled, refunded): what they say, with a link
 * (and a key of its own) to the order's page, put in the outbox in the caller's transaction.
 */
export class OrderMails {
  private readonly samples: Pick<SampleService, 'ofOrders'>;
  private readonly mail: Pick<MailService, 'enqueue' | 'cancelPending'>;
  private readonly publicUrl: string;
  private readonly settings: Pick<SettingsService, 'madeToOrderDays'>;
  private readonly catalogue: OrderMailsDeps['catalogue'];

  constructor({ samples, mail, publicUrl, settings, catalogue }: OrderMailsDeps) {
    this.samples = samples;
    this.mail = mail;
    this.publicUrl = publicUrl;
    this.settings = settings;
    this.catalogue = catalogue;
  }

  /**
   * What the confirmation shows beside each line: a catalogue perfume's first photograph (absolute, from PUBLIC_URL),
   * described in the order's language where the owner wrote it (else in English), and its family; a custom perfume, a
   * gift card or a perfume gone from the catalogue: a swatch of the house's. Read in `db`, the mail's own transaction
   * when it has one.
   */
  private async picturesOf(
    perfumeIds: readonly (number | null)[],
    tr: Translator,
    db: Db,
  ): Promise<MailLine['picture'][]> {
    const ids = [...new Set(perfumeIds.filter((id): id is number => id !== null))];
    const rows = this.catalogue ? await this.catalogue.picturesOf(ids, db) : [];
    return perfumeIds.map((id) => {
      const perfume = rows.find((r) => r.id === id);
      if (!perfume) return {};
      const photo = localizedPhotos(perfume.photos, perfume.translations, tr.locale)[0];
      return {
        family: perfume.family,
        ...(photo
          ? {
              photo: {
                src: /^https?:\/\//.test(photo.src) ? photo.src : `${this.publicUrl}${photo.src}`,
                // A photograph not described: the words the shop gives its own art of the bottle, in the mail's language.
                alt: photo.alt || tr.t('{name} perfume bottle', { name: perfume.name }),
              },
            }
          : {}),
      };
    });
  }

  /**
   * Writes the mail `render` makes of the order to the outbox, in `tx`; `eventKey` makes it once
   * per event.
   */
  async enqueue(
    order: number | OrderRow,
    render: (data: OrderMailData) => RenderedMail,
    eventKey: string,
    tx: Db,
    {
      sendAt,
      pictures = false,
    }: {
      /** Not before then (the invitation to review); at once when absent. */
      sendAt?: Date;
      /** The lines' pictures read for it (the confirmation, which draws them); none otherwise. */
      pictures?: boolean;
    } = {},
  ): Promise<void> {
    const { key, ...data } = await this.data(order, tx, pictures);
    const mail = render(data);
    // The key opens the order's page: it is the recipient's alone, kept out of the stored body.
    const secrets: Record<string, string> = mail.text.includes(key) || mail.html.includes(key) ? { orderKey: key } : {};
    await this.mail.enqueue(
      { ...mail, eventKey, to: data.to, orderId: data.orderId, ...(sendAt ? { sendAt } : {}), secrets },
      tx,
    );
  }

  /**
   * A mail about the order for the house itself (a return asked), to `to`: the buyer's name and the order's lines are
   * the render's to use; no key goes out.
   */
  async enqueueToHouse(
    order: number,
    to: string,
    render: (data: OrderMailData & { buyer: string }) => RenderedMail,
    eventKey: string,
    tx: Db,
  ): Promise<void> {
    const row = await findOrder(tx, order);
    if (!row) throw AppError.notFound('ORDER_NOT_FOUND');
    const { key: _key, to: _buyer, ...data } = await this.data(row, tx);
    const billing = billingOf(row);
    const mail = render({ ...data, buyer: `${billing.fullName} <${billing.email}>` });
    await this.mail.enqueue({ ...mail, eventKey, to, orderId: row.id }, tx);
  }

  /** Takes back a mail about the order still waiting in the outbox (the invitation to review an order returned). */
  withdraw(eventKey: string, tx: Db): Promise<boolean> {
    return this.mail.cancelPending(eventKey, tx);
  }

  /** What a mail about the order says, and to whom; with `pictures`, each line's picture too. */
  private async data(
    orderOrId: number | OrderRow,
    db: Db,
    pictures = false,
  ): Promise<OrderMailData & { to: string; key: string }> {
    const order = typeof orderOrId === 'number' ? await findOrder(db, orderOrId) : orderOrId;
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    const orderId = order.id;
    // One after the other: `db` may be a transaction's one connection.
    const lines = (await linesFor(db, [orderId])).get(orderId) ?? [];
    const adjustments = await this.samples.ofOrders([orderId], db);
    const shippingDetails = order.shippingDetails as ShippingDetails;
    const key = await issueKey(db, orderId);
    const madeToOrderDays =
      this.settings && lines.some(isMadeToOrder) ? await this.settings.madeToOrderDays(db) : undefined;
    // The order's mails speak the language it was placed in (orders.locale).
    const tr = sharedLanguages().translator(order.locale);
    // One statement on the perfumes, for the mail that draws them alone.
    const drawn = pictures
      ? await this.picturesOf(
          lines.map((l) => (l.isCustom ? null : l.perfumeId)),
          tr,
          db,
        )
      : [];
    return {
      // The buyer's (a gift's shipping details are its recipient's, who never sees the prices).
      to: billingOf(order).email,
      key,
      orderId,
      tr,
      currency: order.currency,
      lines: lines.map((l, i): MailLine => ({
        name: orderLineName(l),
        ...(pictures ? { picture: drawn[i] ?? {} } : {}),
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        ...(isMadeToOrder(l) ? { formula: formulaSummary(l.customDetails) } : {}),
        ...giftCardNote(l, tr),
        ...(l.refillWeeks ? { refillWeeks: l.refillWeeks } : {}),
      })),
      subtotalCents: order.subtotalCents,
      adjustments: (adjustments.get(orderId) ?? []).map((a) => ({ label: a.label, amountCents: a.amountCents })),
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      shippingDetails,
      // Its page in its language (`/fr/orders/…`), as every link a mail of it gives.
      orderUrl: `${this.publicUrl}${localizedPath(paths.order(orderId, { key }), tr.locale)}`,
      creditNoteUrl: (number) =>
        `${this.publicUrl}${urlOf(getCreditNote, { params: { orderId, number }, query: { key } })}`,
      ...(order.taxCents !== null && order.taxRateBp !== null
        ? { vat: { taxCents: order.taxCents, rateBp: order.taxRateBp } }
        : {}),
      shippingMethod: order.shippingMethodName,
      // In the order's language: "Allemagne" in a French order's mails.
      countryName: countryNameIn(shippingDetails.country, tr.tag),
      // The invoice exists once the order is paid: its number is allocated with the payment.
      ...(order.invoiceNumber
        ? {
            invoiceUrl: `${this.publicUrl}${urlOf(getInvoice, { params: { orderId }, query: { key } })}`,
            invoiceNumber: order.invoiceNumber,
          }
        : {}),
      ...(order.giftWrapCents > 0 ? { giftWrapCents: order.giftWrapCents } : {}),
      ...(madeToOrderDays === undefined ? {} : { madeToOrderDays }),
      ...(needsShipping(lines) ? {} : { nothingToShip: true }),
      // The order that starts refills (a renewal's order is not one): their rhythm counts from its payment.
      ...(order.subscriptionId === null && lines.some((l) => l.refillWeeks)
        ? {
            refills: {
              paidAt: order.paidAt ?? order.createdAt,
              manageUrl: `${this.publicUrl}${localizedPath(paths.dashboard({ tab: 'subscription' }), tr.locale)}`,
            },
          }
        : {}),
    };
  }
}

/** A gift card line's words in a mail: to whom it is e-mailed, and when (issue #43). */
function giftCardNote(line: { isCustom: boolean; customDetails: unknown }, tr: Translator): { formula?: string } {
  const card = giftCardDetails(line);
  if (!card) return {};
  const who = { name: card.recipientName, email: card.recipientEmail };
  return {
    formula: card.sendOn
      ? tr.t('E-mailed to {name} ({email}) on {day}', { ...who, day: tr.day(card.sendOn) })
      : tr.t('E-mailed to {name} ({email}) once paid', who),
  };
}
