/*
 * Every word the shop's mails say, in English: one object of messages, each a string or a function of
 * named parameters. A French catalogue sits beside it with the same shape (`fr: typeof en`); the ICU library of
 * issue #46 replaces the functions with its messages one for one.
 *
 * A sentence with an emphasised part (a name, an amount) is a function generic in its slots: the HTML
 * passes elements (`<strong>`), the text passes the same words, so both parts say the sentence once.
 */

/** A sentence whose slots the HTML fills with elements and the text with words. */
type Parts<N> = (string | N)[];

export const en = {
  house: 'MAISON LUMIÈRE',
  footer:
    'Maison Lumière · Perfumes made to be worn · This message was sent because of an order or a request on our shop.',
  thanks: 'With our thanks,\nMaison Lumière',
  dear: (p: { name: string }) => `Dear ${p.name},`,
  hello: 'Hello,',
  viewOrder: 'View your order',
  followOrder: 'Follow your order',

  /** The order's lines and totals, and where it goes. */
  order: {
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    shippingBy: (p: { method: string }) => `Shipping · ${p.method}`,
    shippingByText: (p: { method: string }) => `Shipping (${p.method})`,
    giftWrap: 'Gift wrap',
    total: 'Total',
    vat: (p: { rate: string }) => `incl. VAT ${p.rate}`,
    shippingTo: 'Shipping to',
  },

  confirmation: {
    subject: (p: { id: number }) => `Your order #${p.id} is confirmed`,
    title: (p: { id: number }) => `Thank you for your order #${p.id}`,
    preheader: (p: { id: number; total: string }) => `Order #${p.id} is paid: ${p.total}. We are preparing it now.`,
    paid: <N>(p: { total: N }): Parts<N> => [
      'We have received your payment of ',
      p.total,
      ' and are preparing your order.',
    ],
    nextGiftCards: 'Each gift card is e-mailed to its recipient on the day you chose.',
    nextShipping: 'We will write again when it leaves our atelier.',
    invoiceLink: (p: { number: string | null | undefined }) =>
      `Download your invoice${p.number ? ` ${p.number}` : ''} (PDF)`,
    invoice: (p: { number: string | null | undefined }) => `Your invoice${p.number ? ` ${p.number}` : ''} (PDF)`,
    keep: "Keep this e-mail: the button opens your order's page whenever you want to follow it.",
  },

  shipped: {
    subject: (p: { id: number }) => `Your order #${p.id} has shipped`,
    title: (p: { id: number }) => `Your order #${p.id} is on its way`,
    preheader: (p: { carrier: string; number: string }) => `Shipped with ${p.carrier}, tracking number ${p.number}.`,
    left: <N>(p: { carrier: N }): Parts<N> => ['Your order has left our atelier with ', p.carrier, '.'],
    trackingNumber: <N>(p: { number: N }): Parts<N> => ['Tracking number: ', p.number],
    trackWith: (p: { carrier: string }) => `Track it with ${p.carrier}`,
  },

  cancelled: {
    title: (p: { id: number }) => `Your order #${p.id} has been cancelled`,
    preheader: (p: { id: number }) => `Order #${p.id} has been cancelled.`,
    body: 'Your order has been cancelled before it was paid: no payment was taken. If you did not ask for this, simply reply and we will look into it.',
  },

  refunded: {
    title: (p: { id: number; whole: boolean }) =>
      p.whole ? `Your order #${p.id} has been refunded` : `Part of your order #${p.id} has been refunded`,
    preheader: (p: { amount: string }) => `${p.amount} is on its way back to your card.`,
    body: <N>(p: { amount: N }): Parts<N> => [
      'We have refunded ',
      p.amount,
      ' to the card you paid with. Banks usually show it within 5 to 10 business days.',
    ],
    creditNote: (p: { number: string }) => `Credit note: ${p.number}.`,
  },

  returns: {
    approvedTitle: (p: { id: number }) => `Your return for order #${p.id} is approved`,
    refusedTitle: (p: { id: number }) => `Your return for order #${p.id} was not accepted`,
    approvedLead: (p: { rma: string }) =>
      `We have approved your return ${p.rma}. Please send the bottles below back to us, with ${p.rma} written on the parcel; we refund them once it reaches us.`,
    refusedLead: (p: { rma: string }) => `We are sorry: we cannot accept the return you asked for (${p.rma}).`,
    approvedPreheader: (p: { returnId: number }) => `Return #${p.returnId} is approved: send the parcel.`,
    refusedPreheader: (p: { returnId: number }) => `Return #${p.returnId} was not accepted.`,
    ourMessage: 'Our message',
    sendTo: 'Send the parcel to',
    howToSend: 'How to send perfume',
    requestedTitle: (p: { id: number }) => `We have your return request for order #${p.id}`,
    receivedTitle: (p: { rma: string }) => `Your returned parcel has reached us (${p.rma})`,
    requestedLead: (p: { rma: string }) =>
      `Your request ${p.rma} has reached us. We answer within two working days, by e-mail: please keep the bottles until then.`,
    receivedLead: (p: { rma: string }) =>
      `Your parcel for return ${p.rma} has arrived. We check the bottles and refund them to the card you paid with, usually within five working days; a mail with the credit note follows.`,
    alertTitle: (p: { id: number; rma: string }) => `Return asked: order #${p.id} (${p.rma})`,
    alertLead: (p: { customer: string; id: number }) =>
      `${p.customer} asks to return bottles of order #${p.id}. Approve or refuse it in the back office.`,
    reason: (p: { reason: string }) => `Reason: ${p.reason}`,
    open: 'Open the returns',
  },

  passwordReset: {
    subject: 'Reset your Maison Lumière password',
    title: 'Choose a new password',
    preheader: 'A link to choose a new password for your Maison Lumière account. It works once, for one hour.',
    asked:
      'Someone, we hope you, asked to reset the password of your Maison Lumière account. The link below works once, for one hour.',
    askedBeforeLink:
      'Someone, we hope you, asked to reset the password of your Maison Lumière account. This link works once, for one hour:',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },

  emailVerification: {
    title: 'Confirm your e-mail address',
    preheader: 'One click to confirm the address of your Maison Lumière account. The link works once, for three days.',
    welcome:
      'Welcome to Maison Lumière. Please confirm that this address is yours: the credit of a sample you bought, and the orders you placed as a guest with this address, reach your account once it is confirmed. The link below works once, for three days.',
    welcomeBeforeLink:
      'Welcome to Maison Lumière. Please confirm that this address is yours: the credit of a sample you bought, and the orders you placed as a guest with this address, reach your account once it is confirmed. This link works once, for three days:',
    button: 'Confirm my address',
    ignore: 'If you did not open an account with us, ignore this e-mail: nothing more will reach you.',
  },

  staffInvitation: {
    subject: (p: { invitedBy: string }) => `${p.invitedBy} invites you to Maison Lumière`,
    title: 'Join the Maison Lumière team',
    preheader: (p: { invitedBy: string; role: string }) =>
      `${p.invitedBy} invites you to the Maison Lumière back office as ${p.role}.`,
    invites: <N>(p: { invitedBy: N; role: N; mayDo: string }): Parts<N> => [
      p.invitedBy,
      ' invites you to the Maison Lumière back office as ',
      p.role,
      `: ${p.mayDo}.`,
    ],
    join: 'Choose your name and a password to join.',
    once: 'The link works once, for 24 hours. If it has expired, ask for a new one.',
    button: 'Accept the invitation',
    unexpected: 'If you were not expecting this, ignore this e-mail: nothing happens without the link.',
  },

  giftCard: {
    subject: (p: { from: string }) => `${p.from} sends you a Maison Lumière gift card`,
    title: (p: { amount: string }) => `A gift card of ${p.amount} for you`,
    preheader: (p: { from: string; amount: string }) =>
      `${p.from} sends you a Maison Lumière gift card of ${p.amount}.`,
    sends: <N>(p: { from: N; amount: N }): Parts<N> => [
      p.from,
      ' sends you a Maison Lumière gift card of ',
      p.amount,
      '.',
    ],
    quoted: (p: { message: string }) => `"${p.message}"`,
    code: 'Your gift card code',
    howToUse:
      'Enter the code in your cart or at checkout: it pays part or all of an order, and what is left stays on the card.',
    choose: 'Choose your perfume',
    balance: 'Check its balance',
  },

  backInStock: {
    title: (p: { name: string }) => `${p.name} is back`,
    preheader: (p: { name: string }) => `${p.name} is on sale again.`,
    lead: <N>(p: { name: N }): Parts<N> => [
      'You asked us to write when ',
      p.name,
      ' was back. It is on sale again, while the bottles last.',
    ],
    button: 'See it in the shop',
    once: 'We write about it only this once: your request is now closed.',
  },

  reviewInvitation: {
    subject: (p: { id: number }) => `How is your order #${p.id}?`,
    title: 'How are you finding your perfume?',
    preheader: (p: { id: number }) => `Review what you bought in order #${p.id}.`,
    lead: (p: { id: number }) =>
      `Your order #${p.id} reached you a little while ago. Tell other customers how it wears: the stars, how long it lasts, how far it carries.`,
    review: (p: { name: string }) => `Review ${p.name}`,
    once: 'We ask only this once for this order.',
  },

  reviewNews: {
    answeredTitle: (p: { perfume: string }) => `We have answered your review of ${p.perfume}`,
    publishedTitle: (p: { perfume: string }) => `Your review of ${p.perfume} is published`,
    answeredLead: (p: { name: string }) =>
      `Dear ${p.name}, thank you again for your review. Our answer shows beneath it on the perfume's page:`,
    publishedLead: (p: { name: string }) =>
      `Dear ${p.name}, thank you: your review now shows on the perfume's page for every customer to read.`,
    see: (p: { perfume: string }) => `See ${p.perfume}`,
  },

  contactMessage: {
    subject: (p: { subject: string; order: string; name: string }) =>
      `Contact: ${p.subject}${p.order ? ` (order ${p.order})` : ''} · ${p.name}`,
    title: (p: { name: string }) => `A message from ${p.name}`,
    preheader: (p: { subject: string; order: string; excerpt: string }) =>
      `${p.subject}${p.order ? `, order ${p.order}` : ''}: ${p.excerpt}`,
    from: 'From',
    subjectLabel: 'Subject',
    orderLabel: 'Order',
    answer: <N>(p: { name: N; email: N }): Parts<N> => [
      "Written on the shop's contact page. Reply to this e-mail to answer ",
      p.name,
      ': the answer goes to ',
      p.email,
      '.',
    ],
  },

  contactAcknowledgement: {
    subject: 'We have received your message',
    title: 'Thank you for writing to us',
    preheader: (p: { replyWithin: string }) => `Your message has reached us: we answer within ${p.replyWithin}.`,
    /** `about` is the subject chosen, lower-cased ("an order"). */
    lead: (p: { about: string | undefined; orderNumber: string; replyWithin: string }) =>
      `Your message${p.about ? ` about ${p.about}` : ''}${p.orderNumber ? ` (order #${p.orderNumber})` : ''} has reached the atelier. One of us will answer within ${p.replyWithin}, by e-mail.`,
    more: 'If you have something to add, simply reply to this e-mail.',
    why: 'You receive this because this address was given on our contact page. If it was not you, ignore this e-mail.',
  },
};
