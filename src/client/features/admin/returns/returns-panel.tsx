import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { returnStatuses, type ReturnStatus } from '@/domain/returns/returns';
import { RETURN_WINDOW_DAYS } from '@/domain/returns/window';
import type { AdminReturn } from '@/domain/returns/schemas';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { NativeSelect } from '@/client/components/ui/select';
import { msg } from '@/domain/i18n/translator';
import { Rich, useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { PageNav } from '../shared/page-nav';
import { pagedState, usePageCursor, withoutPage } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { RefreshButton } from '../shared/refresh-button';
import { fieldLabelClasses } from '../shared/styles';
import { useAdminReturns } from './api';
import { ReturnActions } from './return-actions';
import { paths } from '@/domain/pages/paths';

/** The address's filter of this tab (`status` is the orders' own). */
const STATUS_PARAM = 'returnStatus';

/* Spelled out for the back office (the customer reads domain/returns' labels). Catalogue messages: shown as `t(label)`. */
const statusLabels = {
  requested: msg('Requested'),
  approved: msg('Approved'),
  refused: msg('Refused'),
  received: msg('Received'),
  refunded: msg('Refunded'),
} satisfies Record<ReturnStatus, string>;

/** The empty list of one status. */
const emptyTitles = {
  requested: msg('No requested returns'),
  approved: msg('No approved returns'),
  refused: msg('No refused returns'),
  received: msg('No received returns'),
  refunded: msg('No refunded returns'),
} satisfies Record<ReturnStatus, string>;

const isStatus = (value: string | null): value is ReturnStatus =>
  value !== null && (returnStatuses as readonly string[]).includes(value);

/** The returns customers asked, newest first, narrowed by status; each with what may be done next. */
export function ReturnsPanel() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATUS_PARAM);
  const status = isStatus(raw) ? raw : undefined;
  const cursor = usePageCursor();
  const returns = useAdminReturns(status, cursor);
  const listRef = useRef<HTMLUListElement>(null);
  const selectId = useId();

  const setStatus = (value: string) => {
    const next = withoutPage(params);
    if (value) next.set(STATUS_PARAM, value);
    else next.delete(STATUS_PARAM);
    setParams(next);
  };

  const filter = (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={selectId} className={fieldLabelClasses}>
        {t('Status')}
      </label>
      <NativeSelect id={selectId} value={status ?? ''} onChange={(e) => setStatus(e.target.value)}>
        <option value="">{t('All returns')}</option>
        {returnStatuses.map((s) => (
          <option key={s} value={s}>
            {t(statusLabels[s])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  const state = pagedState(returns, cursor);
  let body;
  switch (state) {
    case 'loading':
      body = <PanelLoading label={t('Loading returns')} rows={3} />;
      break;
    case 'error':
      body = <PanelError what={t('returns')} onRetry={() => void returns.refetch()} />;
      break;
    case 'gone':
      body = <PageGone what={t('returns')} />;
      break;
    case 'empty':
      body = (
        <PanelEmpty title={status ? t(emptyTitles[status]) : t('No returns yet')}>
          {t("Customers ask for returns from their order's page, within {days} days after delivery.", {
            days: RETURN_WINDOW_DAYS,
          })}
        </PanelEmpty>
      );
      break;
    default:
      body = (
        <>
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={t('Returns, newest first')}
            aria-busy={returns.isFetching}
            className={cn(
              'scroll-mt-24 divide-y divide-line border border-line bg-surface outline-none motion-safe:transition-opacity lg:scroll-mt-28',
              returns.isPlaceholderData && 'opacity-60',
            )}
          >
            {returns.items.map((ret) => (
              <li key={ret.id}>
                <ReturnRow ret={ret} />
              </li>
            ))}
          </ul>
          <PageNav list={returns} noun={t('return')} plural={t('returns')} listRef={listRef} />
        </>
      );
  }

  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        {filter}
        <RefreshButton fetching={returns.isFetching} onRefresh={() => void returns.refetch()} />
      </div>
      {body}
    </>
  );
}

function ReturnRow({ ret }: { ret: AdminReturn }) {
  const { t, dateTime } = useI18n();
  return (
    <article aria-labelledby={`return-${ret.id}`} className="grid gap-3 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`return-${ret.id}`} className="font-serif text-xl leading-snug">
          {t('Return #{id}', { id: ret.id })}
          <span className="text-ink-soft"> · </span>
          <Link
            to={paths.admin({ order: ret.orderId })}
            className="underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
          >
            {t('Order #{id}', { id: ret.orderId })}
          </Link>
        </h3>
        <span
          className={badgeStyle(
            ret.status === 'refused' ? 'danger' : ret.status === 'requested' ? 'accent' : 'default',
          )}
        >
          {t(statusLabels[ret.status])}
        </span>
      </div>
      <p className="text-sm break-words">
        {ret.customer.name}
        {ret.customer.email ? <span className="break-all text-ink-soft"> · {ret.customer.email}</span> : null}
      </p>
      <ul className="grid gap-0.5 text-sm">
        {ret.lines.map((l) => (
          <li key={l.lineId} className="break-words">
            {l.name} <span className="text-ink-soft">× {l.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm break-words whitespace-pre-line">
        <span className="text-ink-soft">{t('Reason:')} </span>
        {ret.reason}
      </p>
      {ret.message ? (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="text-ink-soft">{t('Our answer:')} </span>
          {ret.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[0.8125rem] text-ink-soft">
          {ret.updatedAt !== ret.createdAt ? (
            <Rich
              message="Asked <asked>{asked}</asked> · updated <updated>{updated}</updated>"
              values={{ asked: dateTime(ret.createdAt), updated: dateTime(ret.updatedAt) }}
              tags={{
                asked: (words) => <time dateTime={ret.createdAt}>{words}</time>,
                updated: (words) => <time dateTime={ret.updatedAt}>{words}</time>,
              }}
            />
          ) : (
            <Rich
              message="Asked <time>{asked}</time>"
              values={{ asked: dateTime(ret.createdAt) }}
              tags={{ time: (words) => <time dateTime={ret.createdAt}>{words}</time> }}
            />
          )}
        </p>
        <ReturnActions ret={ret} />
      </div>
    </article>
  );
}
