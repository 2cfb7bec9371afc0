import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/client/lib/utils';

interface ProgressProps extends Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> {
  value: number;
  max?: number;
  indicatorClassName?: string;
}

/**
 * A thin determinate bar (role="progressbar" with aria-valuenow). The value is clamped to
 * 0..max: Radix treats an out-of-range value as "indeterminate", which would lose the number.
 * Give it a name with `aria-label` or `aria-labelledby`.
 */
export function Progress({ value, max = 100, className, indicatorClassName, ...props }: ProgressProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(safeMax, Math.max(0, value));
  const percent = (clamped / safeMax) * 100;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={safeMax}
      className={cn('relative h-1 w-full overflow-hidden bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('size-full bg-accent transition-transform duration-300 ease-out', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
