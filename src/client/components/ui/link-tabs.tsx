import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { clsx as cn } from 'clsx';
import { tabTriggerClasses } from './tabs-variants';

interface LinkTab {
  value: string;
  label: string;
  to: string;
}

interface LinkTabsProps {
  tabs: readonly LinkTab[];
  value: string;
  /** Id prefix shared with the panel, which is labelled by the selected tab. */
  idBase: string;
  label: string;
  className?: string;
}

export const linkTabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const linkTabPanelId = (idBase: string) => `${idBase}-panel`;

/**
 * Tabs whose selection lives in the URL: each tab is a link, so it can be opened,
 * shared and bookmarked. Arrow keys, Home and End move between tabs (roving focus).
 */
export function LinkTabs({ tabs, value, idBase, label, className }: LinkTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    let next = current;
    if (e.key === 'ArrowRight') next = (current + 1) % links.length;
    else if (e.key === 'ArrowLeft') next = (current - 1 + links.length) % links.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = links.length - 1;
    else return;
    e.preventDefault();
    links[next]?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('flex items-center gap-8 border-b border-line', className)}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <Link
            key={tab.value}
            id={linkTabId(idBase, tab.value)}
            to={tab.to}
            role="tab"
            aria-selected={selected}
            aria-controls={linkTabPanelId(idBase)}
            tabIndex={selected ? 0 : -1}
            preventScrollReset
            className={tabTriggerClasses}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
