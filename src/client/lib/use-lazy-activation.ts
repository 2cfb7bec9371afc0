import { useCallback, useState } from 'react';

/**
 * Widgets activated on this page load, by their loader. The header is drawn twice while the
 * first page loads (the loading shell, then the real layout): a click on the shell's button must
 * still open the widget in the real header.
 */
const activated = new Set<() => Promise<unknown>>();

/**
 * For widgets whose code loads on first use (the cart popover, the mobile menu): the first
 * page ships a plain trigger; hovering or focusing it fetches the widget, clicking mounts it open.
 * `load` must be a stable, module-level function.
 */
export function useLazyActivation(load: () => Promise<unknown>) {
  const [active, setActive] = useState(() => activated.has(load));
  const preload = useCallback(() => {
    void load().catch(() => undefined);
  }, [load]);
  const activate = useCallback(() => {
    activated.add(load);
    setActive(true);
  }, [load]);
  return { active, preload, activate };
}

/** Popovers a click asked to open, by their loader, until they close again. */
const openRequests = new Set<() => Promise<unknown>>();

/**
 * useLazyActivation for a popover mounted open by a click. A click on the loading shell's header
 * must open the popover in the real header that replaces it, so the request outlives the
 * component: `mounted` and `initialOpen` stay true for the new header until `onClose` runs.
 */
export function useLazyPopover(load: () => Promise<unknown>) {
  const { active, preload, activate } = useLazyActivation(load);
  const [requestedBefore] = useState(() => openRequests.has(load));
  const onClose = useCallback(() => void openRequests.delete(load), [load]);
  const open = () => {
    openRequests.add(load);
    activate();
  };
  return { mounted: active || requestedBefore, initialOpen: openRequests.has(load), preload, open, onClose };
}

/** Forgets every activation and open request, as a new page load does: a component test's end (tests/component/setup.ts). */
export function forgetActivations(): void {
  activated.clear();
  openRequests.clear();
}
