import { type Cents, formatMoney } from '../../../domain/shared/money';
import { A, Bullets, Button, MailLayout, P, Rich } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { LinesTable, orderText } from '../../mail/order-parts';
import { paragraphs, plain, type RenderedMail, renderMail, signedOff, textLink, textList } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.refunded;

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
  const title = words.title({ id: data.orderId, whole: refund.whole });
  const amount = formatMoney(refund.amountCents, data.currency);
  const note = refund.creditNote ? words.creditNote({ number: refund.creditNote }) : '';
  const noteUrl = refund.creditNote && data.creditNoteUrl ? data.creditNoteUrl(refund.creditNote) : undefined;
  const given = refund.lines
    ? [
        ...refund.lines.map((l) => `${l.name} × ${l.quantity}: ${formatMoney(l.grossCents, data.currency)}`),
        ...(refund.shippingCents ? [`${en.order.shipping}: ${formatMoney(refund.shippingCents, data.currency)}`] : []),
      ]
    : undefined;
  const html = (
    <MailLayout title={title} preheader={words.preheader({ amount })}>
      <P>
        <Rich parts={words.body({ amount: <strong>{amount}</strong> })} />
      </P>
      {note ? <P at={12}>{noteUrl ? <A href={noteUrl}>{note}</A> : note}</P> : null}
      {given ? <Bullets items={given} /> : <LinesTable data={data} />}
      <Button href={data.orderUrl}>{en.viewOrder}</Button>
    </MailLayout>
  );
  const body = plain(words.body({ amount })) + (note ? `\n${note}${noteUrl ? ` ${noteUrl}` : ''}` : '');
  const what = given ? textList(given) : orderText(data);
  const text = signedOff(paragraphs(title, body, what, textLink(en.viewOrder, data.orderUrl)));
  return renderMail('order-refunded', title, html, text);
}
