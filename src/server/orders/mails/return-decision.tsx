import { PERFUME_RETURN_SHIPPING, rmaNumber } from '../../../domain/returns/rma';
import { Bullets, Button, Label, Labelled, MailLayout, P } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { trOf } from '../../mail/order-parts';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink, textList } from '../../mail/render';

/** What a return mail says of the return: its number, its bottles, and the house's message. */
export interface ReturnMailData {
  returnId: number;
  lines: { name: string; quantity: number }[];
  message: string | null;
  /** Where the parcel goes (an approval): the house's name and address. */
  sendTo?: { name: string; address: string } | undefined;
}

/** A return's bottles, one a line. */
export const bottlesOf = (lines: readonly { name: string; quantity: number }[]) =>
  lines.map((l) => `${l.name} × ${l.quantity}`);

/** The house's answer to a return asked: approved (send the parcel) or refused, with its message; in the order's language. */
export function returnDecisionMail(data: OrderMailData, ret: ReturnMailData, approved: boolean): RenderedMail {
  const tr = trOf(data);
  const id = data.orderId;
  const title = approved
    ? tr.t('Your return for order #{id} is approved', { id })
    : tr.t('Your return for order #{id} was not accepted', { id });
  const rma = rmaNumber(ret.returnId);
  const lead = approved
    ? tr.t(
        'We have approved your return {rma}. Please send the bottles below back to us, with {rma} written on the parcel; we refund them once it reaches us.',
        { rma },
      )
    : tr.t('We are sorry: we cannot accept the return you asked for ({rma}).', { rma });
  const howToSend = approved ? PERFUME_RETURN_SHIPPING.map((line) => tr.t(line)) : [];
  const bottles = bottlesOf(ret.lines);
  const sendTo = approved && ret.sendTo ? [ret.sendTo.name, ...ret.sendTo.address.split(/\r?\n/)] : undefined;
  const preheader = approved
    ? tr.t('Return #{returnId} is approved: send the parcel.', { returnId: ret.returnId })
    : tr.t('Return #{returnId} was not accepted.', { returnId: ret.returnId });
  const words = {
    ourMessage: tr.t('Our message'),
    sendTo: tr.t('Send the parcel to'),
    howToSend: tr.t('How to send perfume'),
    viewOrder: tr.t('View your order'),
  };
  const html = (
    <MailLayout tr={tr} title={title} preheader={preheader}>
      <P>{lead}</P>
      <Bullets items={bottles} />
      {ret.message ? <Labelled label={words.ourMessage} lines={ret.message.split(/\r?\n/)} /> : null}
      {sendTo ? <Labelled label={words.sendTo} lines={sendTo} /> : null}
      {howToSend.length ? (
        <>
          <P at={20}>
            <Label>{words.howToSend}</Label>
          </P>
          <Bullets at={8} items={howToSend} />
        </>
      ) : null}
      <Button href={data.orderUrl}>{words.viewOrder}</Button>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(
      title,
      lead,
      textList(bottles),
      ...(sendTo ? [`${words.sendTo}:\n${sendTo.join('\n')}`] : []),
      ...(howToSend.length ? [`${words.howToSend}:\n${textList(howToSend)}`] : []),
      ...(ret.message ? [`${words.ourMessage}:\n${ret.message}`] : []),
      textLink(words.viewOrder, data.orderUrl, tr),
    ),
    tr,
  );
  return renderMail(approved ? 'return-approved' : 'return-refused', title, html, text);
}
