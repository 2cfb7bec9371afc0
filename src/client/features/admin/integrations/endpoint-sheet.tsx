import { useId } from 'react';
import type { RegisteredWebhook, WebhookEndpoint } from '@/domain/webhooks/schemas';
import { useI18n } from '@/client/lib/i18n';
import { idParam } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField, SheetTime } from '../shared/detail-sheet';
import { SheetStatus } from '../shared/sheet-status';
import { EndpointActions } from './endpoint-actions';
import { EndpointDeliveries } from './endpoint-deliveries';
import { EndpointForm } from './endpoint-form';
import { EndpointEvents, EndpointState } from './endpoint-parts';

/** What the sheet shows: the form of a new endpoint, or one endpoint. */
const subjectOf = (value: string | null): 'new' | number | null => (value === 'new' ? 'new' : idParam(value));

interface ListShown {
  data: readonly WebhookEndpoint[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface EndpointSheetProps {
  /** The address's `?webhook=`: `new`, an endpoint's id, or nothing (closed). */
  subject: string | null;
  /** The endpoints listed: an endpoint's sheet shows it from there (the list is read whole). */
  list: ListShown;
  onClose: () => void;
  /** A new endpoint was added: its secret, to show once. */
  onRegistered: (webhook: RegisteredWebhook) => void;
}

/** The Integrations tab's side sheet: the form that adds an endpoint (`?webhook=new`), or an endpoint (`?webhook=3`). */
export function EndpointSheet({ subject, list, onClose, onRegistered }: EndpointSheetProps) {
  const { t } = useI18n();
  return (
    <DetailSheet subject={subjectOf(subject)} onClose={onClose} closeLabel={t('Close the endpoint')}>
      {(shown) =>
        shown === 'new' ? (
          <EndpointForm onCancel={onClose} onRegistered={onRegistered} />
        ) : (
          <EndpointView id={shown} list={list} onClose={onClose} />
        )
      }
    </DetailSheet>
  );
}

function EndpointView({ id, list, onClose }: { id: number; list: ListShown; onClose: () => void }) {
  const { t } = useI18n();
  const endpoint = list.data?.find((e) => e.id === id);
  if (!endpoint)
    return (
      <SheetStatus
        title={t('Endpoint #{id}', { id })}
        what={t('endpoint')}
        query={list}
        missing={list.data ? t('There is no endpoint with this number.') : undefined}
      />
    );
  return <EndpointDetails endpoint={endpoint} onRemoved={onClose} />;
}

function EndpointDetails({ endpoint, onRemoved }: { endpoint: WebhookEndpoint; onRemoved: () => void }) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <SheetArticle
      eyebrow={t('Endpoint #{id}', { id: endpoint.id })}
      title={endpoint.url}
      titleClassName="text-2xl leading-tight break-all sm:text-3xl"
      description={endpoint.description || t('No description')}
      descriptionClassName="break-words"
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <EndpointState endpoint={endpoint} long />
        </div>
      }
    >
      <section aria-label={t('Actions')} className="border-y border-line py-5">
        <EndpointActions endpoint={endpoint} onRemoved={onRemoved} />
      </section>

      <dl className="grid gap-x-8 gap-y-5 text-sm sm:grid-cols-2">
        <SheetField label={t('Events')}>
          <EndpointEvents events={endpoint.events} />
        </SheetField>
        <SheetField label={t('Added')}>
          <SheetTime at={endpoint.createdAt} />
        </SheetField>
      </dl>

      <section aria-labelledby={`${ids}-deliveries`} className="grid gap-3">
        <h3 id={`${ids}-deliveries`} className="font-serif text-xl leading-tight">
          {t('Deliveries, newest first')}
        </h3>
        <EndpointDeliveries endpointId={endpoint.id} label={t('Deliveries, newest first')} />
      </section>
    </SheetArticle>
  );
}
