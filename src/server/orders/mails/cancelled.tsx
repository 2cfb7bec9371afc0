import { Button, MailLayout, P } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { LinesTable, orderText } from '../../mail/order-parts';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.cancelled;

/** The order was cancelled before it was paid: nothing was taken. */
export function orderCancelledMail(data: OrderMailData): RenderedMail {
  const title = words.title({ id: data.orderId });
  const html = (
    <MailLayout title={title} preheader={words.preheader({ id: data.orderId })}>
      <P>{words.body}</P>
      <LinesTable data={data} />
      <Button href={data.orderUrl}>{en.viewOrder}</Button>
    </MailLayout>
  );
  const text = signedOff(paragraphs(title, words.body, orderText(data), textLink(en.viewOrder, data.orderUrl)));
  return renderMail('order-cancelled', title, html, text);
}
