import type { WebhookEndpoint } from '@/domain/webhooks/schemas';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { disabledReasonLabels, eventLabel, labelOf } from './webhook-labels';

/** The events an endpoint receives, in words, in the form's order. */
export function EndpointEvents({ events, className }: { events: readonly string[]; className?: string }) {
  const { t } = useI18n();
  return (
    <ul className={cn('grid gap-1 text-sm', className)}>
      {events.map((type) => (
        <li key={type} className="break-words">
          {eventLabel(t, type)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether an endpoint receives its events: receiving; failing since its first failure of a run (it is still tried);
 * or disabled since a day, with why (a day of failures, or the owner).
 */
export function EndpointState({ endpoint, long = false }: { endpoint: WebhookEndpoint; long?: boolean }) {
  const { t, date, dateTime } = useI18n();
  const since = (at: string) => (
    <time dateTime={at} className="text-xs text-ink-soft">
      {t('Since {day}', { day: long ? dateTime(at) : date(at, 'medium') })}
    </time>
  );
  if (!endpoint.enabled) {
    const reason = endpoint.disabledReason;
    return (
      <span className="grid justify-items-start gap-1.5">
        <span className={badgeStyle(reason === 'failing' ? 'danger' : 'default')}>{t('Disabled')}</span>
        {endpoint.disabledAt ? since(endpoint.disabledAt) : null}
        {reason ? (
          <span className="text-xs break-words text-ink-soft">{labelOf(t, disabledReasonLabels, reason)}</span>
        ) : null}
      </span>
    );
  }
  if (endpoint.failingSince)
    return (
      <span className="grid justify-items-start gap-1.5">
        <span className={badgeStyle('danger')}>{t('Failing')}</span>
        {since(endpoint.failingSince)}
      </span>
    );
  return <span className={badgeStyle('solid')}>{t('Receiving')}</span>;
}
