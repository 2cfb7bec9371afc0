/** The tab look as a plain class string: link tabs use it without loading Radix Tabs. */
export const tabTriggerClasses =
  'relative -mb-px inline-flex h-11 items-center border-b-2 border-transparent px-1 text-[0.6875rem] font-medium tracking-[0.22em] text-ink-soft uppercase ' +
  'transition-colors duration-200 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'aria-selected:border-ink aria-selected:text-ink';
