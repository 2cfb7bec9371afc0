import { useEffect, useRef } from 'react';

/**
 * When a line is removed its remove button disappears with it; focus would fall back to the
 * page. This moves it to the next line's remove button (else the previous one), or, when the
 * list is now empty, to `emptyTargetId`.
 */
export function useRemovalFocus<T extends { id: number }>(items: readonly T[], emptyTargetId: string) {
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const pending = useRef<number | 'empty' | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (target === null) return;
    if (target === 'empty' && items.length > 0) return; // not gone yet: the removal is on its way
    const next = target === 'empty' ? document.getElementById(emptyTargetId) : buttons.current.get(target);
    if (!next) return;
    // Only when focus was lost with the removed row: the shopper may have moved on meanwhile.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) next.focus();
    pending.current = null;
  }, [items, emptyTargetId]);

  return {
    /** Ref callback for the remove button of line `id`. */
    buttonRef: (id: number) => (el: HTMLButtonElement | null) => {
      if (el) buttons.current.set(id, el);
      else buttons.current.delete(id);
    },
    /** Call just before removing `id`. */
    willRemove: (id: number) => {
      const index = items.findIndex((i) => i.id === id);
      const neighbour = items[index + 1] ?? items[index - 1];
      pending.current = neighbour ? neighbour.id : 'empty';
    },
  };
}
