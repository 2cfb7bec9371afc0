/*
 * Badge looks as plain class strings (no tailwind-merge), for the storefront pages whose bundle
 * must stay small. `Badge` in ./badge merges overrides; `badgeStyle` only appends.
 */
export const badgeBase =
  'inline-flex items-center border px-2.5 py-1 text-[0.625rem] leading-none font-semibold tracking-[0.2em] uppercase';

export const badgeVariants = {
  default: 'border-ink/15 bg-surface/90 text-ink',
  accent: 'border-accent/40 bg-surface/90 text-accent',
  solid: 'border-transparent bg-primary text-primary-ink',
  danger: 'border-danger/40 text-danger',
} as const;

export type BadgeVariant = keyof typeof badgeVariants;

/** The badge look without merging: `extra` must not compete with the variant's classes. */
export function badgeStyle(variant: BadgeVariant = 'default', extra = ''): string {
  return `${badgeBase} ${badgeVariants[variant]} ${extra}`.trim();
}
