import { Button, MailLayout, P } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { LinesTable, orderText, trOf } from '../../mail/order-parts';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';

/** The order was cancelled before it was paid: nothing was taken. In its language. */
export function orderCancelledMail(data: OrderMailData): RenderedMail {
  const tr = trOf(data);
  const id = data.orderId;
  const title = tr.t('Your order #{id} has been cancelled', { id });
  const body = tr.t(
    'Your order has been cancelled before it was paid: no payment was taken. If you did not ask for this, simply reply and we will look into it.',
  );
  const viewOrder = tr.t('View your order');
  const html = (
    <MailLayout tr={tr} title={title} preheader={tr.t('Order #{id} has been cancelled.', { id })}>
      <P>{body}</P>
      <LinesTable data={data} />
      <Button href={data.orderUrl}>{viewOrder}</Button>
    </MailLayout>
  );
  const text = signedOff(paragraphs(title, body, orderText(data), textLink(viewOrder, data.orderUrl, tr)), tr);
  return renderMail('order-cancelled', title, html, text);
}
