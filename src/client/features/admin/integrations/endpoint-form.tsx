import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { msg } from '@/domain/i18n/translator';
import { type RegisteredWebhook, webhookRegistrationSchema } from '@/domain/webhooks/schemas';
import { formField } from '@/client/components/form/form-field';
import { useFormSubmit } from '@/client/components/form/use-form-submit';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { TextField } from '@/client/components/ui/text-field';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { shownText } from '@/client/lib/shown-text';
import { EditorShell } from '../shared/editor-shell';
import { useUnsavedChanges } from '../shared/use-unsaved-changes';
import { useRegisterWebhook } from './api';
import { eventGroups, eventLabels } from './webhook-labels';

type EndpointFields = z.input<typeof webhookRegistrationSchema>;
type EndpointValues = z.output<typeof webhookRegistrationSchema>;

/** The fields a refusal may name. */
const FIELDS = ['url', 'events', 'description'] as const;

/**
 * The form that adds an endpoint (`?webhook=new`): its address, a note, and the events it receives, grouped as the
 * house's work is. The server checks the address (https and public in production): a refused one is said under
 * the field. Once added, the endpoint's secret goes to `onRegistered`, to be shown once.
 */
export function EndpointForm({
  onCancel,
  onRegistered,
}: {
  onCancel: () => void;
  onRegistered: (webhook: RegisteredWebhook) => void;
}) {
  const { t } = useI18n();
  const ids = useId();
  const register = useRegisterWebhook();
  const form = useForm<EndpointFields, unknown, EndpointValues>({
    resolver: zodResolver(webhookRegistrationSchema),
    defaultValues: { url: '', description: '', events: [] },
  });
  const {
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const { blocker, release } = useUnsavedChanges(isDirty);

  const { onSubmit, formError } = useFormSubmit(
    form,
    async ({ description, ...values }) => {
      try {
        const added = await register.mutateAsync({ ...values, ...(description ? { description } : {}) });
        release();
        onRegistered(added);
      } catch (err) {
        // A refused address is the address's problem: said under it (the server may name the field itself).
        if (!isApiError(err, 400) || err.code !== 'WEBHOOK_URL_REFUSED' || err.fieldErrors.length > 0) throw err;
        setError(
          'url',
          { type: 'server', message: errorMessage(err, t('This address cannot receive webhooks.')) },
          { shouldFocus: true },
        );
      }
    },
    { fields: FIELDS, fallback: msg('The endpoint could not be added. Please try again.') },
  );

  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  const eventsErrorId = `${ids}-events-error`;
  const eventsHintId = `${ids}-events-hint`;

  return (
    <EditorShell
      eyebrow={t('Integrations')}
      title={t('Add an endpoint')}
      description={t(
        'The shop posts each event you choose to this address as it happens, signed with a secret you see once, when the endpoint is added.',
      )}
      formLabel={t('Add an endpoint')}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitting={isSubmitting}
      submitLabel={t('Add endpoint')}
      formError={formError ? shownText(formError, t) : null}
      blocker={blocker}
    >
      <TextField
        label={t('Address (URL)')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/webhooks"
        hint={t('Where each event is posted: an https:// address your tool gives you.')}
        {...formField(form, 'url')}
      />
      <TextAreaField
        label={t('Description (optional)')}
        rows={2}
        maxLength={200}
        hint={t('What it is for, as you will want to read it here later.')}
        {...formField(form, 'description')}
      />
      <fieldset
        className="grid min-w-0 gap-5"
        aria-describedby={[eventsHintId, eventsError ? eventsErrorId : undefined].filter(Boolean).join(' ')}
        aria-invalid={eventsError ? true : undefined}
      >
        <legend className="mb-2 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase">
          {t('Events')}
        </legend>
        <p id={eventsHintId} className="text-xs text-ink-soft">
          {t('What this address receives. Choose at least one.')}
        </p>
        {eventGroups.map((group) => (
          <fieldset key={group.label} className="grid min-w-0 gap-3 border-t border-line pt-4">
            <legend className="float-left w-full text-sm font-medium">{t(group.label)}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {group.events.map((type) => (
                <CheckboxField
                  key={type}
                  value={type}
                  label={t(eventLabels[type])}
                  hint={<code className="font-mono">{type}</code>}
                  {...form.register('events')}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {eventsError ? (
          <p id={eventsErrorId} className="text-[0.8125rem] text-danger">
            {shownText(eventsError, t)}
          </p>
        ) : null}
      </fieldset>
    </EditorShell>
  );
}
