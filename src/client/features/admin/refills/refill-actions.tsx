import { useId, useState } from 'react';
import { Pause, Play, X } from 'lucide-react';
import { sizedName } from '@/domain/catalogue/sizes';
import type { AdminSubscriptionDetail } from '@/domain/refills/schemas';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { FormError } from '@/client/components/form/form-error';
import { PendingButton } from '@/client/components/form/pending-button';
import { Button } from '@/client/components/ui/button';
import { NativeSelect } from '@/client/components/ui/select';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { fieldLabelClasses } from '../shared/styles';
import { useChangeRefill } from './api';
import { BillNow } from './bill-now';

/** Staff pause a refill for one to three deliveries, as the customer can (the contract's bounds). */
const PAUSE_CYCLES = [1, 2, 3] as const;

const whoOf = (refill: AdminSubscriptionDetail) => refill.customerName || refill.customerEmail;

/**
 * What staff do with a refill from its sheet: pause it (a running or failing one) or resume it (a paused one),
 * cancel it (after a question: the customer is mailed) and bill its next delivery now. An ended refill has none.
 * The sheet shows the refill the server answers; the list is read again.
 */
export function RefillActions({ refill }: { refill: AdminSubscriptionDetail }) {
  if (refill.status === 'cancelled') return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {refill.status === 'paused' ? <ResumeRefill refill={refill} /> : <PauseRefill refill={refill} />}
      <BillNow refill={refill} />
      <CancelRefill refill={refill} />
    </div>
  );
}

/** Pause for one to three deliveries: none is charged or sent meanwhile; it resumes by itself. */
function PauseRefill({ refill }: { refill: AdminSubscriptionDetail }) {
  const { t, date } = useI18n();
  const change = useChangeRefill(refill.id);
  const [cycles, setCycles] = useState(1);
  const id = useId();

  const pause = () =>
    change.mutate(
      { status: 'paused', pauseCycles: cycles },
      {
        onSuccess: (paused) =>
          toast({
            variant: 'success',
            title: t('Refill paused'),
            description: paused.resumeAt
              ? t('It resumes on {day}.', { day: date(paused.resumeAt, 'medium') })
              : t('No delivery is charged while it is paused.'),
          }),
      },
    );

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={id} className={fieldLabelClasses}>
            {t('Pause for')}
          </label>
          <NativeSelect
            id={id}
            value={cycles}
            disabled={change.isPending}
            onChange={(e) => setCycles(Number(e.target.value))}
          >
            {PAUSE_CYCLES.map((n) => (
              <option key={n} value={n}>
                {t('{count, plural, one {# delivery} other {# deliveries}}', { count: n })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <PendingButton
          variant="outline"
          size="sm"
          className="h-10"
          pending={change.isPending}
          pendingLabel={t('Pausing…')}
          icon={<Pause aria-hidden="true" className="size-3.5" strokeWidth={1.75} />}
          onClick={pause}
        >
          {t('Pause')}
        </PendingButton>
      </div>
      <FormError error={change.error} fallback={t('The refill could not be paused. Please try again.')} />
    </div>
  );
}

/** A paused refill running again: its next delivery comes on its usual day. */
function ResumeRefill({ refill }: { refill: AdminSubscriptionDetail }) {
  const { t, date } = useI18n();
  const change = useChangeRefill(refill.id);
  const resume = () =>
    change.mutate(
      { status: 'active' },
      {
        onSuccess: (resumed) =>
          toast({
            variant: 'success',
            title: t('Refill resumed'),
            description: resumed.nextRenewalAt
              ? t('The next delivery is charged on {day}.', { day: date(resumed.nextRenewalAt, 'medium') })
              : undefined,
          }),
      },
    );
  return (
    <div className="grid gap-2">
      <PendingButton
        variant="outline"
        size="sm"
        pending={change.isPending}
        pendingLabel={t('Resuming…')}
        icon={<Play aria-hidden="true" className="size-3.5" strokeWidth={1.75} />}
        onClick={resume}
      >
        {t('Resume')}
      </PendingButton>
      <FormError error={change.error} fallback={t('The refill could not be resumed. Please try again.')} />
    </div>
  );
}

/** Cancelling ends the refill at once and mails the customer: asked first, as the button cannot be undone. */
function CancelRefill({ refill }: { refill: AdminSubscriptionDetail }) {
  const { t } = useI18n();
  const change = useChangeRefill(refill.id);
  const confirm = async () => {
    await change.mutateAsync({ status: 'cancelled' });
    toast({
      variant: 'success',
      title: t('Refill cancelled'),
      description: t('{name} is told by e-mail.', { name: whoOf(refill) }),
    });
  };
  return (
    <ConfirmDialog
      onOpen={() => change.reset()}
      trigger={
        <Button variant="outline" size="sm">
          <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Cancel refill')}
        </Button>
      }
      title={t('Cancel refill #{id}?', { id: refill.id })}
      description={t(
        '{what} for {name} ends now: no further delivery is charged or sent. The customer is told by e-mail.',
        { what: sizedName(refill.name, refill.volume), name: whoOf(refill) },
      )}
      cancelLabel={t('Keep it')}
      confirmLabel={t('Cancel refill')}
      pendingLabel={t('Cancelling…')}
      danger
      pending={change.isPending}
      onConfirm={confirm}
      failure={t('The refill could not be cancelled. Please try again.')}
    />
  );
}
