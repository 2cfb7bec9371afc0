import { formatMoney, type Cents } from '../../../domain/shared/money';
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
  Rich,
  SERIF,
  Small,
  SOFT,
  Table,
} from '../../mail/layout';
import { paragraphs, plain, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.giftCard;

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
}

export function giftCardMail(data: GiftCardMailData): RenderedMail {
  const amount = formatMoney(data.amountCents, data.currency);
  const dear = en.dear({ name: data.recipientName });
  const html = (
    <MailLayout title={words.title({ amount })} preheader={words.preheader({ from: data.fromName, amount })}>
      <P>{dear}</P>
      <P at={12}>
        <Rich parts={words.sends({ from: <strong>{data.fromName}</strong>, amount: <strong>{amount}</strong> })} />
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
            <div style={{ fontSize: '12px', letterSpacing: '0.12em', color: SOFT }}>{words.code.toUpperCase()}</div>
            <div style={{ marginTop: '8px', fontFamily: MONO, fontSize: '22px', letterSpacing: '0.08em', color: INK }}>
              {data.code}
            </div>
            <div style={{ marginTop: '8px', fontSize: '14px', color: ACCENT }}>{amount}</div>
          </td>
        </tr>
      </Table>
      <Button href={data.shopUrl}>{words.choose}</Button>
      <Small>
        {words.howToUse} <A href={data.balanceUrl}>{words.balance}</A>.
      </Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(
      dear,
      plain(words.sends({ from: data.fromName, amount })),
      ...(data.message ? [words.quoted({ message: data.message })] : []),
      `${words.code}: ${data.code}`,
      [words.howToUse, textLink(words.choose, data.shopUrl), textLink(words.balance, data.balanceUrl)].join('\n'),
    ),
  );
  return renderMail('gift-card', words.subject({ from: data.fromName }), html, text);
}
