import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { AUDIT_ENTITIES } from '@/domain/audit/entities';
import type { AuditEntry } from '@/domain/audit/schemas';
import { Label } from '@/client/components/ui/label';
import { NativeSelect, SelectOptions } from '@/client/components/ui/select';
import { formatDateTime } from '@/client/lib/dates';
import { useStoreCurrency } from '@/client/lib/format';
import { useChoiceParam } from '@/client/lib/use-tab-param';
import { cn } from '@/client/lib/utils';
import { useAdminAudit } from './api';
import { describeAction, describeDetails, entityHref, entityLabels } from './audit-format';
import { PageNav } from '../shared/page-nav';
import { PAGE_KEYS, pagedState, usePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { RefreshButton } from '../shared/refresh-button';
import { Missing, StackedTable, type Column } from '../shared/stacked-table';

/** Every change, or the changes of one kind of thing: the kinds the audit table knows, listed once in the domain. */
const ENTITY_FILTERS = ['all', ...AUDIT_ENTITIES] as const;
const filterLabels: Record<(typeof ENTITY_FILTERS)[number], string> = {
  all: 'Every change',
  perfume: 'Perfumes',
  ingredient: 'Ingredients',
  order: 'Orders',
  image: 'Images',
  settings: 'Settings',
  shipping: 'Shipping',
  return: 'Returns',
  'work-order': 'Atelier',
  staff: 'Staff',
  review: 'Reviews',
  customer: 'Customers',
};
const COLUMNS: readonly Column<AuditEntry>[] = [
  {
    label: 'When',
    className: 'md:whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  {
    label: 'Who',
    cell: (entry) => (
      <span className="break-all">{entry.admin ?? <span className="text-ink-soft">The shop</span>}</span>
    ),
  },
  { label: 'What', cell: (entry) => <ActivityWhat entry={entry} /> },
  { label: 'Details', cell: (entry) => <ActivityDetails entry={entry} /> },
];

/** Every change made in the back office, newest first, 50 a page: when, who, what. */
export function ActivityPanel() {
  const id = useId();
  // Another filter is another list: its first page.
  const [entity, setEntity] = useChoiceParam('entity', ENTITY_FILTERS, 'all', { drop: PAGE_KEYS });
  const cursor = usePageCursor();
  const audit = useAdminAudit(entity === 'all' ? undefined : entity, cursor);
  const tableRef = useRef<HTMLTableElement>(null);

  let content;
  switch (pagedState(audit, cursor)) {
    case 'loading':
      content = <PanelLoading label="Loading the activity" rows={3} />;
      break;
    case 'error':
      content = <PanelError what="activity" onRetry={() => void audit.refetch()} />;
      break;
    case 'gone':
      content = <PageGone what="changes" />;
      break;
    case 'empty':
      content = (
        <PanelEmpty title="No changes yet">
          {entity === 'all'
            ? 'Changes to the catalogue and to orders appear here, newest first, with who made them.'
            : `No changes to ${filterLabels[entity].toLowerCase()} yet.`}
        </PanelEmpty>
      );
      break;
    case 'rows':
      content = (
        <>
          <div
            aria-busy={audit.isFetching}
            className={cn('motion-safe:transition-opacity', audit.isPlaceholderData && 'opacity-60')}
          >
            <StackedTable
              ref={tableRef}
              focusable
              className="scroll-mt-24 lg:scroll-mt-28"
              label="Changes, newest first"
              columns={COLUMNS}
              rows={audit.items}
            />
          </div>
          <PageNav list={audit} noun="change" listRef={tableRef} />
        </>
      );
  }

  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-entity`}>Show</Label>
          <NativeSelect
            id={`${id}-entity`}
            value={entity}
            onChange={(e) => setEntity(e.target.value)}
            wrapperClassName="w-52"
            className="h-10"
          >
            <SelectOptions values={ENTITY_FILTERS} labels={filterLabels} />
          </NativeSelect>
        </div>
        <RefreshButton fetching={audit.isFetching} onRefresh={() => void audit.refetch()} />
      </div>
      {content}
    </>
  );
}

function ActivityWhat({ entry }: { entry: AuditEntry }) {
  const href = entityHref(entry);
  const what = describeAction(entry);
  return (
    <>
      {href ? (
        <Link to={href} className="underline decoration-line underline-offset-4 hover:decoration-ink">
          {what}
        </Link>
      ) : (
        what
      )}
      <span className="sr-only"> ({entityLabels[entry.entity] ?? entry.entity})</span>
    </>
  );
}

function ActivityDetails({ entry }: { entry: AuditEntry }) {
  const details = describeDetails(entry, useStoreCurrency());
  if (details.length === 0) return <Missing words="No details" />;
  return (
    <ul className="grid gap-0.5 text-[0.8125rem] text-ink-soft">
      {details.map((line, i) => (
        <li key={i} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
