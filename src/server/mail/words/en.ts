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
  dear: (p: { name: string }) => `Dear ${p.name},`,
  hello: 'Hello,',

  /** The house's alert of a return asked (the order's own mails are catalogue messages, locales/fr/server-mail.json). */
  returns: {
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
