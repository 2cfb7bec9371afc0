import type { LifestyleDraft } from '@/domain/lifestyle/schemas';
import { useBuilderDraft } from '@/client/lib/use-builder-draft';

/** The draft's schema, loaded only when there is a draft to read back (the page's first render needs no zod). */
const loadSchema = () => import('@/domain/lifestyle/schemas').then((m) => m.lifestyleDraftSchema);

/** The lifestyle questionnaire's draft (its step, answers and recommendation), kept across Back, reload and sign-in. */
export const useLifestyleDraft = () => useBuilderDraft<LifestyleDraft>('lifestyle', loadSchema);
