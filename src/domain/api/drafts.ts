import { draftBodySchema, draftKindParam, draftSchema } from '../drafts/schemas';
import { noContentSchema } from '../shared/fields';
import { endpoint } from './endpoint';

const tag = 'Drafts';

export const getDraft = endpoint({
  method: 'GET',
  path: '/api/user/drafts/:kind',
  tag,
  summary:
    'Where the signed-in shopper left a builder (lifestyle or bespoke); 204 with no body when the account keeps no draft of it (not an error: most visits start afresh).',
  auth: 'user',
  params: draftKindParam,
  responses: { 200: draftSchema, 204: noContentSchema },
});

export const saveDraft = endpoint({
  method: 'PUT',
  path: '/api/user/drafts/:kind',
  tag,
  summary: "Keeps a builder's draft, checked against that builder's rules; answers what was kept.",
  auth: 'user',
  params: draftKindParam,
  body: draftBodySchema,
  responses: { 200: draftSchema },
});

export const deleteDraft = endpoint({
  method: 'DELETE',
  path: '/api/user/drafts/:kind',
  tag,
  summary: "Forgets a builder's draft.",
  auth: 'user',
  params: draftKindParam,
  responses: { 204: noContentSchema },
});
