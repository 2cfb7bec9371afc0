import { createElement } from 'react';
import { A, MailLayout, P, Small } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.reviewInvitation;

/** Fourteen days after an order shipped: its perfumes, each with a link to its review form. */
export function reviewInvitationMail(
  data: OrderMailData & { perfumes: readonly { name: string; reviewUrl: string }[] },
): RenderedMail {
  const lead = words.lead({ id: data.orderId });
  const links = createElement(
    'ul',
    { style: { margin: '16px 0 0', paddingLeft: '20px' } },
    ...data.perfumes.map((p) => (
      <li style={{ margin: '0 0 8px' }}>
        <A href={p.reviewUrl}>{words.review({ name: p.name })}</A>
      </li>
    )),
  );
  const html = (
    <MailLayout title={words.title} preheader={words.preheader({ id: data.orderId })}>
      <P>{lead}</P>
      {links}
      <Small at={16}>{words.once}</Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(
      words.title,
      lead,
      data.perfumes.map((p) => textLink(words.review({ name: p.name }), p.reviewUrl)).join('\n'),
      words.once,
    ),
  );
  return renderMail('review-invitation', words.subject({ id: data.orderId }), html, text);
}
