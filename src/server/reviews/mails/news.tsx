import type { Translator } from '../../../domain/i18n/translator';
import { Button, MailLayout, P, Quote } from '../../mail/layout';
import { englishMail, paragraphs, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';

/** To a reviewer: her review is now on the perfume's page, or the house has answered it, in her account's language. */
export function reviewNewsMail(data: {
  fullName: string;
  perfumeName: string;
  /** The perfume's page, in the account's language. */
  productUrl: string;
  answer?: string | undefined;
  /** The reviewer's account's language (`users.locale`); English when absent. */
  tr?: Translator;
}): RenderedMail {
  const tr = data.tr ?? englishMail();
  const answered = data.answer !== undefined;
  const perfume = data.perfumeName;
  const name = data.fullName;
  const title = answered
    ? tr.t('We have answered your review of {perfume}', { perfume })
    : tr.t('Your review of {perfume} is published', { perfume });
  const lead = answered
    ? tr.t("Dear {name}, thank you again for your review. Our answer shows beneath it on the perfume's page:", { name })
    : tr.t("Dear {name}, thank you: your review now shows on the perfume's page for every customer to read.", { name });
  const see = tr.t('See {perfume}', { perfume });
  const html = (
    <MailLayout tr={tr} title={title} preheader={lead}>
      <P>{lead}</P>
      {answered ? <Quote>{data.answer ?? ''}</Quote> : null}
      <Button href={data.productUrl}>{see}</Button>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(title, lead, ...(answered ? [data.answer ?? ''] : []), textLink(see, data.productUrl, tr)),
    tr,
  );
  return renderMail(answered ? 'review-answered' : 'review-published', title, html, text);
}
