import { useId } from 'react';
import { clsx as cn } from 'clsx';
import { parseNotes } from '@/domain/catalogue/notes';

const tiers = [
  { key: 'top', label: 'Top Notes', hint: 'The first impression, bright and fleeting' },
  { key: 'middle', label: 'Middle Notes', hint: 'The heart, unfolding after a few minutes' },
  { key: 'base', label: 'Base Notes', hint: 'The lasting trail, deep and warm' },
] as const;

/**
 * The Fragrance Notes card: top, middle and base. The product page shows it whole; the quick view
 * (components/quick-view.tsx) `compact`: an h3 under the sheet's title, the three tiers without their hints.
 */
export function FragranceNotes({ notes, compact = false }: { notes: string; compact?: boolean }) {
  const pyramid = parseNotes(notes);
  const headingId = useId();
  const Heading = compact ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('border border-line bg-surface', compact ? 'p-5' : 'p-6 sm:p-8')}
    >
      <Heading id={headingId} className={cn('font-serif', compact ? 'text-xl' : 'text-2xl')}>
        Fragrance Notes
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
              {compact ? tier.label.replace(' Notes', '') : tier.label}
            </dt>
            <dd className={cn('mt-2 font-serif break-words', compact ? 'text-lg leading-snug' : 'text-xl')}>
              {pyramid[tier.key] || '—'}
            </dd>
            {compact ? null : <dd className="mt-1 text-xs text-ink-soft">{tier.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
