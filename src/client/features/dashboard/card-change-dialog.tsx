import { lazy, Suspense, useRef, type FormEvent } from 'react';
import type { RefillSubscription } from '@/domain/refills/schemas';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
} from '@/client/components/ui/alert-dialog';
import { FormError } from '@/client/components/form/form-error';
import { ErrorNote } from '@/client/components/ui/error-note';
import { PendingButton } from '@/client/components/form/pending-button';
import type { PaymentHandle } from '@/client/components/payment/payment-handle';
import { PaymentLoading } from '@/client/components/payment/payment-loading';
import { SimulatedCardFields } from '@/client/components/payment/simulated-card-fields';
import { usePublicConfig } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';
import { CardIncomplete, CardRefused, useCardChange } from './card-change';

const StripeCardSetup = lazy(() => import('./stripe-card-setup'));

interface CardChangeDialogProps {
  refill: RefillSubscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Change the card" (DESIGN §1 "Refills"): the provider's card form in a dialog, the checkout's own fields (the
 * simulated provider's, or Stripe's Card Element). Sending it starts the setup, completes it with the provider and
 * keeps the card; a refusal is said in the provider's or the server's words and the dialog stays open. Open
 * while the refill runs, is paused or its payment failed: a new card is what a failed payment needs.
 */
export function CardChangeDialog({ refill, open, onOpenChange }: CardChangeDialogProps) {
  const { t } = useI18n();
  const config = usePublicConfig().data?.payments;
  const { data: user } = useCurrentUser();
  const handleRef = useRef<PaymentHandle | null>(null);
  const change = useCardChange(refill, handleRef);
  const pending = change.isPending;

  const openChange = (next: boolean) => {
    if (pending) return;
    if (next) change.reset();
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !user) return;
    try {
      const saved = await change.mutateAsync({ fullName: user.fullName, email: user.email });
      onOpenChange(false);
      toast({
        variant: 'success',
        title: t('Card changed'),
        description: t('Your next refill is charged to {card}.', { card: saved.card ?? t('the new card') }),
      });
    } catch {
      // Said in the dialog, from the mutation's error.
    }
  };

  const error = change.error instanceof CardIncomplete ? null : change.error;
  const fields =
    config?.provider === 'simulated' ? (
      <SimulatedCardFields handleRef={handleRef} disabled={pending} ready setup />
    ) : config?.provider === 'stripe' && config.publishableKey ? (
      <Suspense fallback={<PaymentLoading />}>
        <StripeCardSetup publishableKey={config.publishableKey} handleRef={handleRef} disabled={pending} />
      </Suspense>
    ) : config ? (
      <p className="border border-line px-4 py-3 text-sm">{t('Cards cannot be changed at the moment.')}</p>
    ) : (
      <PaymentLoading />
    );

  return (
    <AlertDialog open={open} onOpenChange={openChange}>
      <AlertDialogContent
        title={t('Change the card')}
        description={
          refill.status === 'past_due'
            ? t(
                'The last payment for “{name}” did not go through. Its next attempt is charged to the card you enter.',
                {
                  name: refill.name,
                },
              )
            : t('The next deliveries of “{name}” are charged to the card you enter. Nothing is charged now.', {
                name: refill.name,
              })
        }
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5" data-testid="card-change-form">
          {fields}
          {error instanceof CardRefused ? (
            <ErrorNote>
              {error.reason
                ? t('The card was not saved: {reason}', { reason: error.reason })
                : t('The card was not saved. Please check it or use another card.')}
            </ErrorNote>
          ) : (
            <FormError error={error} fallback={msg('The card could not be changed. Please try again.')} />
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              {t('Cancel')}
            </AlertDialogCancel>
            <PendingButton
              type="submit"
              size="sm"
              pending={pending}
              pendingLabel={t('Saving the card…')}
              disabled={!config || config.provider === 'disabled' || undefined}
            >
              {t('Keep this card')}
            </PendingButton>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
