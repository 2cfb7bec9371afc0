import { useSyncExternalStore } from 'react';

/**
 * The toasts' store: what is on screen, `toast()` to show one, and `useToast()` to read them. It sits
 * in lib so any layer may raise a toast; the visual pieces are components/ui/toast.tsx and app/toaster.tsx.
 */

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * A link to follow up (e.g. "View My creations"). The toasts live outside the router, so the
   * caller hands over its own in-app navigation; a modified click opens the page as a link does.
   */
  link?: { label: string; href: string; navigate: (href: string) => void };
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** One toast at a time: a new one replaces the one on screen. */
const TOAST_LIMIT = 1;
/** Long enough for the closing animation before the toast leaves the list. */
const REMOVE_DELAY_MS = 250;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ToastItem[] {
  return toasts;
}

function dismissToast(id?: number): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    emit(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, REMOVE_DELAY_MS);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = ++nextId;
  emit([{ ...input, variant: input.variant ?? 'default', id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Forgets every toast at once, with no closing animation: a component test's end (tests/component/setup.ts). */
export function clearToasts(): void {
  emit([]);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
