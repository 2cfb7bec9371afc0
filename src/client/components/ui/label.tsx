import type { LabelHTMLAttributes } from 'react';
import { cn } from '@/client/lib/utils';

/** Callers pass `htmlFor` or wrap the control. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={cn('text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase select-none', className)}
      {...props}
    />
  );
}
