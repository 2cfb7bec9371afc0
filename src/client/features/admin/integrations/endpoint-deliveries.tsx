import { useRef } from 'react';
import { RotateCw } from 'lucide-react';
import type { Translator } from '@/domain/i18n/translator';
import type { WebhookDelivery } from '@/domain/webhooks/schemas';
import { PendingButton } from '@/client/components/form/pending-button';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { errorMessage } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { cn } from '@/client/lib/utils';
import { PageNav } from '../shared/page-nav';
import { pagedState, usePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { Missing, StackedTable, type Column } from '../shared/stacked-table';
import { useRedeliver, useWebhookDeliveries } from './api';
import { deliveryStatusLabels, deliveryStatusLooks, eventLabel } from './webhook-labels';

const sr = { sr: (words: string) => <span className="sr-only">{words}</span> };

const columns = (tr: Translator, endpointId: number): Column<WebhookDelivery>[] => {
  const { t, dateTime } = tr;
  return [
    {
      label: t('Event'),
      cell: (d) => (
        <>
          <span className="block font-medium break-words">{eventLabel(t, d.eventType)}</span>
          <code className="block font-mono text-xs break-all text-ink-soft">{d.eventType}</code>
          <time dateTime={d.createdAt} className="mt-1 block text-xs text-ink-soft">
            {t('Created {time}', { time: dateTime(d.createdAt) })}
          </time>
        </>
      ),
    },
    {
      label: t('Status'),
      cell: (d) => (
        <span className="grid gap-1.5 max-md:justify-items-end md:justify-items-start">
          <span className={badgeStyle(deliveryStatusLooks[d.status], 'whitespace-nowrap')}>
            {t(deliveryStatusLabels[d.status])}
          </span>
          <span className="text-xs text-ink-soft tabular-nums">
            {t('{count, plural, one {# attempt} other {# attempts}}', { count: d.attempts })}
          </span>
          {d.status === 'pending' && d.nextAttemptAt && d.attempts > 0 ? (
            <time dateTime={d.nextAttemptAt} className="text-xs text-ink-soft">
              {t('Next try {time}', { time: dateTime(d.nextAttemptAt) })}
            </time>
          ) : null}
        </span>
      ),
    },
    {
      label: t('Last answer'),
      cell: (d) => (
        <>
          {d.lastStatusCode === null ? (
            <Missing words={d.attempts === 0 ? t('Not sent yet') : t('No answer')} />
          ) : (
            <span className={cn('whitespace-nowrap tabular-nums', d.lastStatusCode >= 300 && 'text-danger')}>
              {t('HTTP {code}', { code: d.lastStatusCode })}
            </span>
          )}
          {d.lastError ? <span className="block text-xs break-words text-ink-soft">{d.lastError}</span> : null}
        </>
      ),
    },
    { label: t('Actions'), end: true, cell: (d) => <Redeliver endpointId={endpointId} delivery={d} /> },
  ];
};

/**
 * An endpoint's deliveries, newest first, a page at a time (the address's page, as the back office's lists): the
 * event and when, pending, delivered or failed with how many tries, the endpoint's last answer; "Redeliver" on each.
 */
export function EndpointDeliveries({ endpointId, label }: { endpointId: number; label: string }) {
  const tr = useI18n();
  const { t } = tr;
  const cursor = usePageCursor();
  const deliveries = useWebhookDeliveries(endpointId, cursor);
  const tableRef = useRef<HTMLTableElement>(null);

  switch (pagedState(deliveries, cursor)) {
    case 'loading':
      return <PanelLoading label={t('Loading the deliveries')} rows={2} />;
    case 'error':
      return <PanelError what={t('deliveries')} onRetry={() => void deliveries.refetch()} />;
    case 'gone':
      return <PageGone what={t('deliveries')} />;
    case 'empty':
      return (
        <PanelEmpty title={t('No deliveries yet')}>
          {t('Each event this endpoint receives appears here as it happens, with its tries and the answers.')}
        </PanelEmpty>
      );
    default:
      return (
        <>
          <div
            aria-busy={deliveries.isFetching}
            className={cn('motion-safe:transition-opacity', deliveries.isPlaceholderData && 'opacity-60')}
          >
            <StackedTable
              ref={tableRef}
              focusable
              label={label}
              columns={columns(tr, endpointId)}
              rows={deliveries.items}
            />
          </div>
          <PageNav list={deliveries} noun={t('delivery')} plural={t('deliveries')} listRef={tableRef} />
        </>
      );
  }
}

/**
 * Posts the delivery again now, under the same `webhook-id` (the receiver can tell it has seen it): the server puts
 * it back in the queue and wakes its workers; the row shows it pending, then how it went once the list is read again.
 */
function Redeliver({ endpointId, delivery }: { endpointId: number; delivery: WebhookDelivery }) {
  const { t } = useI18n();
  const redeliver = useRedeliver(endpointId);
  const event = eventLabel(t, delivery.eventType);
  const run = () =>
    redeliver.mutate(delivery.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('Sent again'),
          description: t('{event}: posted again in a moment, under the same webhook-id.', { event }),
        }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('Not sent again'),
          description: errorMessage(err, t('Please try again.')),
        }),
    });
  return (
    <PendingButton
      variant="outline"
      size="sm"
      pending={redeliver.isPending}
      pendingLabel={t('Sending…')}
      icon={<RotateCw aria-hidden="true" className="size-3.5" strokeWidth={1.75} />}
      onClick={run}
    >
      <Rich message="Redeliver<sr> {event}, delivery #{id}</sr>" values={{ event, id: delivery.id }} tags={sr} />
    </PendingButton>
  );
}
