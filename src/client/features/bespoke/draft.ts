import type { BespokeDraft } from '@/domain/bespoke/schemas';
import { useBuilderDraft } from '@/client/lib/use-builder-draft';

/** The draft's schema, loaded only when there is a draft to read back (the page's first render needs no zod). */
const loadSchema = () => import('@/domain/bespoke/schemas').then((m) => m.bespokeDraftSchema);

/** The bespoke builder's draft (its step and design), kept across Back, reload and sign-in. */
export const useBespokeDraft = () => useBuilderDraft<BespokeDraft>('bespoke', loadSchema);
