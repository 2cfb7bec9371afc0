import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import type { Translator } from '@/domain/i18n/translator';
import type { RegisteredWebhook, WebhookEndpoint } from '@/domain/webhooks/schemas';
import { buttonClasses } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { isFirstPage, usePageCursor, withoutPage } from '../shared/paged-list';
import { PanelEmpty, PanelError, PanelLoading, RefreshFailed } from '../shared/panel-states';
import { RefreshButton } from '../shared/refresh-button';
import { StackedTable, type Column } from '../shared/stacked-table';
import { useSheetParam, type SheetParam } from '../shared/use-sheet-param';
import { useWebhooks } from './api';
import { EndpointEvents, EndpointState } from './endpoint-parts';
import { EndpointSheet } from './endpoint-sheet';
import { SecretDialog } from './secret-dialog';

/** The address's open endpoint (`?webhook=3`), or the form that adds one (`?webhook=new`). */
const SHEET_PARAM = 'webhook';

/** A sheet's address from the list: on the first page of its deliveries, whatever page the last one was on. */
function useSheetHref(sheet: SheetParam) {
  const [params] = useSearchParams();
  return (subject: number | 'new') => {
    const next = withoutPage(params);
    next.set(SHEET_PARAM, String(subject));
    return { to: `?${next.toString()}`, state: sheet.linkState };
  };
}

const columns = (tr: Translator, sheetHref: ReturnType<typeof useSheetHref>): Column<WebhookEndpoint>[] => {
  const { t, date } = tr;
  return [
    {
      label: t('Endpoint'),
      cell: (e) => (
        <>
          <Link
            {...sheetHref(e.id)}
            preventScrollReset
            aria-haspopup="dialog"
            aria-label={t('{url}: open endpoint #{id}', { url: e.url, id: e.id })}
            className="block font-medium break-all underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {e.url}
          </Link>
          {e.description ? <span className="mt-1 block text-sm break-words text-ink-soft">{e.description}</span> : null}
        </>
      ),
    },
    { label: t('Events'), cell: (e) => <EndpointEvents events={e.events} /> },
    { label: t('State'), cell: (e) => <EndpointState endpoint={e} /> },
    {
      label: t('Added'),
      cell: (e) => (
        <time dateTime={e.createdAt} className="whitespace-nowrap">
          {date(e.createdAt, 'medium')}
        </time>
      ),
    },
  ];
};

/**
 * The Integrations tab (DESIGN §1 "Webhooks and integrations"): the endpoints the shop posts its events to, each
 * with the events it receives and whether it receives them; "Add an endpoint" opens the form (`?webhook=new`),
 * whose secret is shown once, in a dialog; an endpoint's address opens its sheet (`?webhook=3`): its deliveries,
 * redelivery, enabling it again and removing it.
 */
export function IntegrationsPanel() {
  const tr = useI18n();
  const { t } = tr;
  const webhooks = useWebhooks();
  const sheet = useSheetParam(SHEET_PARAM);
  const sheetHref = useSheetHref(sheet);
  const cursor = usePageCursor();
  const setParams = useUpdateParams();
  const [registered, setRegistered] = useState<RegisteredWebhook | null>(null);

  // A sheet whose deliveries went past their first page closes to the list alone, its page gone with it.
  const closeSheet = () => {
    if (isFirstPage(cursor)) return sheet.close();
    setParams(
      (prev) => {
        const next = withoutPage(prev);
        next.delete(SHEET_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const retry = () => void webhooks.refetch();
  let body;
  if (webhooks.isPending) body = <PanelLoading label={t('Loading the endpoints')} rows={2} />;
  else if (webhooks.isError && webhooks.data === undefined) body = <PanelError what={t('endpoints')} onRetry={retry} />;
  else if (webhooks.data.length === 0)
    body = (
      <PanelEmpty title={t('No endpoints yet')}>
        {t(
          'Send each paid order to your accounting tool, each new customer to your newsletter, each low stock to your supplier: a webhook posts the events you choose to an address of yours, signed so that it can tell they come from the shop.',
        )}
      </PanelEmpty>
    );
  else
    body = (
      <>
        {webhooks.isError ? <RefreshFailed what={t('endpoints')} onRetry={retry} /> : null}
        <StackedTable label={t('Endpoints, newest first')} columns={columns(tr, sheetHref)} rows={webhooks.data} />
      </>
    );

  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-ink-soft">
          {t(
            'Each endpoint receives the events it asked for as they happen, signed per Standard Webhooks; a failed delivery is tried again for a day.',
          )}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <RefreshButton fetching={webhooks.isFetching} onRefresh={retry} />
          <Link {...sheetHref('new')} preventScrollReset className={buttonClasses('primary', 'sm')}>
            <Plus aria-hidden="true" className="size-3.5" strokeWidth={2} />
            {t('Add an endpoint')}
          </Link>
        </div>
      </div>
      {body}
      <EndpointSheet
        subject={sheet.value}
        list={webhooks}
        onClose={closeSheet}
        onRegistered={(webhook) => {
          // The sheet shows the new endpoint, its secret in a dialog over it.
          setRegistered(webhook);
          sheet.replace(webhook.id);
        }}
      />
      <SecretDialog
        webhook={registered}
        onDone={() => setRegistered(null)}
        focusAfter={() => document.querySelector<HTMLElement>('[role="dialog"]')}
      />
    </>
  );
}
