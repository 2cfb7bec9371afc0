import { bespokeDraftOf } from '@/domain/bespoke/schemas';
import { writeStoredDraft } from '@/client/lib/draft-storage';
import { paths } from '@/domain/pages/paths';

/**
 * Opens a finished design (a bespoke cart line's or creation's details) in the builder to be
 * revised: it becomes the current draft, at the review step, and the answer is where to go
 * (`navigate(to)`). The builder saves it to the account, as it does any draft, once it opens.
 * Undefined, and nothing written, when the details are not a valid design.
 */
export function writeBespokeDraft(details: unknown, now: Date = new Date()): string | undefined {
  const draft = bespokeDraftOf(details, now);
  if (!draft) return undefined;
  writeStoredDraft('bespoke', draft);
  return paths.recipeBuilder({ step: 'review' });
}
