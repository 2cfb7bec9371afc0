import { rmaNumber } from '../../../domain/returns/rma';
import { Bullets, Button, MailLayout, P } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { trOf } from '../../mail/order-parts';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink, textList } from '../../mail/render';
import { en } from '../../mail/words/en';
import { bottlesOf, type ReturnMailData } from './return-decision';

const words = en.returns;

/** A return asked (to the customer) or its parcel received: what happens next, in the order's language. */
export function returnProgressMail(
  data: OrderMailData,
  ret: Pick<ReturnMailData, 'returnId' | 'lines'>,
  step: 'requested' | 'received',
): RenderedMail {
  const tr = trOf(data);
  const rma = rmaNumber(ret.returnId);
  const title =
    step === 'requested'
      ? tr.t('We have your return request for order #{id}', { id: data.orderId })
      : tr.t('Your returned parcel has reached us ({rma})', { rma });
  const lead =
    step === 'requested'
      ? tr.t(
          'Your request {rma} has reached us. We answer within two working days, by e-mail: please keep the bottles until then.',
          { rma },
        )
      : tr.t(
          'Your parcel for return {rma} has arrived. We check the bottles and refund them to the card you paid with, usually within five working days; a mail with the credit note follows.',
          { rma },
        );
  const bottles = bottlesOf(ret.lines);
  const viewOrder = tr.t('View your order');
  const html = (
    <MailLayout tr={tr} title={title} preheader={lead}>
      <P>{lead}</P>
      <Bullets items={bottles} />
      <Button href={data.orderUrl}>{viewOrder}</Button>
    </MailLayout>
  );
  const text = signedOff(paragraphs(title, lead, textList(bottles), textLink(viewOrder, data.orderUrl, tr)), tr);
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
    <MailLayout title={title} preheader={lead} signed={false}>
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
