import { useId } from 'react';
import { clsx as cn } from 'clsx';
import { parseNotes } from '@/domain/catalogue/notes';
import { msg } from '@/domain/i18n/translator';
import { useI18n } from '@/client/lib/i18n';

/** Each tier's name, its short name (the compact card) and its hint. */
const tiers = [
  {
    key: 'top',
    label: msg('Top Notes'),
    short: msg('Top'),
    hint: msg('The first impression, bright and fleeting'),
  },
  {
    key: 'middle',
    label: msg('Middle Notes'),
    short: msg('Middle'),
    hint: msg('The heart, unfolding after a few minutes'),
  },
  { key: 'base', label: msg('Base Notes'), short: msg('Base'), hint: msg('The lasting trail, deep and warm') },
] as const;

/**
 * The Fragrance Notes card: top, middle and base. The product page shows it whole; the quick view
 * (components/quick-view.tsx) `compact`: an h3 under the sheet's title, the three tiers without their hints.
 */
export function FragranceNotes({ notes, compact = false }: { notes: string; compact?: boolean }) {
  const { t } = useI18n();
  const pyramid = parseNotes(notes);
  const headingId = useId();
  const Heading = compact ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('border border-line bg-surface', compact ? 'p-5' : 'p-6 sm:p-8')}
    >
      <Heading id={headingId} className={cn('font-serif', compact ? 'text-xl' : 'text-2xl')}>
        {t('Fragrance Notes')}
      </Heading>
      <dl className={cn('grid', compact ? 'mt-4 grid-cols-3 gap-4' : 'mt-6 gap-6 sm:grid-cols-3')}>
        {tiers.map((tier, i) => (
          <div key={tier.key} className={cn('min-w-0 border-t border-line', compact ? 'pt-3' : 'pt-4')}>
            <dt
              className={cn(
                'flex items-baseline gap-2 font-medium uppercase',
                compact ? 'text-[0.625rem] tracking-[0.16em]' : 'text-[0.6875rem] tracking-[0.2em]',
              )}
            >
              <span aria-hidden="true" className="font-serif text-base tracking-normal text-accent normal-case italic">
                {['I', 'II', 'III'][i]}
              </span>
              {t(compact ? tier.short : tier.label)}
            </dt>
            <dd className={cn('mt-2 font-serif break-words', compact ? 'text-lg leading-snug' : 'text-xl')}>
              {pyramid[tier.key] || '—'}
            </dd>
            {compact ? null : <dd className="mt-1 text-xs text-ink-soft">{t(tier.hint)}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
