import type { Translator } from '../../../domain/i18n/translator';
import { A, Bullets, Button, MailLayout, P, Small } from '../../mail/layout';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink, textList } from '../../mail/render';

/*
 * The abandoned-cart reminder (DESIGN §1 "Abandoned carts and consent"): sent once per cart's contents, only to an
 * address that consented, in its reader's language. Its lines, a button back to the cart (on any device), and the
 * unsubscribe link every marketing mail carries in its footer and in its `List-Unsubscribe` headers (RFC 8058).
 */

/** One line of the cart as the mail lists it. */
interface ReminderLine {
  /** "Ambre Nuit" or a creation's name. */
  name: string;
  /** A catalogue line's size in ml; null for a creation or a gift card. */
  volume: number | null;
  quantity: number;
}

export interface CartReminderData {
  /** The reader's language: the account's, or the one the guest ticked the box in. */
  tr: Translator;
  /** The account's name; null for a guest (greeted without one). */
  customerName: string | null;
  lines: readonly ReminderLine[];
  /** `/cart?restore={token}` on the shop, in the reader's language. */
  restoreUrl: string;
  /** `/api/marketing/unsubscribe?token={token}`: the one-click withdrawal. */
  unsubscribeUrl: string;
}

/** A marketing mail's own headers: the unsubscribe link, and that a POST to it withdraws in one click (RFC 8058). */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The reminder, as HTML and text from the same words; its headers are `unsubscribeHeaders`. */
export function cartReminderMail(data: CartReminderData): RenderedMail {
  const { tr } = data;
  const items = data.lines.map((line) =>
    tr.t('{item} × {quantity}', {
      item: line.volume === null ? line.name : tr.t('{name}, {volume} ml', { name: line.name, volume: line.volume }),
      quantity: line.quantity,
    }),
  );
  const dear = data.customerName ? tr.t('Dear {name},', { name: data.customerName }) : tr.t('Hello,');
  const left = tr.t('You left {count, plural, one {this perfume} other {these perfumes}} in your cart:', {
    count: data.lines.length,
  });
  const back = tr.t('Return to your cart');
  const small = tr.t(
    'The link opens your cart on any device. Prices and availability are confirmed when you check out.',
  );
  const why = tr.t('You receive this e-mail because you asked us to write about new perfumes and offers.');
  const stop = tr.t('Unsubscribe');
  const html = (
    <MailLayout
      tr={tr}
      title={tr.t('Your cart is waiting for you')}
      preheader={tr.t('The perfumes you chose are still in your cart.')}
      footer={
        <>
          {why} <A href={data.unsubscribeUrl}>{stop}</A>
        </>
      }
    >
      <P>{dear}</P>
      <P at={12}>{left}</P>
      <Bullets items={items} at={8} />
      <Button href={data.restoreUrl}>{back}</Button>
      <Small>{small}</Small>
    </MailLayout>
  );
  const text = paragraphs(
    signedOff(paragraphs(dear, `${left}\n${textList(items)}`, textLink(back, data.restoreUrl, tr), small), tr),
    `${why}\n${textLink(stop, data.unsubscribeUrl, tr)}`,
  );
  return renderMail('cart-reminder', tr.t('Your cart is waiting for you'), html, text);
}
