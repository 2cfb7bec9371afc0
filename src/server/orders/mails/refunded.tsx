import type { Cents } from '../../../domain/shared/money';
import { A, Bullets, Button, MailLayout, P, Tagged } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { LinesTable, orderText, trOf } from '../../mail/order-parts';
import {
  labelled,
  paragraphs,
  type RenderedMail,
  renderMail,
  signedOff,
  textLink,
  textList,
  untagged,
} from '../../mail/render';

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

/** A refund's mail: the amount, the credit note's number, and what it gave back; in the order's language. */
export function orderRefundedMail(
  data: OrderMailData,
  refund: RefundMailData = { amountCents: data.totalCents, creditNote: null, whole: true },
): RenderedMail {
  const tr = trOf(data);
  const id = data.orderId;
  const money = (c: Cents) => tr.money(c, data.currency);
  const title = refund.whole
    ? tr.t('Your order #{id} has been refunded', { id })
    : tr.t('Part of your order #{id} has been refunded', { id });
  const amount = money(refund.amountCents);
  const note = refund.creditNote ? tr.t('Credit note: {number}.', { number: refund.creditNote }) : '';
  const noteUrl = refund.creditNote && data.creditNoteUrl ? data.creditNoteUrl(refund.creditNote) : undefined;
  const given = refund.lines
    ? [
        ...refund.lines.map((l) => labelled(`${l.name} × ${l.quantity}`, money(l.grossCents), tr)),
        ...(refund.shippingCents ? [labelled(tr.t('Shipping'), money(refund.shippingCents), tr)] : []),
      ]
    : undefined;
  const refunded = tr.t(
    'We have refunded <b>{amount}</b> to the card you paid with. Banks usually show it within 5 to 10 business days.',
    { amount },
  );
  const viewOrder = tr.t('View your order');
  const html = (
    <MailLayout tr={tr} title={title} preheader={tr.t('{amount} is on its way back to your card.', { amount })}>
      <P>
        <Tagged message={refunded} />
      </P>
      {note ? <P at={12}>{noteUrl ? <A href={noteUrl}>{note}</A> : note}</P> : null}
      {given ? <Bullets items={given} /> : <LinesTable data={data} />}
      <Button href={data.orderUrl}>{viewOrder}</Button>
    </MailLayout>
  );
  const body = untagged(refunded) + (note ? `\n${note}${noteUrl ? ` ${noteUrl}` : ''}` : '');
  const what = given ? textList(given) : orderText(data);
  const text = signedOff(paragraphs(title, body, what, textLink(viewOrder, data.orderUrl, tr)), tr);
  return renderMail('order-refunded', title, html, text);
}
