/*
 * The words of the mails that speak English whoever reads them, the house's own alerts (a return asked, a
 * contact page's message), in English: one object of messages, each a string or a function of named
 * parameters. The customers' mails say catalogue messages instead, through their reader's translator (the
 * order's, the account's, the request's).
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
};
