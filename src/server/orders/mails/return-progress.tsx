import { rmaNumber } from '../../../domain/returns/rma';
import { Bullets, Button, MailLayout, P } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink, textList } from '../../mail/render';
import { en } from '../../mail/words/en';
import { bottlesOf, type ReturnMailData } from './return-decision';

const words = en.returns;

/** A return asked (to the customer) or its parcel received: what happens next. */
export function returnProgressMail(
  data: OrderMailData,
  ret: Pick<ReturnMailData, 'returnId' | 'lines'>,
  step: 'requested' | 'received',
): RenderedMail {
  const rma = rmaNumber(ret.returnId);
  const title = step === 'requested' ? words.requestedTitle({ id: data.orderId }) : words.receivedTitle({ rma });
  const lead = step === 'requested' ? words.requestedLead({ rma }) : words.receivedLead({ rma });
  const bottles = bottlesOf(ret.lines);
  const html = (
    <MailLayout title={title} preheader={lead}>
      <P>{lead}</P>
      <Bullets items={bottles} />
      <Button href={data.orderUrl}>{en.viewOrder}</Button>
    </MailLayout>
  );
  const text = signedOff(paragraphs(title, lead, textList(bottles), textLink(en.viewOrder, data.orderUrl)));
  return renderMail(step === 'requested' ? 'return-requested' : 'return-received', title, html, text);
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
  const title = words.alertTitle({ id: data.orderId, rma: rmaNumber(data.returnId) });
  const bottles = bottlesOf(data.lines);
  const lead = words.alertLead({ customer: data.customer, id: data.orderId });
  const reason = data.reason ? words.reason({ reason: data.reason }) : '';
  const html = (
    <MailLayout title={title} preheader={lead}>
      <P>{lead}</P>
      <Bullets items={bottles} />
      {reason ? (
        <P at={16} style={{ whiteSpace: 'pre-wrap' }}>
          {reason}
        </P>
      ) : null}
      <Button href={data.returnsUrl}>{words.open}</Button>
    </MailLayout>
  );
  const text = paragraphs(
    title,
    lead,
    textList(bottles),
    ...(reason ? [reason] : []),
    textLink(words.open, data.returnsUrl),
  );
  return renderMail('return-alert', title, html, text);
}
