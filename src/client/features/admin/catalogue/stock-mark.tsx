import { TriangleAlert } from 'lucide-react';
import { LOW_STOCK_THRESHOLD } from '@/domain/admin-dashboard/schemas';
import { cn } from '@/client/lib/utils';
import { Rich, useI18n } from '@/client/lib/i18n';
import { stockLevel } from './catalogue-format';

/** A perfume's stock at a glance: a number, "Not tracked", "Sold out", or low (LOW_STOCK_THRESHOLD or fewer) with a mark. */
export function StockMark({ stock }: { stock: number | null }) {
  const { t, number } = useI18n();
  const level = stockLevel(stock);
  if (level === 'untracked') return <span className="text-ink-soft">{t('Not tracked')}</span>;
  if (level === 'sold-out') return <span className="font-medium text-danger">{t('Sold out')}</span>;
  return (
    <span className={cn('inline-flex items-center gap-1.5 tabular-nums', level === 'low' && 'font-medium text-accent')}>
      {level === 'low' ? <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={1.75} /> : null}
      {stock === null ? null : number(stock)}
      {level === 'low' ? (
        <span className="text-[0.75rem] font-normal">
          <Rich
            message="low<hidden> stock ({threshold} or fewer)</hidden>"
            values={{ threshold: LOW_STOCK_THRESHOLD }}
            tags={{ hidden: (text) => <span className="sr-only">{text}</span> }}
          />
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
  const { t, number, tag } = useI18n();
  if (!perfume.waiting) return null;
  const sizes = perfume.sizes.filter((s) => s.waiting);
  const bySize = new Intl.ListFormat(tag, { type: 'unit', style: 'short' }).format(
    sizes.map((s) => t('{count} for {volume} ml', { count: number(s.waiting ?? 0), volume: s.volume })),
  );
  return (
    <span className="block text-[0.75rem] text-ink-soft tabular-nums">
      {t('{count} waiting', { count: number(perfume.waiting) })}
      {sizes.length > 1 || (sizes.length === 1 && perfume.sizes.length > 1) ? <span> ({bySize})</span> : null}
      <span className="sr-only"> {t('to be told when it is back in stock')}</span>
    </span>
  );
}
