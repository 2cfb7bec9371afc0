import type { Translator } from '../../../domain/i18n/translator';
import type { Cents } from '../../../domain/shared/money';
import {
  A,
  ACCENT,
  Button,
  INK,
  LINE,
  Lines,
  MailLayout,
  MONO,
  P,
  PAPER,
  SERIF,
  Small,
  SOFT,
  Table,
  Tagged,
} from '../../mail/layout';
import {
  englishMail,
  paragraphs,
  type RenderedMail,
  renderMail,
  signedOff,
  textLink,
  untagged,
} from '../../mail/render';

/** What the recipient of a gift card reads: who it is from, its value, its code and how to use it. */
export interface GiftCardMailData {
  recipientName: string;
  /** The buyer, as the order's shipping details name them. */
  fromName: string;
  message: string | null;
  amountCents: Cents;
  currency: string;
  /** The code, grouped XXXX-XXXX-XXXX-XXXX. */
  code: string;
  shopUrl: string;
  balanceUrl: string;
  /** The language the buyer chose for the recipient (`gift_cards.recipient_locale`); English when absent. */
  tr?: Translator;
}

/** The recipient's mail, in the language the buyer chose for them: its words, its amount. */
export function giftCardMail(data: GiftCardMailData): RenderedMail {
  const tr = data.tr ?? englishMail();
  const from = data.fromName;
  const amount = tr.money(data.amountCents, data.currency);
  const dear = tr.t('Dear {name},', { name: data.recipientName });
  const sends = tr.t('<b>{from}</b> sends you a Maison Lumière gift card of <b>{amount}</b>.', { from, amount });
  const code = tr.t('Your gift card code');
  const howToUse = tr.t(
    'Enter the code in your cart or at checkout: it pays part or all of an order, and what is left stays on the card.',
  );
  const choose = tr.t('Choose your perfume');
  const balance = tr.t('Check its balance');
  const html = (
    <MailLayout
      tr={tr}
      title={tr.t('A gift card of {amount} for you', { amount })}
      preheader={tr.t('{from} sends you a Maison Lumière gift card of {amount}.', { from, amount })}
    >
      <P>{dear}</P>
      <P at={12}>
        <Tagged message={sends} />
      </P>
      {data.message ? (
        <P
          at={16}
          style={{
            padding: '12px 16px',
            borderLeft: `2px solid ${ACCENT}`,
            fontFamily: SERIF,
            fontSize: '18px',
            fontStyle: 'italic',
            color: INK,
          }}
        >
          <Lines lines={data.message.split('\n')} />
        </P>
      ) : null}
      <Table width="100%" style={{ margin: '24px 0 0', border: `1px solid ${LINE}`, background: PAPER }}>
        <tr>
          <td style={{ padding: '20px', textAlign: 'center' }}>
            <div style={{ fontSize: '12px', letterSpacing: '0.12em', color: SOFT }}>
              {code.toLocaleUpperCase(tr.tag)}
            </div>
            <div style={{ marginTop: '8px', fontFamily: MONO, fontSize: '22px', letterSpacing: '0.08em', color: INK }}>
              {data.code}
            </div>
            <div style={{ marginTop: '8px', fontSize: '14px', color: ACCENT }}>{amount}</div>
          </td>
        </tr>
      </Table>
      <Button href={data.shopUrl}>{choose}</Button>
      <Small>
        {howToUse} <A href={data.balanceUrl}>{balance}</A>.
      </Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(
      dear,
      untagged(sends),
      ...(data.message ? [tr.t('"{message}"', { message: data.message })] : []),
      tr.t('Your gift card code: {code}', { code: data.code }),
      [howToUse, textLink(choose, data.shopUrl), textLink(balance, data.balanceUrl)].join('\n'),
    ),
    tr,
  );
  return renderMail('gift-card', tr.t('{from} sends you a Maison Lumière gift card', { from }), html, text);
}
