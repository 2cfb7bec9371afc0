import { Button, MailLayout, P, Rich, Small } from '../../mail/layout';
import { paragraphs, plain, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.backInStock;

/** "Notify me" (decision 060): the size a shopper waited for is back. */
export interface BackInStockMailData {
  /** The bottle with its size: "Noir Absolu — 30 ml". */
  name: string;
  /** The perfume's page. */
  productUrl: string;
}

export function backInStockMail(data: BackInStockMailData): RenderedMail {
  const title = words.title({ name: data.name });
  const html = (
    <MailLayout title={title} preheader={words.preheader({ name: data.name })}>
      <P>
        <Rich parts={words.lead({ name: <strong>{data.name}</strong> })} />
      </P>
      <Button href={data.productUrl}>{words.button}</Button>
      <Small>{words.once}</Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(title, plain(words.lead({ name: data.name })), textLink(words.button, data.productUrl), words.once),
  );
  return renderMail('back-in-stock', title, html, text);
}
