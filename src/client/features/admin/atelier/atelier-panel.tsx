import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { WorkOrder } from '@/domain/atelier/schemas';
import { Label } from '@/client/components/ui/label';
import { NativeSelect, SelectOptions } from '@/client/components/ui/select';
import { formatDateTime } from '@/client/lib/dates';
import { useChoiceParam } from '@/client/lib/use-tab-param';
import { cn } from '@/client/lib/utils';
import { PageNav } from '../shared/page-nav';
import { PAGE_KEYS, pagedState, usePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { RefreshButton } from '../shared/refresh-button';
import { StackedTable, type Column } from '../shared/stacked-table';
import { useSheetParam, type SheetParam } from '../shared/use-sheet-param';
import { formatAge, spokenAge, WORK_ORDER_FILTERS, workOrderFilterLabels } from './atelier-format';
import { useWorkOrders } from './api';
import { MadeToOrderSettings } from './made-to-order-form';
import { kindLabels, WorkOrderSheet } from './work-order-sheet';
import { WorkOrderStatusBadge } from './work-order-status-badge';
import { paths } from '@/domain/pages/paths';

/** The address's filter of this tab (`status` is the orders' own, `returnStatus` the returns'). */
const STATUS_PARAM = 'workOrderStatus';
/** The address's open work order (`?workOrder=12`). */
const SHEET_PARAM = 'workOrder';

const linkClasses = 'underline decoration-line underline-offset-4 hover:decoration-ink';

const columns = (sheet: SheetParam): readonly Column<WorkOrder>[] => [
  {
    label: 'Batch',
    className: 'md:whitespace-nowrap',
    cell: (w) => (
      <Link
        to={sheet.hrefFor(w.id)}
        state={sheet.linkState}
        preventScrollReset
        aria-haspopup="dialog"
        // Named whole: a flex box would read its batch and the words after it apart ("B2611-00001 : open").
        aria-label={`${w.batch}: open the work order for ${w.formula.name}`}
        className={cn('inline-flex items-center gap-1 font-medium tabular-nums', linkClasses)}
      >
        {w.batch}
        <ChevronRight aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      </Link>
    ),
  },
  {
    label: 'Perfume',
    cell: (w) => (
      <>
        <span className="block break-words">{w.formula.name}</span>
        <span className="block text-[0.8125rem] break-all text-ink-soft">
          Perfume no. <span className="tabular-nums">{w.formula.uniqueCode}</span>
        </span>
      </>
    ),
  },
  { label: 'Kind', cell: (w) => kindLabels[w.formula.kind] },
  { label: 'Type', cell: (w) => w.formula.typeName },
  { label: 'Bottles', className: 'tabular-nums', cell: (w) => w.formula.quantity },
  {
    label: 'Order',
    className: 'md:whitespace-nowrap',
    cell: (w) => (
      <Link to={paths.admin({ order: w.orderId })} className={linkClasses}>
        #{w.orderId}
      </Link>
    ),
  },
  { label: 'Status', cell: (w) => <WorkOrderStatusBadge status={w.status} /> },
  {
    label: 'Age',
    className: 'md:whitespace-nowrap',
    cell: (w) => (
      <time dateTime={w.createdAt} title={`Made ${formatDateTime(w.createdAt)}`}>
        <span aria-hidden="true">{formatAge(w.createdAt)}</span>
        <span className="sr-only">{spokenAge(w.createdAt)}</span>
      </time>
    ),
  },
];

/**
 * The atelier: every paid custom perfume as a work order, oldest first (the next to weigh on top),
 * narrowed by status; each opens its formula, its history and its next step.
 */
export function AtelierPanel() {
  const selectId = useId();
  // Another status is another list: its first page.
  const [filter, setFilter] = useChoiceParam(STATUS_PARAM, WORK_ORDER_FILTERS, 'all', { drop: PAGE_KEYS });
  const status = filter === 'all' ? undefined : filter;
  const cursor = usePageCursor();
  const workOrders = useWorkOrders(status, cursor);
  const sheet = useSheetParam(SHEET_PARAM);
  const tableRef = useRef<HTMLTableElement>(null);

  let content;
  switch (pagedState(workOrders, cursor)) {
    case 'loading':
      content = <PanelLoading label="Loading work orders" rows={3} />;
      break;
    case 'error':
      content = <PanelError what="work orders" onRetry={() => void workOrders.refetch()} />;
      break;
    case 'gone':
      content = <PageGone what="work orders" />;
      break;
    case 'empty':
      content = status ? (
        <PanelEmpty title={`No ${workOrderFilterLabels[status].toLowerCase()} work orders`}>
          Choose All to see every work order.
        </PanelEmpty>
      ) : (
        <PanelEmpty title="No work orders yet">
          Every custom perfume (bespoke or lifestyle) becomes a work order here once its order is paid.
        </PanelEmpty>
      );
      break;
    case 'rows':
      content = (
        <>
          <div
            aria-busy={workOrders.isFetching}
            className={cn('motion-safe:transition-opacity', workOrders.isPlaceholderData && 'opacity-60')}
          >
            <StackedTable
              ref={tableRef}
              focusable
              className="scroll-mt-24 lg:scroll-mt-28"
              label={
                status ? `${workOrderFilterLabels[status]} work orders, oldest first` : 'Work orders, oldest first'
              }
              columns={columns(sheet)}
              rows={workOrders.items}
            />
          </div>
          <PageNav list={workOrders} noun="work order" listRef={tableRef} />
        </>
      );
  }

  return (
    <>
      <MadeToOrderSettings />
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>Status</Label>
          <NativeSelect
            id={selectId}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            wrapperClassName="w-52"
          >
            <SelectOptions values={WORK_ORDER_FILTERS} labels={workOrderFilterLabels} />
          </NativeSelect>
        </div>
        <RefreshButton fetching={workOrders.isFetching} onRefresh={() => void workOrders.refetch()} />
      </div>
      {content}
      <WorkOrderSheet sheet={sheet} />
    </>
  );
}
