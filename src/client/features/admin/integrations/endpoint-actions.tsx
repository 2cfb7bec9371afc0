import { Pause, Play, Trash2 } from 'lucide-react';
import type { WebhookEndpoint } from '@/domain/webhooks/schemas';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { FormError } from '@/client/components/form/form-error';
import { PendingButton } from '@/client/components/form/pending-button';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { useChangeWebhook, useRemoveWebhook } from './api';

/**
 * What the owner does with an endpoint from its sheet: enable it again (a disabled one, by a day of failures or by
 * the owner) or disable it, and remove it (after a question: nothing is posted to it again).
 */
export function EndpointActions({ endpoint, onRemoved }: { endpoint: WebhookEndpoint; onRemoved: () => void }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <SwitchEndpoint endpoint={endpoint} />
      <RemoveEndpoint endpoint={endpoint} onRemoved={onRemoved} />
    </div>
  );
}

function SwitchEndpoint({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useI18n();
  const change = useChangeWebhook(endpoint.id);
  const enable = !endpoint.enabled;
  const run = () =>
    change.mutate(enable, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: enable ? t('Endpoint enabled again') : t('Endpoint disabled'),
          description: enable
            ? t('It receives its events again. A delivery it missed can be sent again with Redeliver.')
            : t('Nothing is posted to it until it is enabled again.'),
        }),
    });
  return (
    <div className="grid gap-2">
      <PendingButton
        variant={enable ? 'primary' : 'outline'}
        size="sm"
        pending={change.isPending}
        pendingLabel={enable ? t('Enabling…') : t('Disabling…')}
        icon={
          enable ? (
            <Play aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          ) : (
            <Pause aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          )
        }
        onClick={run}
      >
        {enable ? t('Enable again') : t('Disable')}
      </PendingButton>
      <FormError error={change.error} fallback={t('The endpoint could not be changed. Please try again.')} />
    </div>
  );
}

function RemoveEndpoint({ endpoint, onRemoved }: { endpoint: WebhookEndpoint; onRemoved: () => void }) {
  const { t } = useI18n();
  const remove = useRemoveWebhook(endpoint.id);
  const confirm = async () => {
    await remove.mutateAsync();
    onRemoved();
    toast({
      variant: 'success',
      title: t('Endpoint removed'),
      description: t('Nothing is posted to {url} again.', { url: endpoint.url }),
    });
  };
  return (
    <ConfirmDialog
      onOpen={() => remove.reset()}
      trigger={
        <Button variant="outline" size="sm" className="text-danger">
          <Trash2 aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Remove')}
        </Button>
      }
      title={t('Remove endpoint #{id}?', { id: endpoint.id })}
      description={t(
        'Nothing is posted to {url} again, including the deliveries still waiting. This cannot be undone: to receive the events again, add the address anew (with a new secret).',
        { url: endpoint.url },
      )}
      cancelLabel={t('Keep the endpoint')}
      confirmLabel={t('Remove')}
      pendingLabel={t('Removing…')}
      danger
      pending={remove.isPending}
      onConfirm={confirm}
      failure={t('The endpoint could not be removed. Please try again.')}
    />
  );
}
