import { isGiftCardLine, isMadeToOrder } from '../../domain/cart/lines';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { Translator } from '../../domain/i18n/translator';
import type { ShopSettings } from '../../domain/settings/schemas';
import type { OrderSnapshot } from '../orders/documents';
import { addressLines, dateOf, type DocumentModel, lineName, orderNumber, splitLines } from './model';

/**
 * The packing slip, in the order's language (`t`, its translator): where the parcel goes, its lines and
 * quantities; no price at all.
 */
export function packingSlipModel(
  { order, lines: all }: OrderSnapshot,
  settings: ShopSettings,
  t: Translator,
): DocumentModel {
  const details = order.shippingDetails as ShippingDetails;
  // A gift card is e-mailed to its recipient: never an item to pack (issue #43).
  const lines = all.filter((l) => !isGiftCardLine(l));
  const bottles = lines.reduce((s, l) => s + l.quantity, 0);
  return {
    title: t.t('Packing slip'),
    house: settings.legalName,
    meta: [
      [t.t('Order'), orderNumber(t, order.id)],
      [t.t('Date'), dateOf(t, order.paidAt ?? order.createdAt)],
      ...(order.shippingMethodName ? [[t.t('Shipping'), order.shippingMethodName] as [string, string]] : []),
    ],
    parties: [
      {
        heading: order.isGift ? t.t('Ship to (gift recipient)') : t.t('Ship to'),
        lines: [...addressLines(t, details), ...(details.phone ? [details.phone] : [])],
      },
      { heading: t.t('From'), lines: [settings.legalName, ...splitLines(settings.address)] },
    ],
    lines: {
      columns: [
        { label: t.t('Item'), width: 0.62, align: 'left' },
        { label: t.t('Kind'), width: 0.24, align: 'left' },
        { label: t.t('Qty'), width: 0.14, align: 'right' },
      ],
      rows: lines.map((l) => [
        lineName(t, l),
        l.size === 'sample' ? t.t('Sample') : isMadeToOrder(l) ? t.t('Made to order') : t.t('Bottle'),
        String(l.quantity),
      ]),
    },
    summary: [
      [t.t('Items'), String(bottles)],
      ...(order.giftWrapCents > 0 ? [[t.t('Gift wrap'), t.t('Yes')] as [string, string]] : []),
    ],
    notes: order.isGift ? [t.t('A gift: enclose the card, and no invoice or receipt.')] : [],
    foot: [],
    ...(order.giftMessage ? { giftMessage: { heading: t.t('Gift message'), text: order.giftMessage } } : {}),
  };
}
