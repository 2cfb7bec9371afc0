import { isGiftCardLine, isMadeToOrder } from '../../domain/cart/lines';
import { orderLineName } from '../../domain/catalogue/sizes';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { ShopSettings } from '../../domain/settings/schemas';
import type { OrderSnapshot } from '../orders/documents';
import { addressLines, dateOf, type DocumentModel, splitLines } from './model';
import { en as words } from './words/en';

/** The packing slip: where the parcel goes, its lines and quantities; no price at all. */
export function packingSlipModel({ order, lines: all }: OrderSnapshot, settings: ShopSettings): DocumentModel {
  const details = order.shippingDetails as ShippingDetails;
  // A gift card is e-mailed to its recipient: never an item to pack (issue #43).
  const lines = all.filter((l) => !isGiftCardLine(l));
  const bottles = lines.reduce((s, l) => s + l.quantity, 0);
  return {
    title: words.packingSlip.title,
    house: settings.legalName,
    meta: [
      [words.order, words.orderNumber({ id: order.id })],
      [words.date, dateOf(order.paidAt ?? order.createdAt)],
      ...(order.shippingMethodName ? [[words.shipping, order.shippingMethodName] as [string, string]] : []),
    ],
    parties: [
      {
        heading: order.isGift ? words.packingSlip.shipToGift : words.packingSlip.shipTo,
        lines: [...addressLines(details), ...(details.phone ? [details.phone] : [])],
      },
      { heading: words.from, lines: [settings.legalName, ...splitLines(settings.address)] },
    ],
    lines: {
      columns: [
        { label: words.packingSlip.item, width: 0.62, align: 'left' },
        { label: words.packingSlip.kind, width: 0.24, align: 'left' },
        { label: words.columns.quantity, width: 0.14, align: 'right' },
      ],
      rows: lines.map((l) => [
        orderLineName(l),
        l.size === 'sample'
          ? words.packingSlip.sample
          : isMadeToOrder(l)
            ? words.packingSlip.madeToOrder
            : words.packingSlip.bottle,
        String(l.quantity),
      ]),
    },
    summary: [
      [words.packingSlip.items, String(bottles)],
      ...(order.giftWrapCents > 0 ? [[words.giftWrap, words.packingSlip.yes] as [string, string]] : []),
    ],
    notes: order.isGift ? [words.packingSlip.giftNote] : [],
    foot: [],
    ...(order.giftMessage ? { giftMessage: { heading: words.packingSlip.giftMessage, text: order.giftMessage } } : {}),
  };
}
