import type { Ref } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { buttonClasses } from '@/client/components/ui/button';
import { useArtworkSrc } from '@/client/lib/artwork';
import { Rich, useI18n } from '@/client/lib/i18n';
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
  const { t } = useI18n();
  const columns: Column<TItem>[] = [
    { label: t(kind.words.one), className: 'md:py-3', cell: (item) => <ItemTitle kind={kind} item={item} /> },
    ...kind.columns.map((column) => ({ ...column, label: t(column.label) })),
    {
      label: t('Actions'),
      end: true,
      cell: (item) => <ItemActions kind={kind} item={item} sheet={sheet} onRowGone={onRowGone} />,
    },
  ];
  return <StackedTable ref={ref} focusable label={t(kind.words.title)} columns={columns} rows={items} middle />;
}

interface RowProps<TItem extends CatalogueItem> {
  kind: CatalogueShelf<TItem>;
  item: TItem;
}

function ItemTitle<TItem extends CatalogueItem>({ kind, item }: RowProps<TItem>) {
  const { width, height, className } = kind.picture;
  const { date } = useI18n();
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
              <Rich
                message="Archived<hidden> {date}</hidden>"
                values={{ date: date(item.archivedAt, 'medium') }}
                tags={{ hidden: (text) => <span className="sr-only">{text}</span> }}
              />
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
  const { t } = useI18n();
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
        <Rich
          message="Edit<hidden> {name}</hidden>"
          values={{ name: item.name }}
          tags={{ hidden: (text) => <span className="sr-only">{text}</span> }}
        />
      </Link>
      {archived || !kind.shopHref ? null : (
        <Link to={kind.shopHref(item)} className={buttonClasses('ghost', 'sm', 'px-3')}>
          <ExternalLink aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          <Rich
            message="View<hidden> {name} in the shop</hidden>"
            values={{ name: item.name }}
            tags={{ hidden: (text) => <span className="sr-only">{text}</span> }}
          />
        </Link>
      )}
      <ArchiveControl
        words={kind.words}
        consequence={t(kind.words.archiveConsequence, { name: item.name })}
        name={item.name}
        archived={archived}
        setArchived={(next) => setArchived.mutateAsync({ id: item.id, archived: next })}
        onGone={onRowGone}
      />
    </span>
  );
}
