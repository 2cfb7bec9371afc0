import type { Ref } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { buttonClasses } from '@/client/components/ui/button';
import { useArtworkSrc } from '@/client/lib/artwork';
import { formatDate } from '@/client/lib/dates';
import { capitalise } from '../shared/admin-format';
import { StackedTable, type Column } from '../shared/stacked-table';
import type { SheetParam } from '../shared/use-sheet-param';
import { ArchiveControl } from './archive-control';
import type { CatalogueItem, CatalogueShelf } from './catalogue-kind';

interface CatalogueTableProps<TItem extends CatalogueItem> {
  kind: CatalogueShelf<TItem>;
  items: readonly TItem[];
  /** The editor's sheet: each row's Edit opens it on the row. */
  sheet: SheetParam;
  /** An archived or restored row leaves this list: the focus goes to the table. */
  onRowGone: () => void;
  ref?: Ref<HTMLTableElement>;
}

/** One kind's items: picture and name, the kind's own columns, and Edit, View (in the shop) and Archive or Restore. */
export function CatalogueTable<TItem extends CatalogueItem>({
  kind,
  items,
  sheet,
  onRowGone,
  ref,
}: CatalogueTableProps<TItem>) {
  const columns: Column<TItem>[] = [
    { label: capitalise(kind.noun), className: 'md:py-3', cell: (item) => <ItemTitle kind={kind} item={item} /> },
    ...kind.columns,
    {
      label: 'Actions',
      end: true,
      cell: (item) => <ItemActions kind={kind} item={item} sheet={sheet} onRowGone={onRowGone} />,
    },
  ];
  return <StackedTable ref={ref} focusable label={capitalise(kind.plural)} columns={columns} rows={items} middle />;
}

interface RowProps<TItem extends CatalogueItem> {
  kind: CatalogueShelf<TItem>;
  item: TItem;
}

function ItemTitle<TItem extends CatalogueItem>({ kind, item }: RowProps<TItem>) {
  const { width, height, className } = kind.picture;
  const imageSrc = useArtworkSrc(item.imageSrc);
  return (
    <span className="flex items-center gap-4">
      <img
        src={imageSrc}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        className={`${className} shrink-0 border border-line bg-muted object-cover`}
      />
      <span className="min-w-0">
        <span className="block font-medium break-words">{item.name}</span>
        <span className="mt-1.5 flex flex-wrap gap-1.5 font-sans empty:hidden">
          {kind.marks?.(item)}
          {item.archivedAt !== null ? (
            <Badge className="border-dashed border-ink/30 bg-transparent px-1.5 py-0.5 text-ink-soft">
              Archived<span className="sr-only"> {formatDate(item.archivedAt)}</span>
            </Badge>
          ) : null}
        </span>
      </span>
    </span>
  );
}

function ItemActions<TItem extends CatalogueItem>({
  kind,
  item,
  sheet,
  onRowGone,
}: RowProps<TItem> & Pick<CatalogueTableProps<TItem>, 'sheet' | 'onRowGone'>) {
  const setArchived = kind.resource.useSetArchived();
  const archived = item.archivedAt !== null;
  return (
    <span className="flex flex-wrap justify-end gap-1">
      <Link
        to={sheet.hrefFor(item.id)}
        state={sheet.linkState}
        preventScrollReset
        className={buttonClasses('ghost', 'sm', 'px-3')}
      >
        <Pencil aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
        Edit<span className="sr-only"> {item.name}</span>
      </Link>
      {archived || !kind.shopHref ? null : (
        <Link to={kind.shopHref(item)} className={buttonClasses('ghost', 'sm', 'px-3')}>
          <ExternalLink aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          View<span className="sr-only"> {item.name} in the shop</span>
        </Link>
      )}
      <ArchiveControl
        noun={kind.noun}
        place={kind.place}
        consequence={kind.archiveConsequence(item.name)}
        name={item.name}
        archived={archived}
        setArchived={(next) => setArchived.mutateAsync({ id: item.id, archived: next })}
        onGone={onRowGone}
      />
    </span>
  );
}
