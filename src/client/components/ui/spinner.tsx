import { LoaderCircle } from 'lucide-react';
import { cn } from '@/client/lib/utils';

/** A quiet turning ring; pair it with visible text (the ring itself is hidden from screen readers). */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      strokeWidth={1.5}
      className={cn('size-5 shrink-0 motion-safe:animate-spin', className)}
    />
  );
}
