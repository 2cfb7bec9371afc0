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
  /** The edge it shows at (the back office's placement; the shop's toasts are at the bottom). */
  edge: ToastEdge;
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
  const edge = placement === 'back-office' ? edgeFor(lastUsedY, window.innerHeight) : 'bottom';
  emit([{ ...input, variant: input.variant ?? 'default', id, open: true, edge }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Forgets every toast at once, with no closing animation: a component test's end (tests/component/setup.ts). */
export function clearToasts(): void {
  emit([]);
}

/**
 * Where the toasts show: the shop's (bottom right, above its buy bar) or the back office's, which keeps a toast clear
 * of the control just used: a toast raised after a control in the lower half of the screen (a form's save, a sheet's
 * actions) shows at the top, under the back office's bar; after one in the upper half, at the bottom. The back office's
 * frame (app/layout.tsx) sets it while it is on screen.
 */
export type ToastPlacement = 'shop' | 'back-office';

/** The screen's edge a toast shows at. */
type ToastEdge = 'top' | 'bottom';

let placement: ToastPlacement = 'shop';
/** Where, from the top of the screen, the last control used was (a press, or Enter or Space on it). */
let lastUsedY: number | undefined;
const placementListeners = new Set<() => void>();

const onPointerDown = (e: PointerEvent) => {
  lastUsedY = e.clientY;
};
const onKeyDown = (e: KeyboardEvent) => {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  const target = e.target instanceof Element ? e.target.getBoundingClientRect() : undefined;
  if (target) lastUsedY = target.top + target.height / 2;
};

export function setToastPlacement(next: ToastPlacement): void {
  if (next === placement) return;
  placement = next;
  lastUsedY = undefined;
  // Capturing: a control that stops its events' propagation is still seen.
  const listen = next === 'back-office' ? document.addEventListener : document.removeEventListener;
  listen.call(document, 'pointerdown', onPointerDown as EventListener, true);
  listen.call(document, 'keydown', onKeyDown as EventListener, true);
  for (const l of placementListeners) l();
}

/** The edge a toast raised now shows at: away from the last control used, in the back office (see above). */
function edgeFor(usedY: number | undefined, screenHeight: number): ToastEdge {
  return usedY !== undefined && usedY > screenHeight / 2 ? 'top' : 'bottom';
}

function subscribePlacement(listener: () => void): () => void {
  placementListeners.add(listener);
  return () => placementListeners.delete(listener);
}

const placementSnapshot = (): ToastPlacement => placement;
const shopPlacement = (): ToastPlacement => 'shop';

export function useToastPlacement(): ToastPlacement {
  return useSyncExternalStore(subscribePlacement, placementSnapshot, shopPlacement);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
