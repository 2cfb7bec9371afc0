import { Fragment, type ReactNode } from 'react';
import {
  CODE_PLACEHOLDER,
  GIFT_CARD_COLOURS,
  GIFT_CARD_ROWS,
  GIFT_CARD_WORDS,
  type GiftCardPart,
} from '@/domain/gift-cards/card';
import { useI18n } from '@/client/lib/i18n';

/** What the shopper has written so far: the amount already in the market's money, the names and the message as typed. */
interface GiftCardPreviewProps {
  /** The amount as the market writes it; empty while "Another amount" holds none. */
  amount: string;
  recipientName: string;
  /** The giver's name as the card will say it (the "From" written, else the signed-in shopper's); empty: "From you". */
  giver: string;
  message: string;
}

const CARD = GIFT_CARD_COLOURS;

/**
 * The gift card as its recipient's mail will show it, from the same description (src/domain/gift-cards/card.ts): the
 * greeting, the giver's message, then the dark card (the wordmark and "Gift card", the amount in the serif, the code
 * to come, whom it is from). A figure with its caption for screen readers; it is not a live region, so typing is
 * not announced at every keystroke.
 */
export function GiftCardPreview({ amount, recipientName, giver, message }: GiftCardPreviewProps) {
  const { t, tag } = useI18n();
  const name = recipientName.trim();
  const words: Record<GiftCardPart, string> = {
    wordmark: GIFT_CARD_WORDS.wordmark,
    title: t(GIFT_CARD_WORDS.title),
    amount: amount || '—',
    codeLabel: t(GIFT_CARD_WORDS.codeLabel),
    code: CODE_PLACEHOLDER,
    from: giver.trim() ? t(GIFT_CARD_WORDS.from, { from: giver.trim() }) : t('From you'),
  };
  return (
    <figure className="grid gap-4" aria-labelledby="gift-card-preview-caption">
      <figcaption id="gift-card-preview-caption" className="eyebrow">
        {t('Preview of the card')}
      </figcaption>
      <div className="grid gap-4 border border-line bg-surface p-6 sm:p-8">
        {name ? <p className="text-ink">{t(GIFT_CARD_WORDS.greeting, { name })}</p> : null}
        {message.trim() ? (
          <p className="border-l-2 border-accent py-1 pl-4 font-serif text-lg whitespace-pre-line text-ink italic [overflow-wrap:anywhere]">
            {message.trim()}
          </p>
        ) : null}
        <div
          className="grid max-w-[26rem] gap-0 rounded-[14px] border border-line px-7 py-6 shadow-sm"
          style={{ background: CARD.card, color: CARD.type }}
        >
          {GIFT_CARD_ROWS.map((row) => (
            <div key={row.join()} className="flex items-baseline justify-between gap-4">
              {row.map((part) => (
                <Fragment key={part}>{partOf(part, words, tag)}</Fragment>
              ))}
            </div>
          ))}
        </div>
        <p className="text-sm text-ink-soft">{t('Its code is written in the e-mail once your order is paid.')}</p>
      </div>
    </figure>
  );
}

/** Each part of the card's face as the page draws it, in the mail's sizes. */
function partOf(part: GiftCardPart, words: Record<GiftCardPart, string>, tag: string): ReactNode {
  switch (part) {
    case 'wordmark':
      return (
        <span className="font-serif text-xl font-medium whitespace-nowrap">
          <span aria-hidden="true" className="pr-1.5 align-[3px] text-[9px]" style={{ color: CARD.accent }}>
            ◆
          </span>
          {words.wordmark}
        </span>
      );
    case 'title':
      return (
        <span className="text-[11px] tracking-[0.14em]" style={{ color: CARD.accent }}>
          {words.title.toLocaleUpperCase(tag)}
        </span>
      );
    case 'amount':
      return (
        <span className="pt-9 pb-1 font-serif text-[44px] leading-none tabular-nums lining-nums [overflow-wrap:anywhere]">
          {words.amount}
        </span>
      );
    case 'codeLabel':
      return (
        <span className="pt-5 text-[10px] tracking-[0.14em]" style={{ color: CARD.accent }}>
          {words.codeLabel.toLocaleUpperCase(tag)}
        </span>
      );
    case 'code':
      return (
        <span className="pt-1 font-mono text-lg tracking-[0.08em] opacity-70" aria-hidden="true">
          {words.code}
        </span>
      );
    case 'from':
      return (
        <span className="pt-4 text-[13px] [overflow-wrap:anywhere]" style={{ color: CARD.soft }}>
          {words.from}
        </span>
      );
  }
}
