/** The text field look as a plain class string (no tailwind-merge needed to use it). */
export const inputClasses =
  'h-11 w-full min-w-0 border border-line bg-surface px-3.5 text-[0.9375rem] text-ink placeholder:text-ink-soft/80 ' +
  'transition-colors duration-200 hover:border-ink/35 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger';
