/*
 * Button looks as plain class strings, with no class merging: the header and footer use them
 * in the first bundle, where tailwind-merge would cost 8 kB. Pass extra classes that do not
 * compete with the variant's own (use `buttonClasses` from ./button to override).
 */
export const buttonBase =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-sans font-medium select-none ' +
  'transition-[background-color,color,border-color,opacity,box-shadow] duration-200 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0';

export const buttonVariants = {
  primary: 'bg-primary text-primary-ink hover:bg-primary/85',
  outline: 'border border-ink/70 bg-transparent text-ink hover:bg-ink hover:text-background',
  subtle: 'border border-line bg-surface text-ink hover:border-ink/40',
  ghost: 'text-ink hover:bg-muted',
  link: 'text-ink underline decoration-accent-soft underline-offset-4 hover:decoration-ink',
} as const;

export const buttonSizes = {
  sm: 'h-9 px-4 text-[0.6875rem] tracking-[0.18em] uppercase',
  md: 'h-11 px-6 text-xs tracking-[0.2em] uppercase',
  lg: 'h-12 px-8 text-xs tracking-[0.22em] uppercase',
  icon: 'size-10 rounded-full [&_svg]:size-[1.15rem]',
  inline: 'h-auto p-0 text-sm',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/** The button look without merging: `extra` must not compete with the variant's classes. */
export function buttonStyle(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${buttonBase} ${buttonVariants[variant]} ${buttonSizes[size]} ${extra}`.trim();
}
