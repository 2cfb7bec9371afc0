import { type BespokeDraft, bespokeDraftOf, bespokeDraftSchema } from '@/domain/bespoke';
import { writeStoredDraft } from '@/client/lib/draft-storage';
import { useBuilderDraft } from '@/client/lib/use-builder-draft';

/** The bespoke builder's draft (its step and design), kept across Back, reload and sign-in. */
export const useBespokeDraft = () => useBuilderDraft<BespokeDraft>('bespoke', bespokeDraftSchema);

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
  return '/recipe-builder?step=review';
}
