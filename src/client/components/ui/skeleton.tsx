import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';

/**
 * A placeholder block. `className` is appended, not merged (the storefront's first pages must not
 * pay for tailwind-merge): pass sizes and spacing, not another background.
 */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={clsx('bg-muted motion-safe:animate-shimmer', className)} {...props} />;
}
