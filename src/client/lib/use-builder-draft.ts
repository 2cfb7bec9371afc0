import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { deleteDraft, getDraft, saveDraft } from '@/domain/api/drafts';
import { type DraftKind, newerDraft } from '@/domain/drafts/drafts';
import { call } from './api';
import { clearStoredDraft, fetchAccountDraft, readStoredDraft, writeStoredDraft } from './draft-storage';
import { urlKeyOf } from './query-keys';
import { useCurrentUser } from './use-auth';

/** How long a builder waits after the last change before it saves to the account. */
const SAVE_DELAY_MS = 500;

/** A type, not an interface: a draft is sent as the object the server's PUT takes. */
type Draft = { updatedAt: string };

const noSubscription = () => () => {};

/** False while the server renders and while the page hydrates; true once the browser's own render is live. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function checked<D>(schema: ZodType<D>, value: unknown): D | null {
  if (value === undefined || value === null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface BuilderDraft<D> {
  /**
   * What the builder resumes from, once known: undefined while the server renders, while the page
   * hydrates and while the account's draft loads (nothing stored may show before hydration, or the
   * page would differ from the server's); then the newest valid draft, or null.
   */
  restored: D | null | undefined;
  /** Keeps the draft: in the tab at once, in the account (signed in) after a short pause. */
  save: (draft: D) => void;
  /** Forgets the draft in both places. */
  clear: () => void;
}

/**
 * A builder's draft, kept in the tab's session storage and, once signed in, in the account. Reads
 * are checked with the builder's schema, loaded (`loadSchema`, a stable function) only when there is
 * a draft to read, so the builder's first render carries no schema library; a stale or tampered
 * draft counts as none. Account saves are debounced, never block, and a failed one is simply tried
 * again with the next change.
 */
export function useBuilderDraft<D extends Draft>(
  kind: DraftKind,
  loadSchema: () => Promise<ZodType<D>>,
): BuilderDraft<D> {
  const hydrated = useHydrated();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const account = useQuery({
    queryKey: urlKeyOf(getDraft, { params: { kind } }),
    queryFn: ({ signal }) => fetchAccountDraft(kind, signal),
    enabled: hydrated && signedIn,
    // Read afresh on every visit: the account may have moved on in another tab or device.
    staleTime: 0,
    gcTime: 0,
  });

  // The tab's copy, read once the browser renders on its own.
  const stored = useMemo(() => (hydrated ? (readStoredDraft(kind) ?? null) : undefined), [hydrated, kind]);
  const fromAccount: unknown = signedIn ? account.data : null;

  // The schema comes only when there is a draft to check: a first visit loads no zod at all.
  const known = hydrated && !user.isPending && (!signedIn || !account.isPending);
  const toCheck = known && (stored != null || fromAccount != null);
  const [schema, setSchema] = useState<ZodType<D> | 'unavailable' | undefined>(undefined);
  useEffect(() => {
    if (!toCheck || schema) return;
    let live = true;
    loadSchema().then(
      (loaded) => live && setSchema(loaded),
      // Its code could not come (offline): the builder starts afresh rather than wait forever.
      () => live && setSchema('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [loadSchema, schema, toCheck]);

  const [restored, setRestored] = useState<D | null | undefined>(undefined);
  if (restored === undefined && known) {
    if (!toCheck || schema === 'unavailable') setRestored(null);
    else if (schema) setRestored(newerDraft(checked(schema, stored), checked(schema, fromAccount)));
  }

  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; draft: D } | undefined>(undefined);
  // Read when saving, not a reason to save: a sign-out elsewhere must not write the work back to the tab.
  const toAccount = useRef(signedIn);
  useEffect(() => {
    toAccount.current = signedIn;
  }, [signedIn]);

  const send = useCallback(
    (draft: D) => {
      // A failure is not shown: the next change saves again, and the tab's copy holds the work meanwhile.
      call(saveDraft, { params: { kind }, body: draft }).catch(() => undefined);
    },
    [kind],
  );

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = undefined;
    send(waiting.draft);
  }, [send]);

  // Leaving the builder saves at once what was waiting.
  useEffect(() => flush, [flush]);

  const save = useCallback(
    (draft: D) => {
      writeStoredDraft(kind, draft);
      if (!toAccount.current) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { draft, timer: setTimeout(flush, SAVE_DELAY_MS) };
    },
    [flush, kind],
  );

  const clear = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
    clearStoredDraft(kind);
    if (toAccount.current) call(deleteDraft, { params: { kind } }).catch(() => undefined);
  }, [kind]);

  return { restored, save, clear };
}
