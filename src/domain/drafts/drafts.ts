/**
 * The builders' drafts (where a shopper left the lifestyle questionnaire or the bespoke builder):
 * in the tab's session storage for a guest, in the account once signed in (`/api/user/drafts/:kind`).
 * Their schemas are in `schemas.ts`; the builders' pages load those only to read a draft back.
 */

export const draftKinds = ['lifestyle', 'bespoke'] as const;
export type DraftKind = (typeof draftKinds)[number];

/** A draft is a few hundred bytes; far more is not a draft. */
export const MAX_DRAFT_BYTES = 16 * 1024;

/** The newer of two drafts (the first when they are as old): what a builder resumes. */
export function newerDraft<D extends { updatedAt: string }>(
  a: D | null | undefined,
  b: D | null | undefined,
): D | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a;
}

/**
 * The step to show for the one asked for (the URL's): that step, unless an earlier step's answers
 * are missing, in which case the first incomplete one.
 */
export function resolveStep(requested: number, firstIncomplete: number): number {
  return Math.max(0, Math.min(requested, firstIncomplete));
}
