import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { madeToOrderLine } from '@/domain/atelier/work-orders';
import { atelierInfoQuery } from '@/client/lib/atelier-query';
import { cn } from '@/client/lib/utils';

/**
 * "Made to order: ships in about 21 days", under a custom perfume (the bespoke review, the lifestyle
 * result). The days are the atelier's (GET /api/atelier); nothing shows while they load or if they
 * cannot be read, rather than a number that may be wrong.
 */
export function MadeToOrder({ className }: { className?: string }) {
  const info = useQuery(atelierInfoQuery());
  if (!info.data) return null;
  return (
    <p data-testid="made-to-order" className={cn('flex items-start gap-2 text-sm text-ink-soft', className)}>
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" strokeWidth={1.5} />
      {madeToOrderLine(info.data.madeToOrderDays)}
    </p>
  );
}
