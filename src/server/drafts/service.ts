import { draftSchemas } from '../../domain/drafts/schemas';
import type { DraftKind } from '../../domain/drafts/drafts';
import type { Db } from '../db/client';
import { validationError } from '../http/errors';
import { deleteDraft, findDraft, upsertDraft } from './repo';

type Draft = ReturnType<(typeof draftSchemas)[DraftKind]['parse']>;

/**
 * Where a signed-in shopper left each builder (builder_drafts). What is stored was checked on the
 * way in, and is checked again on the way out: a draft the builder no longer understands (its rules
 * changed since) is dropped rather than handed back.
 */
export class DraftService {
  constructor(private readonly db: Db) {}

  async get(userId: number, kind: DraftKind): Promise<Draft | undefined> {
    const state = await findDraft(this.db, userId, kind);
    if (state === undefined) return undefined;
    const parsed = draftSchemas[kind].safeParse(state);
    if (parsed.success) return parsed.data;
    await deleteDraft(this.db, userId, kind);
    return undefined;
  }

  /** Stores what the schema kept (unknown keys are stripped), and answers it. */
  async save(userId: number, kind: DraftKind, body: unknown): Promise<Draft> {
    const parsed = draftSchemas[kind].safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    await upsertDraft(this.db, userId, kind, parsed.data);
    return parsed.data;
  }

  remove(userId: number, kind: DraftKind): Promise<void> {
    return deleteDraft(this.db, userId, kind);
  }
}
