import { parseNotes } from '@/domain/catalogue/notes';

const tiers = [
  { key: 'top', label: 'Top Notes', hint: 'The first impression, bright and fleeting' },
  { key: 'middle', label: 'Middle Notes', hint: 'The heart, unfolding after a few minutes' },
  { key: 'base', label: 'Base Notes', hint: 'The lasting trail, deep and warm' },
] as const;

export function FragranceNotes({ notes }: { notes: string }) {
  const pyramid = parseNotes(notes);
  return (
    <section aria-labelledby="notes-heading" className="border border-line bg-surface p-6 sm:p-8">
      <h2 id="notes-heading" className="font-serif text-2xl">
        Fragrance Notes
      </h2>
      <dl className="mt-6 grid gap-6 sm:grid-cols-3">
        {tiers.map((tier, i) => (
          <div key={tier.key} className="border-t border-line pt-4">
            <dt className="flex items-baseline gap-2 text-[0.6875rem] font-medium tracking-[0.2em] uppercase">
              <span aria-hidden="true" className="font-serif text-base tracking-normal text-accent normal-case italic">
                {['I', 'II', 'III'][i]}
              </span>
              {tier.label}
            </dt>
            <dd className="mt-2 font-serif text-xl">{pyramid[tier.key] || '—'}</dd>
            <dd className="mt-1 text-xs text-ink-soft">{tier.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
