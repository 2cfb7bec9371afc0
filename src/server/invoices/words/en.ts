/*
 * Every word the order's documents print (invoice, credit note, packing slip), in English: one object of
 * messages, each a string or a function of named parameters, like the mails' catalogue
 * (src/server/mail/words/en.ts). A French catalogue sits beside it with the same shape; the ICU library of
 * issue #46 replaces the functions with its messages one for one. Numbers, dates and money are formatted
 * by the caller and passed in.
 */
export const en = {
  from: 'From',
  billedTo: 'Billed to',
  creditedTo: 'Credited to',
  vatNumber: (p: { number: string }) => `VAT number: ${p.number}`,
  card: 'Card',
  testCard: 'Card (test)',
  order: 'Order',
  orderNumber: (p: { id: number }) => `#${p.id}`,
  date: 'Date',
  columns: {
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    net: 'Net',
    vatRate: 'VAT rate',
    vat: 'VAT',
    gross: 'Gross',
    amount: 'Amount',
  },
  shipping: 'Shipping',
  shippingBy: (p: { method: string }) => `Shipping: ${p.method}`,
  andGiftWrap: (p: { shipping: string }) => `${p.shipping} and gift wrap`,
  giftWrap: 'Gift wrap',
  discount: 'Discount',
  total: 'Total',
  totalNet: 'Total net',
  totalVat: 'Total VAT',
  vatIncluded: 'VAT included',

  invoice: {
    title: 'Invoice',
    number: 'Invoice number',
    issued: 'Issue date',
    payment: 'Payment',
    paidBy: (p: { method: string }) => `Paid by ${p.method.toLowerCase()}`,
  },

  creditNote: {
    title: 'Credit note',
    number: 'Credit note number',
    refersTo: 'Refers to invoice',
    lessDiscount: (p: { name: string; amount: string }) => `${p.name} (less ${p.amount} of the discount)`,
    refundedTo: (p: { method: string; invoice: string | null }) =>
      `Refunded to the ${p.method.toLowerCase()} that paid invoice ${p.invoice}`,
  },

  packingSlip: {
    title: 'Packing slip',
    shipTo: 'Ship to',
    shipToGift: 'Ship to (gift recipient)',
    item: 'Item',
    kind: 'Kind',
    sample: 'Sample',
    madeToOrder: 'Made to order',
    bottle: 'Bottle',
    items: 'Items',
    yes: 'Yes',
    giftNote: 'A gift: enclose the card, and no invoice or receipt.',
    giftMessage: 'Gift message',
  },
};
