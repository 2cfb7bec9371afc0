import { isGiftCardLine, isMadeToOrder } from '../../domain/cart/lines';
import { orderLineName } from '../../domain/catalogue/sizes';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { ShopSettings } from '../../domain/settings/schemas';
import type { OrderSnapshot } from '../orders/documents';
import { addressLines, dateOf, type DocumentModel, splitLines } from './model';

/** The packing slip: where the parcel goes, its lines and quantities; no price at all. */
export function packingSlipModel({ order, lines: all }: OrderSnapshot, settings: ShopSettings): DocumentModel {
  const details = order.shippingDetails as ShippingDetails;
  // A gift card is e-mailed to its recipient: never an item to pack (issue #43).
  const lines = all.filter((l) => !isGiftCardLine(l));
  const bottles = lines.reduce((s, l) => s + l.quantity, 0);
  return {
    title: 'Packing slip',
    house: settings.legalName,
    meta: [
      ['Order', `#${order.id}`],
      ['Date', dateOf(order.paidAt ?? order.createdAt)],
      ...(order.shippingMethodName ? [['Shipping', order.shippingMethodName] as [string, string]] : []),
    ],
    parties: [
      {
        heading: order.isGift ? 'Ship to (gift recipient)' : 'Ship to',
        lines: [...addressLines(details), ...(details.phone ? [details.phone] : [])],
      },
      { heading: 'From', lines: [settings.legalName, ...splitLines(settings.address)] },
    ],
    lines: {
      columns: [
        { label: 'Item', width: 0.62, align: 'left' },
        { label: 'Kind', width: 0.24, align: 'left' },
        { label: 'Qty', width: 0.14, align: 'right' },
      ],
      rows: lines.map((l) => [
        orderLineName(l),
        l.size === 'sample' ? 'Sample' : isMadeToOrder(l) ? 'Made to order' : 'Bottle',
        String(l.quantity),
      ]),
    },
    summary: [
      ['Items', String(bottles)],
      ...(order.giftWrapCents > 0 ? [['Gift wrap', 'Yes'] as [string, string]] : []),
    ],
    notes: order.isGift ? ['A gift: enclose the card, and no invoice or receipt.'] : [],
    foot: [],
    ...(order.giftMessage ? { giftMessage: { heading: 'Gift message', text: order.giftMessage } } : {}),
  };
}
