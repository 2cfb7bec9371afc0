import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '@/domain/accounts/roles';

/**
 * One area of the back office, declared by its own folder's `area.ts`: its tab's `?tab=` value, label and
 * permission, and its panel, loaded when the tab is first opened. `../areas.ts` lists the areas in order.
 */
export interface AdminArea {
  /** The tab's `?tab=` value. */
  value: string;
  /** The tab's name, a catalogue message (`msg('Orders Management')`), shown through `t`. */
  label: string;
  /**
   * The words the tab's content goes by, when not the tab's own: the spec names the tab "Orders Management",
   * the back office calls its content "Orders" (its hidden heading, its loading message).
   */
  heading?: string;
  /** What the member's role must allow for the tab to be shown (domain/accounts/roles.ts). */
  permission: Permission;
  Panel: LazyExoticComponent<ComponentType>;
  /** The panel heads its own sections; otherwise a hidden heading names the tab's content. */
  headed?: boolean;
  /** Warms the panel's code when the tab is about to be opened. */
  prefetch: () => void;
}

/** An area's tab from its words and its panel's module (`() => import('./orders-panel').then((m) => m.OrdersPanel)`). */
export function adminArea(
  tab: Omit<AdminArea, 'Panel' | 'prefetch'> & { prefetch?: () => void },
  loadPanel: () => Promise<ComponentType>,
): AdminArea {
  const load = () => loadPanel().then((Panel) => ({ default: Panel }));
  return {
    ...tab,
    Panel: lazy(load),
    prefetch: () => {
      void load().catch(() => undefined);
      tab.prefetch?.();
    },
  };
}
