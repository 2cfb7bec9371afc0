import { Fragment, type ReactNode } from 'react';
import { GIFT_CARD_COLOURS, GIFT_CARD_ROWS, GIFT_CARD_WORDS, type GiftCardPart } from '../../../domain/gift-cards/card';
import type { Translator } from '../../../domain/i18n/translator';
import type { Cents } from '../../../domain/shared/money';
import { A, ACCENT, Button, INK, Lines, MailLayout, MONO, P, SERIF, Small, Table, Tagged } from '../../mail/layout';
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
  /** Whom it is from: the name the giver wrote on the card, else the buyer as the order names them. */
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
  const dear = tr.t(GIFT_CARD_WORDS.greeting, { name: data.recipientName });
  const sends = tr.t('<b>{from}</b> sends you a Maison Lumière gift card of <b>{amount}</b>.', { from, amount });
  const code = tr.t(GIFT_CARD_WORDS.codeLabel);
  const howToUse = tr.t(
    'Enter the code in your cart or at checkout: it pays part or all of an order, and what is left stays on the card.',
  );
  const noEnd = tr.t('It has no end date.');
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
      <GiftCard
        words={{
          wordmark: GIFT_CARD_WORDS.wordmark,
          title: tr.t(GIFT_CARD_WORDS.title).toLocaleUpperCase(tr.tag),
          amount,
          codeLabel: code.toLocaleUpperCase(tr.tag),
          code: data.code,
          from: tr.t(GIFT_CARD_WORDS.from, { from }),
        }}
      />
      <Button href={data.shopUrl}>{choose}</Button>
      <Small>
        {howToUse} {noEnd} <A href={data.balanceUrl}>{balance}</A>.
      </Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(
      dear,
      untagged(sends),
      ...(data.message ? [tr.t('"{message}"', { message: data.message })] : []),
      tr.t('Your gift card code: {code}', { code: data.code }),
      [`${howToUse} ${noEnd}`, textLink(choose, data.shopUrl), textLink(balance, data.balanceUrl)].join('\n'),
    ),
    tr,
  );
  return renderMail('gift-card', tr.t('{from} sends you a Maison Lumière gift card', { from }), html, text);
}

/** The card's look, shared with the gift-card page's preview (src/domain/gift-cards/card.ts). */
const CARD = GIFT_CARD_COLOURS;

/** Each part of the card's face as a mail client draws it: inline styles, the serif behind system fonts. */
function partOf(part: GiftCardPart, words: Record<GiftCardPart, string>): ReactNode {
  switch (part) {
    case 'wordmark':
      return (
        <td style={{ fontFamily: SERIF, fontSize: '20px', fontWeight: 500, color: CARD.type, whiteSpace: 'nowrap' }}>
          <span style={{ color: CARD.accent, fontSize: '9px', verticalAlign: '3px', paddingRight: '6px' }}>◆</span>
          {words.wordmark}
        </td>
      );
    case 'title':
      return (
        <td align="right" style={{ fontSize: '11px', letterSpacing: '0.14em', color: CARD.accent }}>
          {words.title}
        </td>
      );
    case 'amount':
      return (
        <td
          colSpan={2}
          style={{
            padding: '36px 0 4px',
            fontFamily: SERIF,
            fontSize: '44px',
            lineHeight: '1',
            fontVariantNumeric: 'lining-nums tabular-nums',
            color: CARD.type,
          }}
        >
          {words.amount}
        </td>
      );
    case 'codeLabel':
      return (
        <td colSpan={2} style={{ paddingTop: '20px', fontSize: '10px', letterSpacing: '0.14em', color: CARD.accent }}>
          {words.codeLabel}
        </td>
      );
    case 'code':
      return (
        <td
          colSpan={2}
          style={{ paddingTop: '4px', fontFamily: MONO, fontSize: '18px', letterSpacing: '0.08em', color: CARD.type }}
        >
          {words.code}
        </td>
      );
    case 'from':
      return (
        <td colSpan={2} style={{ paddingTop: '16px', fontSize: '13px', color: CARD.soft }}>
          {words.from}
        </td>
      );
  }
}

/**
 * The card itself, as the gift-card page previews it: a card-shaped block in the house's ink, its parts row by row
 * in the order the domain gives (the wordmark and "Gift card", the amount in the serif, the code, whom it is from).
 * Tables and inline styles, as mail clients want.
 */
function GiftCard({ words }: { words: Record<GiftCardPart, string> }) {
  return (
    <Table width="100%" style={{ margin: '24px 0 0', maxWidth: '420px' }}>
      <tr>
        <td style={{ background: CARD.card, color: CARD.type, padding: '24px 28px', borderRadius: '14px' }}>
          <Table width="100%">
            {GIFT_CARD_ROWS.map((row) => (
              <tr key={row.join()}>
                {row.map((part) => (
                  <Fragment key={part}>{partOf(part, words)}</Fragment>
                ))}
              </tr>
            ))}
          </Table>
        </td>
      </tr>
    </Table>
  );
}
