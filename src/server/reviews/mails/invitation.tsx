import { createElement } from 'react';
import { A, MailLayout, P, Small } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { trOf } from '../../mail/order-parts';
import { paragraphs, type RenderedMail, renderMail, signedOff } from '../../mail/render';

/** Fourteen days after an order shipped: its perfumes, each with a link to its review form, in the order's language. */
export function reviewInvitationMail(
  data: OrderMailData & { perfumes: readonly { name: string; reviewUrl: string }[] },
): RenderedMail {
  const tr = trOf(data);
  const id = data.orderId;
  const title = tr.t('How are you finding your perfume?');
  const lead = tr.t(
    'Your order #{id} reached you a little while ago. Tell other customers how it wears: the stars, how long it lasts, how far it carries.',
    { id },
  );
  const once = tr.t('We ask only this once for this order.');
  const links = createElement(
    'ul',
    { style: { margin: '16px 0 0', paddingLeft: '20px' } },
    ...data.perfumes.map((p) => (
      <li style={{ margin: '0 0 8px' }}>
        <A href={p.reviewUrl}>{tr.t('Review {name}', { name: p.name })}</A>
      </li>
    )),
  );
  const html = (
    <MailLayout tr={tr} title={title} preheader={tr.t('Review what you bought in order #{id}.', { id })}>
      <P>{lead}</P>
      {links}
      <Small at={16}>{once}</Small>
    </MailLayout>
  );
  // The link's line is one message: a language's spacing before its colon is its own.
  const reviewLinks = data.perfumes.map((p) => tr.t('Review {name}: {url}', { name: p.name, url: p.reviewUrl }));
  const text = signedOff(paragraphs(title, lead, reviewLinks.join('\n'), once), tr);
  return renderMail('review-invitation', tr.t('How is your order #{id}?', { id }), html, text);
}
