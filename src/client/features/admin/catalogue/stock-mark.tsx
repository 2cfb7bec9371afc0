import { TriangleAlert } from 'lucide-react';
import { LOW_STOCK_THRESHOLD } from '@/domain/admin-dashboard/schemas';
import { cn } from '@/client/lib/utils';
import { stockLevel } from './catalogue-format';

/** A perfume's stock at a glance: a number, "Not tracked", "Sold out", or low (LOW_STOCK_THRESHOLD or fewer) with a mark. */
export function StockMark({ stock }: { stock: number | null }) {
  const level = stockLevel(stock);
  if (level === 'untracked') return <span className="text-ink-soft">Not tracked</span>;
  if (level === 'sold-out') return <span className="font-medium text-danger">Sold out</span>;
  return (
    <span className={cn('inline-flex items-center gap-1.5 tabular-nums', level === 'low' && 'font-medium text-accent')}>
      {level === 'low' ? <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={1.75} /> : null}
      {stock?.toLocaleString('en-US')}
      {level === 'low' ? (
        <span className="text-[0.75rem] font-normal">
          low<span className="sr-only"> stock ({LOW_STOCK_THRESHOLD} or fewer)</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * "3 waiting": how many addresses asked to be mailed when a sold-out size is back ("Notify me"), and
 * for which sizes; nothing when none wait.
 */
export function WaitingMark({
  perfume,
}: {
  perfume: { waiting?: number | undefined; sizes: readonly { volume: number; waiting?: number | undefined }[] };
}) {
  if (!perfume.waiting) return null;
  const sizes = perfume.sizes.filter((s) => s.waiting);
  return (
    <span className="block text-[0.75rem] text-ink-soft tabular-nums">
      {perfume.waiting.toLocaleString('en-US')} waiting
      {sizes.length > 1 || (sizes.length === 1 && perfume.sizes.length > 1) ? (
        <span> ({sizes.map((s) => `${s.waiting} for ${s.volume} ml`).join(', ')})</span>
      ) : null}
      <span className="sr-only"> to be told when it is back in stock</span>
    </span>
  );
}
