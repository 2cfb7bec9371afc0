import { Button, MailLayout, P, Quote } from '../../mail/layout';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.reviewNews;

/** To a reviewer: her review is now on the perfume's page, or the house has answered it. */
export function reviewNewsMail(data: {
  fullName: string;
  perfumeName: string;
  productUrl: string;
  answer?: string | undefined;
}): RenderedMail {
  const answered = data.answer !== undefined;
  const title = answered
    ? words.answeredTitle({ perfume: data.perfumeName })
    : words.publishedTitle({ perfume: data.perfumeName });
  const lead = answered ? words.answeredLead({ name: data.fullName }) : words.publishedLead({ name: data.fullName });
  const see = words.see({ perfume: data.perfumeName });
  const html = (
    <MailLayout title={title} preheader={lead}>
      <P>{lead}</P>
      {answered ? <Quote>{data.answer ?? ''}</Quote> : null}
      <Button href={data.productUrl}>{see}</Button>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(title, lead, ...(answered ? [data.answer ?? ''] : []), textLink(see, data.productUrl)),
  );
  return renderMail(answered ? 'review-answered' : 'review-published', title, html, text);
}
