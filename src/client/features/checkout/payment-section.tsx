import { lazy, Suspense, type RefObject } from 'react';
import { Lock, ShieldCheck } from 'lucide-react';
import type { PaymentProviderName } from '@/domain/catalogue/catalogue';
import { Button } from '@/client/components/ui/button';
import type { PaymentHandle } from '@/client/components/payment/payment-handle';
import { PaymentLoading } from '@/client/components/payment/payment-loading';
import { SimulatedCardFields } from '@/client/components/payment/simulated-card-fields';
import type { usePaymentIntent } from './use-payment-intent';
import { CHECKOUT_SECTION } from './checkout-section';
import { PendingButton } from '@/client/components/form/pending-button';
import { useI18n } from '@/client/lib/i18n';

const StripePayment = lazy(() => import('./stripe-payment'));

/**
 * Payment Information: nothing when a gift card pays it all, the provider's card fields once the
 * payment intent has come (the simulated ones, or Stripe's, loaded then), a retry when it could not.
 */
export function PaymentSection({
  coveredByGiftCard,
  intent,
  provider,
  publishableKey,
  paymentRef,
  processing,
}: {
  coveredByGiftCard: boolean;
  intent: ReturnType<typeof usePaymentIntent>;
  provider: Exclude<PaymentProviderName, 'disabled'>;
  publishableKey: string | undefined;
  paymentRef: RefObject<PaymentHandle | null>;
  processing: boolean;
}) {
  const { t } = useI18n();
  const secret = intent.data;
  return (
    <section aria-labelledby="payment-heading" className={CHECKOUT_SECTION}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="payment-heading" className="font-serif text-2xl">
          {t('Payment Information')}
        </h2>
        <Lock aria-hidden="true" strokeWidth={1.5} className="size-4 text-accent" />
      </div>
      <p className="mt-1.5 text-sm text-ink-soft">{t('All transactions are secure and encrypted.')}</p>
      <div className="mt-7" aria-busy={!secret}>
        {coveredByGiftCard ? (
          <p className="border border-line px-4 py-3 text-sm">
            {t('Your gift card pays the whole order: no card is needed.')}
          </p>
        ) : intent.isError && !secret ? (
          <div
            className="flex flex-wrap items-center justify-between gap-4 border border-danger/40 px-4 py-3 text-sm"
            role="alert"
          >
            <span>{t('The payment form could not be loaded.')}</span>
            <Button variant="outline" size="sm" onClick={() => void intent.refetch()}>
              {t('Try Again')}
            </Button>
          </div>
        ) : provider === 'simulated' ? (
          <SimulatedCardFields handleRef={paymentRef} disabled={processing} ready={Boolean(secret)} />
        ) : secret && publishableKey ? (
          <Suspense fallback={<PaymentLoading />}>
            <StripePayment
              key={secret.clientSecret}
              publishableKey={publishableKey}
              clientSecret={secret.clientSecret}
              handleRef={paymentRef}
            />
          </Suspense>
        ) : (
          <PaymentLoading />
        )}
      </div>
    </section>
  );
}

/**
 * The Pay button (its words `label`), outside the form it submits (`form`: the summary stands between them), and
 * what paying says while it runs. A refused card is said at the card field and in the toast, not here.
 */
export function PayFooter({
  form,
  processing,
  payButton,
  label,
  preparing,
}: {
  form: string;
  processing: boolean;
  /** The payment intent for the total shown is being asked for: Pay waits for it (disabled), then pays that amount. */
  preparing: boolean;
  payButton: RefObject<HTMLButtonElement | null>;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <div>
      <PendingButton
        ref={payButton}
        type="submit"
        form={form}
        size="lg"
        className="h-14 w-full text-[0.8125rem]"
        pending={processing}
        pendingLabel={t('Processing Payment...')}
        disabled={processing || preparing}
        spinner
        icon={<Lock aria-hidden="true" className="size-4" />}
      >
        {label}
      </PendingButton>
      <p role="status" className="sr-only">
        {processing
          ? t('Processing your payment, please wait.')
          : preparing
            ? t('Preparing the payment of the new total…')
            : ''}
      </p>
      <p className="mt-4 flex items-center justify-center gap-2 text-xs text-ink-soft">
        <ShieldCheck aria-hidden="true" strokeWidth={1.25} className="size-4 text-accent" />
        {t('Your card details are sent securely and never stored by Maison Lumière.')}
      </p>
    </div>
  );
}
