import { useId } from 'react';
import type { BoughtGiftCard } from '@/domain/gift-cards/schemas';
import type { Translator } from '@/domain/i18n/translator';
import { usePrice } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

/** Where a card's mail is: cancelled by a refund, sent (when), or waiting for its day. */
function giftCardMailState(
  card: Pick<BoughtGiftCard, 'cancelled' | 'sentAt' | 'sendOn'>,
  { t, dateTime, day }: Pick<Translator, 't' | 'dateTime' | 'day'>,
): string {
  if (card.cancelled) return t('Cancelled: its code is no longer accepted');
  if (card.sentAt) return t('E-mailed on {date}', { date: dateTime(card.sentAt) });
  return card.sendOn ? t('To be e-mailed on {day}', { day: day(card.sendOn) }) : t('To be e-mailed shortly');
}

/**
 * The gift cards an order bought (issue #43): for each, its recipient's name and e-mail, the amount, whom it is
 * from (the name the giver signed it with, when they wrote one: issue #51), the message and the day, and whether
 * its mail has gone. On the shopper's order page and the back office's order view; nothing when the order bought
 * none. Never a code.
 */
export function GiftCardsBought({
  cards,
  className,
  headingClassName,
  headingLevel: Heading = 'h2',
}: {
  cards: readonly BoughtGiftCard[];
  className?: string;
  headingClassName?: string;
  /** The heading's level where the section sits (a sheet's sections are h3). */
  headingLevel?: 'h2' | 'h3';
}) {
  const i18n = useI18n();
  const { t, day } = i18n;
  const price = usePrice();
  const headingId = useId();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={headingClassName}>
        {t('Gift cards')}
      </Heading>
      <ul className="mt-4 grid gap-4" aria-label={t('Gift cards in this order')}>
        {cards.map((card, i) => (
          <li key={i} data-testid="gift-card-bought" className="border border-line p-4 text-sm">
            <p className="flex flex-wrap justify-between gap-x-4 gap-y-1">
              <span className="font-medium break-words">{t('Gift card for {name}', { name: card.recipientName })}</span>
              <span className="tabular-nums">{price(card.amount)}</span>
            </p>
            <dl className="mt-2 grid gap-1 text-ink-soft">
              <div className="flex flex-wrap gap-x-2">
                <dt>{t('Recipient’s e-mail:')}</dt>
                <dd className="break-all text-ink">{card.recipientEmail}</dd>
              </div>
              {card.fromName ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt>{t('From:')}</dt>
                  <dd className="break-words text-ink">{card.fromName}</dd>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-x-2">
                <dt>{t('Delivery day:')}</dt>
                <dd className="text-ink">{card.sendOn ? day(card.sendOn) : t('As soon as it was paid')}</dd>
              </div>
              {card.message ? (
                <div className="grid gap-1">
                  <dt>{t('Message:')}</dt>
                  <dd className="border-l-2 border-accent-soft pl-3 whitespace-pre-line text-ink italic break-words">
                    {card.message}
                  </dd>
                </div>
              ) : null}
            </dl>
            <p className={cn('mt-3 text-[0.8125rem]', card.cancelled ? 'text-danger' : 'text-ink')}>
              {giftCardMailState(card, i18n)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
