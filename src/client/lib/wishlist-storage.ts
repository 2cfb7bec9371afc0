import { useSyncExternalStore } from 'react';
import { MAX_WISHLIST_IDS } from '@/domain/wishlist/wishlist';

/*
 * A guest's wishlist: perfume ids, newest first, in localStorage. It joins the account at sign-in
 * (wishlist-query.ts) and is cleared then. Whatever is stored is read as untrusted: another tab, an
 * old version of the shop or a curious shopper may have written anything there.
 */

const KEY = 'wishlist';
const MAX_ID = 2_147_483_647;
const EMPTY: readonly number[] = Object.freeze([]);

/** The stored text as perfume ids: whole numbers in range, each once, at most MAX_WISHLIST_IDS; anything else is dropped. */
export function parseStoredWishlist(raw: string | null): readonly number[] {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const ids = new Set<number>();
  for (const id of value) {
    if (ids.size >= MAX_WISHLIST_IDS) break;
    if (Number.isSafeInteger(id) && id > 0 && id <= MAX_ID) ids.add(id);
  }
  return ids.size === 0 ? EMPTY : [...ids];
}

// The last text read and what it parsed to: useSyncExternalStore needs the same array while nothing changed.
let lastRaw: string | null = null;
let lastIds: readonly number[] = EMPTY;
// Storage blocked (private mode): the list lives as long as the page.
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

/** The guest's saved perfume ids, newest first. */
export function readLocalWishlist(): readonly number[] {
  if (typeof window === 'undefined') return EMPTY;
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastIds = parseStoredWishlist(raw);
  }
  return lastIds;
}

const listeners = new Set<() => void>();

function write(raw: string | null): void {
  try {
    if (raw === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, raw);
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}

export function writeLocalWishlist(ids: readonly number[]): void {
  write(ids.length === 0 ? null : JSON.stringify(ids.slice(0, MAX_WISHLIST_IDS)));
}

export function clearLocalWishlist(): void {
  write(null);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab saved or removed a perfume.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

/**
 * The guest's list, kept in step with every change (in this tab and others). The server render and
 * the first render in the browser see an empty list, so hydration matches; the stored list follows
 * right after.
 */
export function useLocalWishlist(): readonly number[] {
  return useSyncExternalStore(subscribe, readLocalWishlist, serverSnapshot);
}
