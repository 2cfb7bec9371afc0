import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sizedName } from '@/domain/catalogue/sizes';
import type { Translator } from '@/domain/i18n/translator';
import { type AdminSubscription, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@/domain/refills/schemas';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { NativeSelect } from '@/client/components/ui/select';
import { usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { cn } from '@/client/lib/utils';
import { PageNav } from '../shared/page-nav';
import { pagedState, usePageCursor, withoutPage } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { RefreshButton } from '../shared/refresh-button';
import { Missing, StackedTable, type Column } from '../shared/stacked-table';
import { fieldLabelClasses } from '../shared/styles';
import { useSheetParam, type SheetParam } from '../shared/use-sheet-param';
import { useAdminRefills } from './api';
import { BillNow } from './bill-now';
import { emptyTitles, statusLabels, statusLooks } from './refill-labels';
import { RefillSheet } from './refill-sheet';

/** The address's filter of this tab (`status` is the orders' own). */
const STATUS_PARAM = 'refillStatus';
/** The address's open refill (`?refill=3`). */
const SHEET_PARAM = 'refill';

const isStatus = (value: string | null): value is SubscriptionStatus =>
  value !== null && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);

const columns = (
  tr: Translator,
  priceIn: (major: number, currency: string) => string,
  sheet: SheetParam,
): Column<AdminSubscription>[] => {
  const { t, date } = tr;
  return [
    {
      label: t('Customer'),
      cell: (r) => (
        <>
          <Link
            to={sheet.hrefFor(r.id)}
            state={sheet.linkState}
            preventScrollReset
            aria-haspopup="dialog"
            // Named whole: a hidden phrase after the name would be read apart from it by some readers.
            aria-label={t('{name}: open refill #{id}', { name: r.customerName || r.customerEmail, id: r.id })}
            className="block font-medium break-words underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {r.customerName || r.customerEmail}
          </Link>
          {r.customerName ? (
            <span className="block font-sans text-sm break-all text-ink-soft">{r.customerEmail}</span>
          ) : null}
        </>
      ),
    },
    { label: t('Refill'), cell: (r) => <span className="break-words">{sizedName(r.name, r.volume)}</span> },
    { label: t('Every'), cell: (r) => t('{weeks} weeks', { weeks: r.intervalWeeks }) },
    {
      label: t('Next renewal'),
      cell: (r) =>
        r.nextRenewalAt ? (
          <>
            <time dateTime={r.nextRenewalAt} className="whitespace-nowrap">
              {date(r.nextRenewalAt, 'medium')}
            </time>
            {r.status === 'paused' && r.resumeAt ? (
              <span className="block text-xs text-ink-soft">
                {t('Paused until {day}', { day: date(r.resumeAt, 'medium') })}
              </span>
            ) : null}
          </>
        ) : (
          <Missing words={t('None planned')} />
        ),
    },
    {
      label: t('Price'),
      cell: (r) => <span className="whitespace-nowrap tabular-nums">{priceIn(r.price, r.currency)}</span>,
    },
    { label: t('Cycle'), cell: (r) => <span className="tabular-nums">{r.cycle}</span> },
    {
      label: t('Failures'),
      cell: (r) => <span className={cn('tabular-nums', r.failures > 0 && 'text-danger')}>{r.failures}</span>,
    },
    {
      label: t('Status'),
      cell: (r) => <span className={badgeStyle(statusLooks[r.status])}>{t(statusLabels[r.status])}</span>,
    },
    { label: t('Actions'), end: true, cell: (r) => (r.status === 'cancelled' ? null : <BillNow refill={r} />) },
  ];
};

/**
 * The refill programme's subscriptions (DESIGN §1 "Refills"), newest first, a page at a time, narrowed by status:
 * who, what, how often, when next and for how much, how many deliveries and failed attempts; "bill now" on each.
 * A refill's name opens its sheet (`?refill=3`): its billing attempts, pause, resume and cancel.
 */
export function RefillsPanel() {
  const tr = useI18n();
  const { t } = tr;
  const priceIn = usePriceIn();
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const raw = params.get(STATUS_PARAM);
  const status = isStatus(raw) ? raw : undefined;
  const cursor = usePageCursor();
  const refills = useAdminRefills(status, cursor);
  const tableRef = useRef<HTMLTableElement>(null);
  const selectId = useId();
  const sheet = useSheetParam(SHEET_PARAM);

  const setStatus = (value: string) =>
    setParams(
      (prev) => {
        const next = withoutPage(prev);
        if (value) next.set(STATUS_PARAM, value);
        else next.delete(STATUS_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );

  let body;
  switch (pagedState(refills, cursor)) {
    case 'loading':
      body = <PanelLoading label={t('Loading refills')} rows={3} />;
      break;
    case 'error':
      body = <PanelError what={t('refills')} onRetry={() => void refills.refetch()} />;
      break;
    case 'gone':
      body = <PageGone what={t('refills')} />;
      break;
    case 'empty':
      body = (
        <PanelEmpty title={status ? t(emptyTitles[status]) : t('No refills yet')}>
          {t(
            'Shoppers subscribe to a size or a creation at checkout; each refill appears here once its first delivery is paid.',
          )}
        </PanelEmpty>
      );
      break;
    default:
      body = (
        <>
          <div
            aria-busy={refills.isFetching}
            className={cn('motion-safe:transition-opacity', refills.isPlaceholderData && 'opacity-60')}
          >
            <StackedTable
              ref={tableRef}
              focusable
              className="scroll-mt-24 lg:scroll-mt-28"
              label={
                status
                  ? t('Refills: {status}, newest first', { status: t(statusLabels[status]) })
                  : t('Refills, newest first')
              }
              columns={columns(tr, priceIn, sheet)}
              rows={refills.items}
            />
          </div>
          <PageNav list={refills} noun={t('refill')} plural={t('refills')} listRef={tableRef} />
        </>
      );
  }

  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={selectId} className={fieldLabelClasses}>
            {t('Status')}
          </label>
          <NativeSelect id={selectId} value={status ?? ''} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('All refills')}</option>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(statusLabels[s])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <RefreshButton fetching={refills.isFetching} onRefresh={() => void refills.refetch()} />
      </div>
      {body}
      <RefillSheet sheet={sheet} />
    </>
  );
}
