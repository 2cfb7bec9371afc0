import type { Key, ReactNode, Ref } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

/*
 * The back office's tables: a table from md up, a stack of cards below, where each cell shows its
 * column's name beside the value. The table parts keep their roles, so screen readers hear a table
 * (and the column headers, which stay in the DOM as sr-only) at every width.
 */

const stackedTableClasses = 'block md:table md:border md:border-line md:bg-surface';
const stackedHeaderClasses = 'max-md:sr-only';
const stackedBodyClasses = 'grid gap-4 md:table-row-group';
const stackedRowClasses =
  'block border border-line bg-surface p-5 last:border-b md:table-row md:border-x-0 md:border-t-0 md:bg-transparent md:p-0 md:last:border-b-0';

/** One column: its name (the header, and the label beside the value on a card) and its cell. */
export interface Column<T> {
  label: string;
  /** The row's value in this column. Called while the table renders: a cell needing a hook returns a component. */
  cell: (row: T) => ReactNode;
  className?: string;
  /** Set against the end from md up, its header too (a row's actions). */
  end?: boolean;
}

interface StackedTableProps<T> {
  /** The table's name ("Customers, newest first"). */
  label: string;
  /** The first column titles each row (on a card it heads it, without the column's name). */
  columns: readonly Column<T>[];
  rows: readonly T[];
  /** Rows with a picture: the cells meet its middle on a wide screen. */
  middle?: boolean;
  /** The table can take the focus (from `ref`), for when the row that had it leaves the list. */
  focusable?: boolean;
  ref?: Ref<HTMLTableElement>;
  className?: string;
}

/** A list of rows as a table on a wide screen and as cards on a narrow one. */
export function StackedTable<T extends { id: Key }>({
  label,
  columns,
  rows,
  middle = false,
  focusable = false,
  ref,
  className,
}: StackedTableProps<T>) {
  return (
    <Table
      ref={ref}
      tabIndex={focusable ? -1 : undefined}
      aria-label={label}
      className={cn(stackedTableClasses, focusable && 'focus-visible:outline-none', className)}
    >
      <TableHeader className={stackedHeaderClasses}>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.label} className={column.end ? 'text-right' : undefined}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={stackedBodyClasses}>
        {rows.map((row) => (
          <TableRow key={row.id} className={stackedRowClasses}>
            {columns.map((column, i) => (
              <StackedCell
                key={column.label}
                label={column.label}
                first={i === 0}
                middle={middle}
                className={cn(column.end && 'md:text-right', column.className)}
              >
                {column.cell(row)}
              </StackedCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface StackedCellProps {
  label: string;
  /** The row's title cell: on a card it heads it, without the column's name. */
  first: boolean;
  middle: boolean;
  className?: string;
  children: ReactNode;
}

function StackedCell({ label, first, middle, className, children }: StackedCellProps) {
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
        <span
          aria-hidden="true"
          className="shrink-0 text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase md:hidden"
        >
          {label}
        </span>
      )}
      <span className="min-w-0">{children}</span>
    </TableCell>
  );
}

/** "—" for a value not given, read out as "Not given" (or the caller's `words`, in the page's language). */
export function Missing({ words }: { words?: string }) {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden="true" className="text-ink-soft">
        —
      </span>
      <span className="sr-only">{words ?? t('Not given')}</span>
    </>
  );
}
