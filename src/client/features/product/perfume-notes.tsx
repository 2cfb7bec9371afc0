import { useId } from 'react';
import type { NoteWithWords, Perfume } from '@/domain/catalogue/catalogue';
import { notesByTier, type NoteTier, noteTiers } from '@/domain/catalogue/notes';
import { msg } from '@/domain/i18n/translator';
import { useI18n } from '@/client/lib/i18n';

/** Each tier's name and what it is (the spec's Fragrance Notes card: top, middle and base). */
const tierWords: Record<NoteTier, { label: string; hint: string }> = {
  top: { label: msg('Top Notes'), hint: msg('The first impression, bright and fleeting') },
  middle: { label: msg('Middle Notes'), hint: msg('The heart, unfolding after a few minutes') },
  base: { label: msg('Base Notes'), hint: msg('The lasting trail, deep and warm') },
};

/** A perfume's notes by tier: the answer's, with their words; else its notes read top → base, without words. */
function pyramidOf(perfume: Pick<Perfume, 'notes' | 'pyramid'>): Record<NoteTier, NoteWithWords[]> {
  if (perfume.pyramid) return perfume.pyramid;
  const tiers = notesByTier(perfume.notes);
  const plain = (names: string[]) => names.map((name) => ({ name, words: '' }));
  return { top: plain(tiers.top), middle: plain(tiers.middle), base: plain(tiers.base) };
}

/**
 * The product page's Fragrance Notes (issue #51): each tier with what it is, and each of its notes with its own
 * words (the ingredient's characteristics, or the notes' glossary), so no two perfumes read alike.
 */
export function PerfumeNotes({ perfume }: { perfume: Pick<Perfume, 'notes' | 'pyramid'> }) {
  const { t } = useI18n();
  const headingId = useId();
  const pyramid = pyramidOf(perfume);
  return (
    <section aria-labelledby={headingId} className="border border-line bg-surface p-6 sm:p-8">
      <h2 id={headingId} className="font-serif text-2xl">
        {t('Fragrance Notes')}
      </h2>
      <div className="mt-6 grid gap-6">
        {noteTiers.map((tier, i) => (
          <div key={tier} className="grid gap-3 border-t border-line pt-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-6">
            <div>
              <h3 className="flex items-baseline gap-2 text-[0.6875rem] font-medium tracking-[0.2em] uppercase">
                <span
                  aria-hidden="true"
                  className="font-serif text-base tracking-normal text-accent normal-case italic"
                >
                  {['I', 'II', 'III'][i]}
                </span>
                {t(tierWords[tier].label)}
              </h3>
              <p className="mt-1 text-xs text-ink-soft">{t(tierWords[tier].hint)}</p>
            </div>
            {pyramid[tier].length ? (
              <dl className="grid gap-3">
                {pyramid[tier].map((note) => (
                  <div key={note.name}>
                    <dt className="font-serif text-xl break-words">{note.name}</dt>
                    {note.words ? <dd className="text-sm text-ink-soft">{note.words}</dd> : null}
                  </div>
                ))}
              </dl>
            ) : (
              <p className="font-serif text-xl">—</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
