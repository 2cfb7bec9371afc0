import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { WorkOrder } from '@/domain/atelier/schemas';
import { Label } from '@/client/components/ui/label';
import { NativeSelect, SelectOptions } from '@/client/components/ui/select';
import { Rich, useI18n } from '@/client/lib/i18n';
import { useChoiceParam } from '@/client/lib/use-tab-param';
import { cn } from '@/client/lib/utils';
import { PageNav } from '../shared/page-nav';
import { PAGE_KEYS, pagedState, usePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { RefreshButton } from '../shared/refresh-button';
import { StackedTable, type Column } from '../shared/stacked-table';
import { useSheetParam, type SheetParam } from '../shared/use-sheet-param';
import type { Translator } from '@/domain/i18n/translator';
import { formatAge, spokenAge, WORK_ORDER_FILTERS, workOrderFilterLabels, workOrderListLabels } from './atelier-format';
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

const columns = (tr: Translator, sheet: SheetParam): readonly Column<WorkOrder>[] => [
  {
    label: tr.t('Batch'),
    className: 'md:whitespace-nowrap',
    cell: (w) => (
      <Link
        to={sheet.hrefFor(w.id)}
        state={sheet.linkState}
        preventScrollReset
        aria-haspopup="dialog"
        // Named whole: a flex box would read its batch and the words after it apart ("B2611-00001 : open").
        aria-label={tr.t('{batch}: open the work order for {name}', { batch: w.batch, name: w.formula.name })}
        className={cn('inline-flex items-center gap-1 font-medium tabular-nums', linkClasses)}
      >
        {w.batch}
        <ChevronRight aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      </Link>
    ),
  },
  {
    label: tr.t('Perfume'),
    cell: (w) => (
      <>
        <span className="block break-words">{w.formula.name}</span>
        <span className="block text-[0.8125rem] break-all text-ink-soft">
          <Rich
            message="Perfume no. <code>{code}</code>"
            values={{ code: w.formula.uniqueCode }}
            tags={{ code: (code) => <span className="tabular-nums">{code}</span> }}
          />
        </span>
      </>
    ),
  },
  { label: tr.t('Kind'), cell: (w) => tr.t(kindLabels[w.formula.kind]) },
  { label: tr.t('Type'), cell: (w) => w.formula.typeName },
  { label: tr.t('Bottles'), className: 'tabular-nums', cell: (w) => w.formula.quantity },
  {
    label: tr.t('Order'),
    className: 'md:whitespace-nowrap',
    cell: (w) => (
      <Link to={paths.admin({ order: w.orderId })} className={linkClasses}>
        #{w.orderId}
      </Link>
    ),
  },
  { label: tr.t('Status'), cell: (w) => <WorkOrderStatusBadge status={w.status} /> },
  {
    label: tr.t('Age'),
    className: 'md:whitespace-nowrap',
    cell: (w) => (
      <time dateTime={w.createdAt} title={tr.t('Made {at}', { at: tr.dateTime(w.createdAt) })}>
        <span aria-hidden="true">{formatAge(tr, w.createdAt)}</span>
        <span className="sr-only">{spokenAge(tr, w.createdAt)}</span>
      </time>
    ),
  },
];

/**
 * The atelier: every paid custom perfume as a work order, oldest first (the next to weigh on top),
 * narrowed by status; each opens its formula, its history and its next step.
 */
export function AtelierPanel() {
  const tr = useI18n();
  const { t } = tr;
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
      content = <PanelLoading label={t('Loading work orders')} rows={3} />;
      break;
    case 'error':
      content = <PanelError what={t('work orders')} onRetry={() => void workOrders.refetch()} />;
      break;
    case 'gone':
      content = <PageGone what={t('work orders')} />;
      break;
    case 'empty':
      content = status ? (
        <PanelEmpty title={t(workOrderListLabels[status].none)}>{t('Choose All to see every work order.')}</PanelEmpty>
      ) : (
        <PanelEmpty title={t('No work orders yet')}>
          {t('Every custom perfume (bespoke or lifestyle) becomes a work order here once its order is paid.')}
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
              label={status ? t(workOrderListLabels[status].table) : t('Work orders, oldest first')}
              columns={columns(tr, sheet)}
              rows={workOrders.items}
            />
          </div>
          <PageNav list={workOrders} noun={t('work order')} plural={t('work orders')} listRef={tableRef} />
        </>
      );
  }

  return (
    <>
      <MadeToOrderSettings />
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>{t('Status')}</Label>
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
