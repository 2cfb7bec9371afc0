import { MailLayout, P, Small } from '../../mail/layout';
import { paragraphs, type RenderedMail, renderMail, signedOff } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.contactAcknowledgement;

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
  const about = data.subject ? `${data.subject.charAt(0).toLowerCase()}${data.subject.slice(1)}` : undefined;
  const lead = words.lead({ about, orderNumber: data.orderNumber, replyWithin: data.replyWithin });
  const html = (
    <MailLayout title={words.title} preheader={words.preheader({ replyWithin: data.replyWithin })}>
      <P>{lead}</P>
      <P at={12}>{words.more}</P>
      <Small at={20}>{words.why}</Small>
    </MailLayout>
  );
  const text = signedOff(paragraphs(words.title, lead, words.more, words.why));
  return renderMail('contact-acknowledgement', words.subject, html, text);
}
