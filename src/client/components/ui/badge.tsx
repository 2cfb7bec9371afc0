import type { HTMLAttributes } from 'react';
import { cn } from '@/client/lib/utils';
import { badgeBase, badgeVariants, type BadgeVariant } from './badge-variants';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={cn(badgeBase, badgeVariants[variant], className)} {...props} />;
}
