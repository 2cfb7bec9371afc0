import type { ReactNode } from 'react';
import { TableCell } from '@/client/components/ui/table';
import { cn } from '@/client/lib/utils';

/*
 * The back office's tables: a table from md up, a stack of cards below, where each cell shows its
 * column's name beside the value. The table parts keep their roles, so screen readers hear a table
 * (and the column headers, which stay in the DOM as sr-only) at every width.
 */

export const stackedTableClasses = 'block md:table md:border md:border-line md:bg-surface';
export const stackedHeaderClasses = 'max-md:sr-only';
export const stackedBodyClasses = 'grid gap-4 md:table-row-group';
export const stackedRowClasses =
  'block border border-line bg-surface p-5 last:border-b md:table-row md:border-x-0 md:border-t-0 md:bg-transparent md:p-0 md:last:border-b-0';

interface StackedCellProps {
  label: string;
  /** The row's title cell: on a card it heads it, without the column's name. */
  first?: boolean;
  className?: string;
  /** Rows with a picture: the cells meet its middle on a wide screen. */
  middle?: boolean;
  children: ReactNode;
}

export function StackedCell({ label, first = false, middle = false, className, children }: StackedCellProps) {
  return (
    <TableCell
      className={cn(
        'flex items-baseline justify-between gap-4 px-0 py-1.5 text-right md:table-cell md:px-4 md:py-4 md:text-left',
        middle && 'md:align-middle',
        first && 'pb-3 text-left font-serif text-xl md:font-sans md:text-sm',
        className,
      )}
    >
      {first ? null : (
        <span aria-hidden="true" className="shrink-0 text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase md:hidden">
          {label}
        </span>
      )}
      <span className="min-w-0">{children}</span>
    </TableCell>
  );
}

/** "—" for a value not given, read out as "Not given". */
export function Missing({ words = 'Not given' }: { words?: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-ink-soft">
        —
      </span>
      <span className="sr-only">{words}</span>
    </>
  );
}
