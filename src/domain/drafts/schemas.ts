import { bespokeDraftSchema } from '../bespoke/schemas';
import { draftKinds } from './drafts';
import { lifestyleDraftSchema } from '../lifestyle/schemas';
import { msg } from '../i18n/translator';
import { z } from '../shared/zod';

export const draftKindParam = z.object({
  kind: z.enum(draftKinds, { error: msg("The builder must be 'lifestyle' or 'bespoke'") }),
});

/** Each builder's draft, checked on every read and write: a stale or tampered one is dropped. */
export const draftSchemas = { lifestyle: lifestyleDraftSchema, bespoke: bespokeDraftSchema } as const;

/** PUT /api/user/drafts/{kind}: any object here; the service checks it against the kind's own schema. */
export const draftBodySchema = z.record(z.string(), z.unknown());

/** What any draft answers: one of the two (the route's kind says which). */
export const draftSchema = z.union([lifestyleDraftSchema, bespokeDraftSchema]);
