import { madeToOrderLine } from '../../domain/atelier/work-orders';
import { PERFUME_RETURN_SHIPPING, rmaNumber } from '../../domain/returns/rma';
import type { MailKind } from '../../domain/mail/schemas';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import { formatAddress } from '../../domain/addresses/address';
import { type Cents, formatMoney, lineGross } from '../../domain/shared/money';
import { trackingUrl } from '../../domain/shipping/shipping';
import { formatRate, type RateBp } from '../../domain/tax/vat';

/*
 * The shop's mails in the house's look, as mail clients render them: tables and inline styles,
 * system fonts behind the serif (no web font is needed), one accent colour, and a text part that
 * says everything the HTML does.
 */

export interface RenderedMail {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
}

export interface MailLine {
  name: string;
  quantity: number;
  unitPriceCents: Cents;
  /** A custom perfume's formula in a few words, when the line is one. */
  formula?: string;
}

export interface OrderMailData {
  orderId: number;
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
}

const INK = '#1c1917';
const SOFT = '#5f574d';
const ACCENT = '#7a5f36';
const LINE = '#e2d9ca';
const PAPER = '#f8f5f0';
const SURFACE = '#fdfbf8';
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The frame every mail shares: the house's name, a heading, the body, and a quiet footer. */
function frame(title: string, preheader: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};color:${INK};font-family:${SANS};">
<span style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER};">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${SURFACE};border:1px solid ${LINE};">
<tr><td style="padding:32px 32px 8px;text-align:center;font-family:${SERIF};font-size:26px;letter-spacing:0.08em;color:${INK};">MAISON LUMIÈRE</td></tr>
<tr><td style="padding:0 32px;"><div style="height:1px;background:${LINE};"></div></td></tr>
<tr><td style="padding:28px 32px 0;font-family:${SERIF};font-size:28px;line-height:1.2;color:${INK};">${escapeHtml(title)}</td></tr>
<tr><td style="padding:12px 32px 32px;font-size:15px;line-height:1.6;color:${INK};">${body}</td></tr>
</table>
<p style="margin:20px 0 0;font-size:12px;color:${SOFT};">Maison Lumière · Perfumes made to be worn · This message was sent because of an order or a request on our shop.</p>
</td></tr></table>
</body></html>`;
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr><td style="background:${INK};">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;color:${PAPER};text-decoration:none;font-size:14px;letter-spacing:0.04em;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

function linesTable(data: OrderMailData): string {
  const money = (c: Cents) => escapeHtml(formatMoney(c, data.currency));
  const rows = data.lines
    .map(
      (l) => `<tr>
<td style="padding:10px 0;border-bottom:1px solid ${LINE};vertical-align:top;">${escapeHtml(l.name)} <span style="color:${SOFT};">× ${l.quantity}</span>${
        l.formula ? `<br><span style="font-size:13px;color:${SOFT};">${escapeHtml(l.formula)}</span>` : ''
      }</td>
<td style="padding:10px 0;border-bottom:1px solid ${LINE};vertical-align:top;text-align:right;white-space:nowrap;">${money(lineGross(l.unitPriceCents, l.quantity))}</td></tr>`,
    )
    .join('\n');
  const total = (label: string, cents: Cents, strong = false) =>
    `<tr><td style="padding:6px 0;${strong ? 'font-weight:600;' : `color:${SOFT};`}">${label}</td><td style="padding:6px 0;text-align:right;${strong ? 'font-weight:600;' : ''}">${money(cents)}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:16px;font-size:15px;">
${rows}
${total('Subtotal', data.subtotalCents)}
${(data.adjustments ?? []).map((a) => total(escapeHtml(a.label), -a.amountCents)).join('\n')}
${data.nothingToShip ? '' : total(data.shippingMethod ? `Shipping · ${escapeHtml(data.shippingMethod)}` : 'Shipping', data.shippingCents)}
${data.giftWrapCents ? total('Gift wrap', data.giftWrapCents) : ''}
${total('Total', data.totalCents, true)}
${data.vat ? `<tr><td style="padding:2px 0;font-size:13px;color:${SOFT};">incl. VAT ${formatRate(data.vat.rateBp)}</td><td style="padding:2px 0;font-size:13px;color:${SOFT};text-align:right;">${money(data.vat.taxCents)}</td></tr>` : ''}
</table>`;
}

/** The address's lines in its country's order (issue #43), ending with the country's name as the mail was given it. */
function shippedTo(s: ShippingDetails, countryName: string | undefined): string[] {
  const lines = formatAddress(s);
  return countryName && s.country ? [...lines.slice(0, -1), countryName] : lines;
}

/** Where the order goes: the destination's name rather than its code, when the mail knows it; nothing for gift cards only. */
function addressBlock(s: ShippingDetails, countryName = s.country, nothingToShip = false): string {
  if (nothingToShip) return '';
  return `<p style="margin:20px 0 0;"><span style="font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${ACCENT};">Shipping to</span><br>${[
    s.fullName,
    ...shippedTo(s, countryName),
  ]
    .map(escapeHtml)
    .join('<br>')}</p>`;
}

function textLines(data: OrderMailData): string {
  const money = (c: Cents) => formatMoney(c, data.currency);
  return [
    ...data.lines.map(
      (l) =>
        `- ${l.name} × ${l.quantity}: ${money(lineGross(l.unitPriceCents, l.quantity))}${l.formula ? `\n  ${l.formula}` : ''}`,
    ),
    '',
    `Subtotal: ${money(data.subtotalCents)}`,
    ...(data.adjustments ?? []).map((a) => `${a.label}: ${money(-a.amountCents)}`),
    ...(data.nothingToShip
      ? []
      : [`Shipping${data.shippingMethod ? ` (${data.shippingMethod})` : ''}: ${money(data.shippingCents)}`]),
    ...(data.giftWrapCents ? [`Gift wrap: ${money(data.giftWrapCents)}`] : []),
    `Total: ${money(data.totalCents)}`,
    ...(data.vat ? [`incl. VAT ${formatRate(data.vat.rateBp)}: ${money(data.vat.taxCents)}`] : []),
    ...(data.nothingToShip
      ? []
      : ['', 'Shipping to:', data.shippingDetails.fullName, ...shippedTo(data.shippingDetails, data.countryName)]),
  ].join('\n');
}

const signOff = '\n\nWith our thanks,\nMaison Lumière';

/** The invoice's link, once the order is paid and numbered. */
function invoiceLink(data: OrderMailData): string {
  if (!data.invoiceUrl) return '';
  const label = `Download your invoice${data.invoiceNumber ? ` ${data.invoiceNumber}` : ''} (PDF)`;
  return `<p style="margin:0 0 16px;"><a href="${escapeHtml(data.invoiceUrl)}" style="color:${ACCENT};">${escapeHtml(label)}</a></p>\n`;
}

export function orderConfirmationMail(data: OrderMailData): RenderedMail {
  const total = formatMoney(data.totalCents, data.currency);
  const title = `Thank you for your order #${data.orderId}`;
  // Its custom perfumes are made for it in the atelier: the order ships when they are bottled.
  const made = data.madeToOrderDays === undefined ? '' : madeToOrderLine(data.madeToOrderDays);
  // Gift cards only: each recipient is e-mailed on their day; nothing leaves the atelier.
  const next = data.nothingToShip
    ? 'Each gift card is e-mailed to its recipient on the day you chose.'
    : 'We will write again when it leaves our atelier.';
  const html = frame(
    title,
    `Order #${data.orderId} is paid: ${total}. We are preparing it now.`,
    `<p style="margin:0;">We have received your payment of <strong>${escapeHtml(total)}</strong> and are preparing your order. ${escapeHtml(next)}</p>
${made ? `<p style="margin:12px 0 0;color:${ACCENT};">${escapeHtml(made)}</p>\n` : ''}${linesTable(data)}
${addressBlock(data.shippingDetails, data.countryName, data.nothingToShip)}
${button(data.orderUrl, 'View your order')}
${invoiceLink(data)}<p style="margin:0;font-size:13px;color:${SOFT};">Keep this e-mail: the button opens your order's page whenever you want to follow it.</p>`,
  );
  const invoice = data.invoiceUrl
    ? `\nYour invoice${data.invoiceNumber ? ` ${data.invoiceNumber}` : ''} (PDF): ${data.invoiceUrl}`
    : '';
  const text = `${title}\n\nWe have received your payment of ${total} and are preparing your order. ${next}\n\n${made ? `${made}\n\n` : ''}${textLines(data)}\n\nView your order: ${data.orderUrl}${invoice}${signOff}`;
  return { kind: 'order-confirmation', subject: `Your order #${data.orderId} is confirmed`, html, text };
}

export function orderShippedMail(data: OrderMailData & { carrier: string; trackingNumber: string }): RenderedMail {
  const title = `Your order #${data.orderId} is on its way`;
  // The carrier's own tracking page, when the shop knows the carrier.
  const tracked = trackingUrl(data.carrier, data.trackingNumber);
  const number = `<strong style="font-family:Menlo,Consolas,monospace;letter-spacing:0.04em;">${escapeHtml(data.trackingNumber)}</strong>`;
  const html = frame(
    title,
    `Shipped with ${data.carrier}, tracking number ${data.trackingNumber}.`,
    `<p style="margin:0;">Your order has left our atelier with <strong>${escapeHtml(data.carrier)}</strong>.</p>
<p style="margin:12px 0 0;">Tracking number: ${tracked ? `<a href="${escapeHtml(tracked)}" style="color:${ACCENT};">${number}</a>` : number}</p>
${addressBlock(data.shippingDetails, data.countryName)}
${button(data.orderUrl, 'Follow your order')}`,
  );
  const text = `${title}\n\nYour order has left our atelier with ${data.carrier}.\nTracking number: ${data.trackingNumber}${tracked ? `\nTrack it with ${data.carrier}: ${tracked}` : ''}\n\n${textLines(data)}\n\nFollow your order: ${data.orderUrl}${signOff}`;
  return { kind: 'order-shipped', subject: `Your order #${data.orderId} has shipped`, html, text };
}

export function orderCancelledMail(data: OrderMailData): RenderedMail {
  const title = `Your order #${data.orderId} has been cancelled`;
  const html = frame(
    title,
    `Order #${data.orderId} has been cancelled.`,
    `<p style="margin:0;">Your order has been cancelled before it was paid: no payment was taken. If you did not ask for this, simply reply and we will look into it.</p>
${linesTable(data)}
${button(data.orderUrl, 'View your order')}`,
  );
  const text = `${title}\n\nYour order has been cancelled before it was paid: no payment was taken. If you did not ask for this, simply reply and we will look into it.\n\n${textLines(data)}\n\nView your order: ${data.orderUrl}${signOff}`;
  return { kind: 'order-cancelled', subject: `Your order #${data.orderId} has been cancelled`, html, text };
}

/** One refund of an order: what it gave back, its credit note, and whether the order is now refunded in full. */
export interface RefundMailData {
  amountCents: Cents;
  creditNote: string | null;
  /** The bottles given back (a whole refund lists the order's lines instead). */
  lines?: { name: string; quantity: number; grossCents: Cents }[];
  shippingCents?: Cents;
  /** The order is refunded in full with this refund. */
  whole: boolean;
}

/** A refund's mail: the amount, the credit note's number, and what it gave back. */
export function orderRefundedMail(
  data: OrderMailData,
  refund: RefundMailData = { amountCents: data.totalCents, creditNote: null, whole: true },
): RenderedMail {
  const title = refund.whole
    ? `Your order #${data.orderId} has been refunded`
    : `Part of your order #${data.orderId} has been refunded`;
  const money = formatMoney(refund.amountCents, data.currency);
  const amount = escapeHtml(money);
  const body = `We have refunded ${money} to the card you paid with. Banks usually show it within 5 to 10 business days.`;
  const note = refund.creditNote ? `Credit note: ${refund.creditNote}.` : '';
  const noteUrl = refund.creditNote && data.creditNoteUrl ? data.creditNoteUrl(refund.creditNote) : undefined;
  const given = refund.lines
    ? [
        ...refund.lines.map((l) => `${l.name} × ${l.quantity}: ${formatMoney(l.grossCents, data.currency)}`),
        ...(refund.shippingCents ? [`Shipping: ${formatMoney(refund.shippingCents, data.currency)}`] : []),
      ]
    : undefined;
  const html = frame(
    title,
    `${amount} is on its way back to your card.`,
    `<p style="margin:0;">We have refunded <strong>${amount}</strong> to the card you paid with. Banks usually show it within 5 to 10 business days.</p>
${
  note
    ? `<p style="margin:12px 0 0;">${
        noteUrl ? `<a href="${escapeHtml(noteUrl)}" style="color:${ACCENT};">${escapeHtml(note)}</a>` : escapeHtml(note)
      }</p>`
    : ''
}
${
  given
    ? `<ul style="margin:16px 0 0;padding-left:20px;">${given.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ul>`
    : linesTable(data)
}
${button(data.orderUrl, 'View your order')}`,
  );
  const what = given ? given.map((g) => `- ${g}`).join('\n') : textLines(data);
  const text = `${title}\n\n${body}${note ? `\n${note}${noteUrl ? ` ${noteUrl}` : ''}` : ''}\n\n${what}\n\nView your order: ${data.orderUrl}${signOff}`;
  return { kind: 'order-refunded', subject: title, html, text };
}

/** What a return mail says of the return: its number, its bottles, and the house's message. */
export interface ReturnMailData {
  returnId: number;
  lines: { name: string; quantity: number }[];
  message: string | null;
  /** Where the parcel goes (an approval): the house's name and address. */
  sendTo?: { name: string; address: string } | undefined;
}

/** The house's answer to a return asked: approved (send the parcel) or refused, with its message. */
export function returnDecisionMail(data: OrderMailData, ret: ReturnMailData, approved: boolean): RenderedMail {
  const title = approved
    ? `Your return for order #${data.orderId} is approved`
    : `Your return for order #${data.orderId} was not accepted`;
  const rma = rmaNumber(ret.returnId);
  const lead = approved
    ? `We have approved your return ${rma}. Please send the bottles below back to us, with ${rma} written on the parcel; we refund them once it reaches us.`
    : `We are sorry: we cannot accept the return you asked for (${rma}).`;
  const howToSend = approved ? PERFUME_RETURN_SHIPPING : [];
  const bottles = ret.lines.map((l) => `${l.name} × ${l.quantity}`);
  const sendTo = approved && ret.sendTo ? [ret.sendTo.name, ...ret.sendTo.address.split(/\r?\n/)] : undefined;
  const html = frame(
    title,
    approved ? `Return #${ret.returnId} is approved: send the parcel.` : `Return #${ret.returnId} was not accepted.`,
    `<p style="margin:0;">${escapeHtml(lead)}</p>
<ul style="margin:16px 0 0;padding-left:20px;">${bottles.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>
${
  ret.message
    ? `<p style="margin:20px 0 0;"><span style="font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${ACCENT};">Our message</span><br>${escapeHtml(ret.message).replace(/\r?\n/g, '<br>')}</p>`
    : ''
}
${
  sendTo
    ? `<p style="margin:20px 0 0;"><span style="font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${ACCENT};">Send the parcel to</span><br>${sendTo.map(escapeHtml).join('<br>')}</p>`
    : ''
}
${
  howToSend.length
    ? `<p style="margin:20px 0 0;"><span style="font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${ACCENT};">How to send perfume</span></p><ul style="margin:8px 0 0;padding-left:20px;">${howToSend.map((h) => `<li>${escapeHtml(h)}</li>`).join('')}</ul>`
    : ''
}
${button(data.orderUrl, 'View your order')}`,
  );
  const text = `${title}\n\n${lead}\n\n${bottles.map((b) => `- ${b}`).join('\n')}${
    sendTo ? `\n\nSend the parcel to:\n${sendTo.join('\n')}` : ''
  }${howToSend.length ? `\n\nHow to send perfume:\n${howToSend.map((h) => `- ${h}`).join('\n')}` : ''}${
    ret.message ? `\n\nOur message:\n${ret.message}` : ''
  }\n\nView your order: ${data.orderUrl}${signOff}`;
  return { kind: approved ? 'return-approved' : 'return-refused', subject: title, html, text };
}

export function passwordResetMail(data: { fullName: string; resetUrl: string }): RenderedMail {
  const title = 'Choose a new password';
  const html = frame(
    title,
    'A link to choose a new password for your Maison Lumière account. It works once, for one hour.',
    `<p style="margin:0;">Dear ${escapeHtml(data.fullName)},</p>
<p style="margin:12px 0 0;">Someone, we hope you, asked to reset the password of your Maison Lumière account. The link below works once, for one hour.</p>
${button(data.resetUrl, 'Choose a new password')}
<p style="margin:0;font-size:13px;color:${SOFT};">If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  );
  const text = `Dear ${data.fullName},\n\nSomeone, we hope you, asked to reset the password of your Maison Lumière account. This link works once, for one hour:\n\n${data.resetUrl}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.${signOff}`;
  return { kind: 'password-reset', subject: 'Reset your Maison Lumière password', html, text };
}

/** An invitation to the house's staff (DESIGN §1, "Staff"): who invites, to which role, and the link. */
export interface StaffInvitationMailData {
  /** The owner who sent it, by name. */
  invitedBy: string;
  /** The role's name ("Fulfilment") and what it may do, in a line. */
  role: string;
  roleDescription: string;
  acceptUrl: string;
}

export function staffInvitationMail(data: StaffInvitationMailData): RenderedMail {
  const title = 'Join the Maison Lumière team';
  const lead = `${data.invitedBy} invites you to the Maison Lumière back office as ${data.role}: ${data.roleDescription.charAt(0).toLowerCase()}${data.roleDescription.slice(1)}.`;
  const once = 'The link works once, for 24 hours. If it has expired, ask for a new one.';
  const unexpected = 'If you were not expecting this, ignore this e-mail: nothing happens without the link.';
  const html = frame(
    title,
    `${data.invitedBy} invites you to the Maison Lumière back office as ${data.role}.`,
    `<p style="margin:0;">Hello,</p>
<p style="margin:12px 0 0;"><strong>${escapeHtml(data.invitedBy)}</strong> invites you to the Maison Lumière back office as <strong>${escapeHtml(data.role)}</strong>: ${escapeHtml(data.roleDescription.charAt(0).toLowerCase() + data.roleDescription.slice(1))}.</p>
<p style="margin:12px 0 0;">Choose your name and a password to join. ${escapeHtml(once)}</p>
${button(data.acceptUrl, 'Accept the invitation')}
<p style="margin:0;font-size:13px;color:${SOFT};">${escapeHtml(unexpected)}</p>`,
  );
  const text = `Hello,\n\n${lead}\n\nChoose your name and a password to join. ${once}\n\n${data.acceptUrl}\n\n${unexpected}${signOff}`;
  return { kind: 'staff-invitation', subject: `${data.invitedBy} invites you to Maison Lumière`, html, text };
}

/** The link that confirms a new account's address (three days, once). */
export function emailVerificationMail(data: { fullName: string; verifyUrl: string }): RenderedMail {
  const title = 'Confirm your e-mail address';
  const html = frame(
    title,
    'One click to confirm the address of your Maison Lumière account. The link works once, for three days.',
    `<p style="margin:0;">Dear ${escapeHtml(data.fullName)},</p>
<p style="margin:12px 0 0;">Welcome to Maison Lumière. Please confirm that this address is yours: the credit of a sample you bought, and the orders you placed as a guest with this address, reach your account once it is confirmed. The link below works once, for three days.</p>
${button(data.verifyUrl, 'Confirm my address')}
<p style="margin:0;font-size:13px;color:${SOFT};">If you did not open an account with us, ignore this e-mail: nothing more will reach you.</p>`,
  );
  const text = `Dear ${data.fullName},\n\nWelcome to Maison Lumière. Please confirm that this address is yours: the credit of a sample you bought, and the orders you placed as a guest with this address, reach your account once it is confirmed. This link works once, for three days:\n\n${data.verifyUrl}\n\nIf you did not open an account with us, ignore this e-mail: nothing more will reach you.${signOff}`;
  return { kind: 'email-verification', subject: 'Confirm your e-mail address', html, text };
}

/** What the recipient of a gift card reads: who it is from, its value, its code and how to use it. */
export interface GiftCardMailData {
  recipientName: string;
  /** The buyer, as the order's shipping details name them. */
  fromName: string;
  message: string | null;
  amountCents: Cents;
  currency: string;
  /** The code, grouped XXXX-XXXX-XXXX-XXXX. */
  code: string;
  shopUrl: string;
  balanceUrl: string;
}

export function giftCardMail(data: GiftCardMailData): RenderedMail {
  const amount = formatMoney(data.amountCents, data.currency);
  const title = `A gift card of ${amount} for you`;
  const message = data.message
    ? `<p style="margin:16px 0 0;padding:12px 16px;border-left:2px solid ${ACCENT};font-family:${SERIF};font-size:18px;font-style:italic;color:${INK};">${escapeHtml(data.message).replace(/\n/g, '<br>')}</p>`
    : '';
  const html = frame(
    title,
    `${data.fromName} sends you a Maison Lumière gift card of ${amount}.`,
    `<p style="margin:0;">Dear ${escapeHtml(data.recipientName)},</p>
<p style="margin:12px 0 0;"><strong>${escapeHtml(data.fromName)}</strong> sends you a Maison Lumière gift card of <strong>${escapeHtml(amount)}</strong>.</p>
${message}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:24px 0 0;border:1px solid ${LINE};background:${PAPER};">
<tr><td style="padding:20px;text-align:center;">
<div style="font-size:12px;letter-spacing:0.12em;color:${SOFT};">YOUR GIFT CARD CODE</div>
<div style="margin-top:8px;font-family:Menlo,Consolas,monospace;font-size:22px;letter-spacing:0.08em;color:${INK};">${escapeHtml(data.code)}</div>
<div style="margin-top:8px;font-size:14px;color:${ACCENT};">${escapeHtml(amount)}</div>
</td></tr></table>
${button(data.shopUrl, 'Choose your perfume')}
<p style="margin:0;font-size:13px;color:${SOFT};">Enter the code in your cart or at checkout: it pays part or all of an order, and what is left stays on the card. <a href="${escapeHtml(data.balanceUrl)}" style="color:${ACCENT};">Check its balance</a>.</p>`,
  );
  const text = `Dear ${data.recipientName},\n\n${data.fromName} sends you a Maison Lumière gift card of ${amount}.${
    data.message ? `\n\n"${data.message}"` : ''
  }\n\nYour gift card code: ${data.code}\n\nEnter the code in your cart or at checkout: it pays part or all of an order, and what is left stays on the card.\nChoose your perfume: ${data.shopUrl}\nCheck its balance: ${data.balanceUrl}${signOff}`;
  return { kind: 'gift-card', subject: `${data.fromName} sends you a Maison Lumière gift card`, html, text };
}

/** "Notify me" (decision 060): the size a shopper waited for is back. */
export interface BackInStockMailData {
  /** The bottle with its size: "Noir Absolu — 30 ml". */
  name: string;
  /** The perfume's page. */
  productUrl: string;
}

export function backInStockMail(data: BackInStockMailData): RenderedMail {
  const title = `${data.name} is back`;
  const lead = `You asked us to write when ${data.name} was back. It is on sale again, while the bottles last.`;
  const once = 'We write about it only this once: your request is now closed.';
  const html = frame(
    title,
    `${data.name} is on sale again.`,
    `<p style="margin:0;">You asked us to write when <strong>${escapeHtml(data.name)}</strong> was back. It is on sale again, while the bottles last.</p>
${button(data.productUrl, 'See it in the shop')}
<p style="margin:0;font-size:13px;color:${SOFT};">${escapeHtml(once)}</p>`,
  );
  const text = `${title}\n\n${lead}\n\nSee it in the shop: ${data.productUrl}\n\n${once}${signOff}`;
  return { kind: 'back-in-stock', subject: title, html, text };
}

/** Fourteen days after an order shipped: its perfumes, each with a link to its review form. */
export function reviewInvitationMail(
  data: OrderMailData & { perfumes: readonly { name: string; reviewUrl: string }[] },
): RenderedMail {
  const title = 'How are you finding your perfume?';
  const lead = `Your order #${data.orderId} reached you a little while ago. Tell other customers how it wears: the stars, how long it lasts, how far it carries.`;
  const list = data.perfumes
    .map(
      (p) =>
        `<li style="margin:0 0 8px;"><a href="${escapeHtml(p.reviewUrl)}" style="color:${ACCENT};">Review ${escapeHtml(p.name)}</a></li>`,
    )
    .join('');
  const html = frame(
    title,
    `Review what you bought in order #${data.orderId}.`,
    `<p style="margin:0;">${escapeHtml(lead)}</p>
<ul style="margin:16px 0 0;padding-left:20px;">${list}</ul>
<p style="margin:16px 0 0;font-size:13px;color:${SOFT};">We ask only this once for this order.</p>`,
  );
  const links = data.perfumes.map((p) => `Review ${p.name}: ${p.reviewUrl}`).join('\n');
  const text = `${title}\n\n${lead}\n\n${links}\n\nWe ask only this once for this order.${signOff}`;
  return { kind: 'review-invitation', subject: `How is your order #${data.orderId}?`, html, text };
}

/** A shopper's message from the contact page, for the house (issue #32). */
export interface ContactMailData {
  name: string;
  email: string;
  /** The subject chosen, in words ("An order"). */
  subject: string;
  /** Its digits, or '' for none. */
  orderNumber: string;
  message: string;
}

/** The house's copy of a contact message: answered by replying (Reply-To is the shopper). */
export function contactMessageMail(data: ContactMailData): RenderedMail {
  const title = `A message from ${data.name}`;
  const order = data.orderNumber ? `#${data.orderNumber}` : '';
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 16px 4px 0;vertical-align:top;font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${ACCENT};white-space:nowrap;">${label}</td><td style="padding:4px 0;vertical-align:top;">${value}</td></tr>`;
  const html = frame(
    title,
    `${data.subject}${order ? `, order ${order}` : ''}: ${data.message.slice(0, 120)}`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:15px;">
${row('From', `${escapeHtml(data.name)} &lt;<a href="mailto:${escapeHtml(data.email)}" style="color:${ACCENT};">${escapeHtml(data.email)}</a>&gt;`)}
${row('Subject', escapeHtml(data.subject))}
${order ? row('Order', escapeHtml(order)) : ''}
</table>
<div style="margin:20px 0 0;padding:16px 20px;border-left:2px solid ${ACCENT};background:${PAPER};white-space:pre-wrap;word-break:break-word;">${escapeHtml(data.message)}</div>
<p style="margin:20px 0 0;font-size:13px;color:${SOFT};">Written on the shop's contact page. Reply to this e-mail to answer ${escapeHtml(data.name)}: the answer goes to ${escapeHtml(data.email)}.</p>`,
  );
  const text = `${title}\n\nFrom: ${data.name} <${data.email}>\nSubject: ${data.subject}${order ? `\nOrder: ${order}` : ''}\n\n${data.message}\n\n--\nWritten on the shop's contact page. Reply to this e-mail to answer ${data.name}: the answer goes to ${data.email}.`;
  return {
    kind: 'contact-message',
    subject: `Contact: ${data.subject}${order ? ` (order ${order})` : ''} · ${data.name}`,
    html,
    text,
  };
}

/**
 * The shopper's acknowledgement: that the message arrived and when to expect an answer. It repeats
 * nothing the shopper typed but the order number's digits, so the form cannot mail anyone a text of
 * someone else's choosing.
 */
export function contactAcknowledgementMail(data: {
  /** The subject chosen, in words ("An order"); absent for "Something else". */
  subject?: string;
  orderNumber: string;
  replyWithin: string;
}): RenderedMail {
  const title = 'Thank you for writing to us';
  const about = data.subject ? ` about ${data.subject.charAt(0).toLowerCase()}${data.subject.slice(1)}` : '';
  const order = data.orderNumber ? ` (order #${data.orderNumber})` : '';
  const lead = `Your message${about}${order} has reached the atelier. One of us will answer within ${data.replyWithin}, by e-mail.`;
  const more = 'If you have something to add, simply reply to this e-mail.';
  const html = frame(
    title,
    `Your message has reached us: we answer within ${data.replyWithin}.`,
    `<p style="margin:0;">${escapeHtml(lead)}</p>
<p style="margin:12px 0 0;">${escapeHtml(more)}</p>
<p style="margin:20px 0 0;font-size:13px;color:${SOFT};">You receive this because this address was given on our contact page. If it was not you, ignore this e-mail.</p>`,
  );
  const text = `${title}\n\n${lead}\n\n${more}\n\nYou receive this because this address was given on our contact page. If it was not you, ignore this e-mail.${signOff}`;
  return { kind: 'contact-acknowledgement', subject: 'We have received your message', html, text };
}

/** A return asked (to the customer) or its parcel received: what happens next. */
export function returnProgressMail(
  data: OrderMailData,
  ret: Pick<ReturnMailData, 'returnId' | 'lines'>,
  step: 'requested' | 'received',
): RenderedMail {
  const rma = rmaNumber(ret.returnId);
  const title =
    step === 'requested'
      ? `We have your return request for order #${data.orderId}`
      : `Your returned parcel has reached us (${rma})`;
  const lead =
    step === 'requested'
      ? `Your request ${rma} has reached us. We answer within two working days, by e-mail: please keep the bottles until then.`
      : `Your parcel for return ${rma} has arrived. We check the bottles and refund them to the card you paid with, usually within five working days; a mail with the credit note follows.`;
  const bottles = ret.lines.map((l) => `${l.name} × ${l.quantity}`);
  const html = frame(
    title,
    lead,
    `<p style="margin:0;">${escapeHtml(lead)}</p>
<ul style="margin:16px 0 0;padding-left:20px;">${bottles.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>
${button(data.orderUrl, 'View your order')}`,
  );
  const text = `${title}\n\n${lead}\n\n${bottles.map((b) => `- ${b}`).join('\n')}\n\nView your order: ${data.orderUrl}${signOff}`;
  return { kind: step === 'requested' ? 'return-requested' : 'return-received', subject: title, html, text };
}

/** The house's alert: a customer asked to return bottles; it waits in the back office's Returns tab. */
export function returnAlertMail(data: {
  orderId: number;
  returnId: number;
  customer: string;
  lines: { name: string; quantity: number }[];
  reason: string | null;
  returnsUrl: string;
}): RenderedMail {
  const rma = rmaNumber(data.returnId);
  const title = `Return asked: order #${data.orderId} (${rma})`;
  const bottles = data.lines.map((l) => `${l.name} × ${l.quantity}`);
  const lead = `${data.customer} asks to return bottles of order #${data.orderId}. Approve or refuse it in the back office.`;
  const html = frame(
    title,
    lead,
    `<p style="margin:0;">${escapeHtml(lead)}</p>
<ul style="margin:16px 0 0;padding-left:20px;">${bottles.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>
${data.reason ? `<p style="margin:16px 0 0;white-space:pre-wrap;">Reason: ${escapeHtml(data.reason)}</p>` : ''}
${button(data.returnsUrl, 'Open the returns')}`,
  );
  const text = `${title}\n\n${lead}\n\n${bottles.map((b) => `- ${b}`).join('\n')}${
    data.reason ? `\n\nReason: ${data.reason}` : ''
  }\n\nOpen the returns: ${data.returnsUrl}`;
  return { kind: 'return-alert', subject: title, html, text };
}

/** To a reviewer: her review is now on the perfume's page, or the house has answered it. */
export function reviewNewsMail(data: {
  fullName: string;
  perfumeName: string;
  productUrl: string;
  answer?: string | undefined;
}): RenderedMail {
  const answered = data.answer !== undefined;
  const title = answered
    ? `We have answered your review of ${data.perfumeName}`
    : `Your review of ${data.perfumeName} is published`;
  const lead = answered
    ? `Dear ${data.fullName}, thank you again for your review. Our answer shows beneath it on the perfume's page:`
    : `Dear ${data.fullName}, thank you: your review now shows on the perfume's page for every customer to read.`;
  const html = frame(
    title,
    lead,
    `<p style="margin:0;">${escapeHtml(lead)}</p>
${answered ? `<div style="margin:16px 0 0;padding:16px 20px;border-left:2px solid ${ACCENT};background:${PAPER};white-space:pre-wrap;word-break:break-word;">${escapeHtml(data.answer ?? '')}</div>` : ''}
${button(data.productUrl, `See ${data.perfumeName}`)}`,
  );
  const text = `${title}\n\n${lead}${answered ? `\n\n${data.answer}` : ''}\n\nSee ${data.perfumeName}: ${data.productUrl}${signOff}`;
  return { kind: answered ? 'review-answered' : 'review-published', subject: title, html, text };
}
