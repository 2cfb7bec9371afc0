import type { ContactSubject } from '../../../domain/contact/contact';
import type { Translator } from '../../../domain/i18n/translator';
import { MailLayout, P, Small } from '../../mail/layout';
import { englishMail, paragraphs, type RenderedMail, renderMail, signedOff } from '../../mail/render';

/**
 * The shopper's acknowledgement: that the message arrived and when to expect an answer, in the language of the
 * page it was sent from. It repeats nothing the shopper typed but the order number's digits, so the form cannot
 * mail anyone a text of someone else's choosing.
 */
export function contactAcknowledgementMail(data: {
  /** The subject chosen; "Something else" (`other`) is not named. */
  subject: ContactSubject;
  /** Its digits, or '' for none. */
  orderNumber: string;
  /** The language of the request that sent the message; English when absent. */
  tr?: Translator;
}): RenderedMail {
  const tr = data.tr ?? englishMail();
  const title = tr.t('Thank you for writing to us');
  // Within REPLY_WITHIN (domain/settings/house.ts). Each subject is named in the sentence as its language says it
  // (the contact form's label, lower-cased in English); an order number is digits only, so never "none".
  const lead = tr.t(
    'Your message{subject, select, order { about an order} return { about a return or a damaged bottle} bespoke { about a custom or bespoke perfume} refill { about refilling a bottle} visit { about visiting the atelier} other {}}{order, select, none {} other { (order #{order})}} has reached the atelier. One of us will answer within one working day, by e-mail.',
    { subject: data.subject, order: data.orderNumber || 'none' },
  );
  const more = tr.t('If you have something to add, simply reply to this e-mail.');
  const why = tr.t(
    'You receive this because this address was given on our contact page. If it was not you, ignore this e-mail.',
  );
  const html = (
    <MailLayout
      tr={tr}
      title={title}
      preheader={tr.t('Your message has reached us: we answer within one working day.')}
    >
      <P>{lead}</P>
      <P at={12}>{more}</P>
      <Small at={20}>{why}</Small>
    </MailLayout>
  );
  const text = signedOff(paragraphs(title, lead, more, why), tr);
  return renderMail('contact-acknowledgement', tr.t('We have received your message'), html, text);
}
