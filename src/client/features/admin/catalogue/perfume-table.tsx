import { forwardRef } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import type { AdminPerfume } from '@/domain/catalogue-admin';
import { toCents } from '@/domain/money';
import { Badge } from '@/client/components/ui/badge';
import { buttonClasses } from '@/client/components/ui/button';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatDate } from '@/client/lib/dates';
import { useMoney } from '@/client/lib/format';
import { ArchiveControl } from './archive-control';
import { perfumesResource } from './catalogue-api';
import { familyLabels } from './catalogue-format';
import { StackedCell, stackedBodyClasses, stackedHeaderClasses, stackedRowClasses, stackedTableClasses } from '../shared/stacked-table';
import { StockMark } from './stock-mark';
import type { useSheetParam } from '../shared/use-sheet-param';

const COLUMNS = ['Perfume', 'Family', 'Price', 'Stock', 'Actions'] as const;

interface PerfumeTableProps {
  perfumes: AdminPerfume[];
  sheet: ReturnType<typeof useSheetParam>;
  /** An archived or restored row leaves this list: the focus goes to the table. */
  onRowGone: () => void;
}

export const PerfumeTable = forwardRef<HTMLTableElement, PerfumeTableProps>(function PerfumeTable({ perfumes, sheet, onRowGone }, ref) {
  return (
    <Table ref={ref} tabIndex={-1} aria-label="Perfumes" className={`${stackedTableClasses} focus-visible:outline-none`}>
      <TableHeader className={stackedHeaderClasses}>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableHead key={c} className={c === 'Actions' ? 'text-right' : undefined}>
              {c}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={stackedBodyClasses}>
        {perfumes.map((perfume) => (
          <PerfumeRow key={perfume.id} perfume={perfume} sheet={sheet} onRowGone={onRowGone} />
        ))}
      </TableBody>
    </Table>
  );
});

function PerfumeRow({ perfume, sheet, onRowGone }: { perfume: AdminPerfume; sheet: PerfumeTableProps['sheet']; onRowGone: () => void }) {
  const money = useMoney();
  const setArchived = perfumesResource.useSetArchived();
  const archived = perfume.archivedAt !== null;
  return (
    <TableRow className={stackedRowClasses}>
      <StackedCell middle label="Perfume" first className="md:py-3">
        <span className="flex items-center gap-4">
          <img src={perfume.imageSrc} alt="" width={48} height={60} loading="lazy" className="h-15 w-12 shrink-0 border border-line bg-muted object-cover" />
          <span className="min-w-0">
            <span className="block font-medium break-words">{perfume.name}</span>
            <span className="mt-1.5 flex flex-wrap gap-1.5 font-sans">
              {perfume.isNew ? (
                <Badge variant="accent" className="bg-transparent px-1.5 py-0.5">
                  New
                </Badge>
              ) : null}
              {perfume.isBestseller ? <Badge className="bg-transparent px-1.5 py-0.5">Bestseller</Badge> : null}
              {archived ? (
                <Badge className="border-dashed border-ink/30 bg-transparent px-1.5 py-0.5 text-ink-soft">
                  Archived<span className="sr-only"> {formatDate(perfume.archivedAt as string)}</span>
                </Badge>
              ) : null}
            </span>
          </span>
        </span>
      </StackedCell>
      <StackedCell middle label="Family">{familyLabels[perfume.family] ?? perfume.family}</StackedCell>
      <StackedCell middle label="Price">
        <span className="tabular-nums">{money(toCents(perfume.price))}</span>
      </StackedCell>
      <StackedCell middle label="Stock">
        <StockMark stock={perfume.stock} />
      </StackedCell>
      <StackedCell middle label="Actions" className="md:text-right">
        <span className="flex flex-wrap justify-end gap-1">
          <Link to={sheet.hrefFor(perfume.id)} state={sheet.linkState} preventScrollReset className={buttonClasses('ghost', 'sm', 'px-3')}>
            <Pencil aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            Edit<span className="sr-only"> {perfume.name}</span>
          </Link>
          {archived ? null : (
            <Link to={`/product/${perfume.id}`} className={buttonClasses('ghost', 'sm', 'px-3')}>
              <ExternalLink aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
              View<span className="sr-only"> {perfume.name} in the shop</span>
            </Link>
          )}
          <ArchiveControl
            kind="perfume"
            name={perfume.name}
            archived={archived}
            setArchived={(next) => setArchived.mutateAsync({ id: perfume.id, archived: next })}
            onGone={onRowGone}
          />
        </span>
      </StackedCell>
    </TableRow>
  );
}
