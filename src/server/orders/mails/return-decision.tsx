import { PERFUME_RETURN_SHIPPING, rmaNumber } from '../../../domain/returns/rma';
import { Bullets, Button, Label, Labelled, MailLayout, P } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink, textList } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.returns;

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

/** The house's answer to a return asked: approved (send the parcel) or refused, with its message. */
export function returnDecisionMail(data: OrderMailData, ret: ReturnMailData, approved: boolean): RenderedMail {
  const title = approved ? words.approvedTitle({ id: data.orderId }) : words.refusedTitle({ id: data.orderId });
  const rma = rmaNumber(ret.returnId);
  const lead = approved ? words.approvedLead({ rma }) : words.refusedLead({ rma });
  const howToSend = approved ? PERFUME_RETURN_SHIPPING : [];
  const bottles = bottlesOf(ret.lines);
  const sendTo = approved && ret.sendTo ? [ret.sendTo.name, ...ret.sendTo.address.split(/\r?\n/)] : undefined;
  const preheader = approved
    ? words.approvedPreheader({ returnId: ret.returnId })
    : words.refusedPreheader({ returnId: ret.returnId });
  const html = (
    <MailLayout title={title} preheader={preheader}>
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
      <Button href={data.orderUrl}>{en.viewOrder}</Button>
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
      textLink(en.viewOrder, data.orderUrl),
    ),
  );
  return renderMail(approved ? 'return-approved' : 'return-refused', title, html, text);
}
