import { bespokeDraftSchema } from './bespoke';
import { lifestyleDraftSchema } from './lifestyle';
import { z } from './zod';

/**
 * The builders' drafts (where a shopper left the lifestyle questionnaire or the bespoke builder):
 * in the tab's session storage for a guest, in the account once signed in (`/api/user/drafts/:kind`).
 */

const draftKinds = ['lifestyle', 'bespoke'] as const;
export type DraftKind = (typeof draftKinds)[number];

export const draftKindParam = z.object({
  kind: z.enum(draftKinds, { error: "The builder must be 'lifestyle' or 'bespoke'" }),
});

/** Each builder's draft, checked on every read and write: a stale or tampered one is dropped. */
export const draftSchemas = { lifestyle: lifestyleDraftSchema, bespoke: bespokeDraftSchema } as const;

/** What any draft answers: one of the two (the route's kind says which). */
export const draftSchema = z.union([lifestyleDraftSchema, bespokeDraftSchema]);

/** A draft is a few hundred bytes; far more is not a draft. */
export const MAX_DRAFT_BYTES = 16 * 1024;

/** The newer of two drafts (the first when they are as old): what a builder resumes. */
export function newerDraft<D extends { updatedAt: string }>(a: D | null | undefined, b: D | null | undefined): D | null {
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
