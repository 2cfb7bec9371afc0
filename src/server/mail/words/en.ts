/*
 * The words of the mails that speak English whoever reads them, in English: one object of messages, each a
 * string or a function of named parameters. The order's mails, the layout and the order's parts say catalogue
 * messages instead, through the order's translator (`OrderMailData.tr`); these follow them one for one.
 *
 * A sentence with an emphasised part (a name, an amount) is a function generic in its slots: the HTML
 * passes elements (`<strong>`), the text passes the same words, so both parts say the sentence once.
 */

/** A sentence whose slots the HTML fills with elements and the text with words. */
type Parts<N> = (string | N)[];

export const en = {
  /** The house's alert of a return asked (the order's own mails are catalogue messages, locales/fr/server-mail.json). */
  returns: {
    alertTitle: (p: { id: number; rma: string }) => `Return asked: order #${p.id} (${p.rma})`,
    alertLead: (p: { customer: string; id: number }) =>
      `${p.customer} asks to return bottles of order #${p.id}. Approve or refuse it in the back office.`,
    reason: (p: { reason: string }) => `Reason: ${p.reason}`,
    open: 'Open the returns',
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
