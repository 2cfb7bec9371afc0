import { getDraft, saveDraft } from '@/domain/api/drafts';
import type { EndpointInput } from '@/domain/api/endpoint';
import { type DraftKind, draftKinds } from '@/domain/drafts/drafts';
import { call, isApiError } from './api';

/*
 * Where the builders keep their drafts: the tab's session storage (a guest's only copy, and a
 * signed-in shopper's quick one) and, once signed in, the account (/api/user/drafts/:kind).
 * No zod here: sign-in and sign-out (in the first page's code) carry and clear drafts through
 * this module, and the server checks what it is sent. The builders check what they read
 * (use-builder-draft.ts).
 */

const keyOf = (kind: DraftKind) => `builderDraft:${kind}`;

/** A draft as kept, before any check: an object (the server checks it against the builder's schema). */
type StoredDraft = EndpointInput<typeof saveDraft>['body'];

const isObject = (value: unknown): value is StoredDraft =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Session storage, or nothing when the browser refuses it (blocked storage, a server render). */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The tab's draft as stored (unchecked), or undefined (none, or anything but an object). */
export function readStoredDraft(kind: DraftKind): StoredDraft | undefined {
  try {
    const raw = storage()?.getItem(keyOf(kind));
    const stored: unknown = raw ? JSON.parse(raw) : undefined;
    return isObject(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredDraft(kind: DraftKind, draft: unknown): void {
  try {
    storage()?.setItem(keyOf(kind), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the builder still works, it just will not survive a reload.
  }
}

export function clearStoredDraft(kind: DraftKind): void {
  try {
    storage()?.removeItem(keyOf(kind));
  } catch {
    // Nothing stored to clear.
  }
}

/** After sign-out: what this tab kept belongs to the account that left. */
export function clearStoredDrafts(): void {
  for (const kind of draftKinds) clearStoredDraft(kind);
}

const updatedAtOf = (draft: unknown): number => {
  const at = typeof draft === 'object' && draft !== null ? (draft as { updatedAt?: unknown }).updatedAt : undefined;
  const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
};

/** The account's draft (unchecked), or null when it keeps none (a 204). */
export async function fetchAccountDraft(kind: DraftKind, signal?: AbortSignal): Promise<unknown> {
  return (await call(getDraft, { params: { kind } }, { signal })) ?? null;
}

/**
 * At sign-in: a draft the guest left in this tab goes to the account unless the account keeps a
 * newer one, so the shopper continues where they were, here or on another device. Never fails the
 * sign-in: a draft the server refuses is dropped, one it could not take stays in the tab.
 */
export async function carryDraftsToAccount(): Promise<void> {
  await Promise.all(
    draftKinds.map(async (kind) => {
      const guest = readStoredDraft(kind);
      if (guest === undefined) return;
      try {
        const kept = await fetchAccountDraft(kind);
        if (kept !== null && updatedAtOf(kept) >= updatedAtOf(guest)) return;
        await call(saveDraft, { params: { kind }, body: guest });
      } catch (err) {
        if (isApiError(err, 400)) clearStoredDraft(kind);
      }
    }),
  );
}
