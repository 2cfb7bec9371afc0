import type { Translator } from '../../../domain/i18n/translator';
import { Button, MailLayout, P, Rich, Small } from '../../mail/layout';
import { englishMail, paragraphs, type RenderedMail, renderMail, signedOff, tagged, textLink } from '../../mail/render';

/** "Notify me" (decision 060): the size a shopper waited for is back. */
export interface BackInStockMailData {
  /** The bottle with its size: "Noir Absolu — 30 ml". */
  name: string;
  /** The perfume's page, in the request's language. */
  productUrl: string;
  /** The language the shopper asked in (`stock_notifications.locale`); English when absent. */
  tr?: Translator;
}

/** Stands in for the name inside the sentence's tags: a name is never read as markup. */
const NAME = '\u0001';

export function backInStockMail(data: BackInStockMailData): RenderedMail {
  const tr = data.tr ?? englishMail();
  const { name } = data;
  const title = tr.t('{name} is back', { name });
  const lead = tagged(
    tr.t('You asked us to write when <b>{name}</b> was back. It is on sale again, while the bottles last.', {
      name: NAME,
    }),
  );
  const named = (words: string) => words.replace(NAME, () => name);
  const button = tr.t('See it in the shop');
  const once = tr.t('We write about it only this once: your request is now closed.');
  const html = (
    <MailLayout tr={tr} title={title} preheader={tr.t('{name} is on sale again.', { name })}>
      <P>
        <Rich parts={lead.map((p) => (p.tag ? <strong>{named(p.words)}</strong> : named(p.words)))} />
      </P>
      <Button href={data.productUrl}>{button}</Button>
      <Small>{once}</Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(title, lead.map((p) => named(p.words)).join(''), textLink(button, data.productUrl, tr), once),
    tr,
  );
  return renderMail('back-in-stock', title, html, text);
}
