import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { authenticateSimulatedCharge } from '@/domain/api/payments';
import { placeOrder } from '@/domain/api/checkout';
import type { OrderPage as Order } from '@/domain/orders/schemas';
import { msg } from '@/domain/i18n/translator';
import { FormError } from '@/client/components/form/form-error';
import { PendingButton } from '@/client/components/form/pending-button';
import { ErrorNote } from '@/client/components/ui/error-note';
import { stripeFor } from '@/client/components/payment/stripe-loader';
import { call } from '@/client/lib/api';
import { usePriceIn, usePublicConfig } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { queryKeyOf } from '@/client/lib/query-keys';
import { cn } from '@/client/lib/utils';

/** The bank did not confirm the payment: the provider's words, when it gave some. */
class NotConfirmed extends Error {
  constructor(readonly reason: string | undefined) {
    super(reason ?? 'The payment was not confirmed');
    this.name = 'NotConfirmed';
  }
}

/** How often, and how many times, the page reads the order again while the server settles the confirmed payment. */
const SETTLE_POLL_MS = 2000;
const SETTLE_POLLS = 15;

/**
 * A renewal the bank wants its card holder to confirm (3-D Secure; DESIGN §1 "Refills"): the mail's link brings the
 * signed-in owner to the order with `?confirm=<secret>`, and here the charge is confirmed with the provider (the
 * simulated one's authenticate, or Stripe's own challenge). The server settles the order from the provider's
 * report, so the page reads it again until it is paid.
 */
export function BankConfirmation({
  order,
  clientSecret,
  className,
}: {
  order: Order;
  clientSecret: string;
  className?: string;
}) {
  const { t } = useI18n();
  const priceIn = usePriceIn();
  const qc = useQueryClient();
  const payments = usePublicConfig().data?.payments;
  const paid = order.paymentStatus === 'paid';

  const confirm = useMutation({
    mutationFn: async () => {
      if (payments?.provider === 'stripe' && payments.publishableKey) {
        const stripe = await stripeFor(payments.publishableKey);
        if (!stripe) throw new NotConfirmed(undefined);
        const result = await stripe.confirmCardPayment(clientSecret);
        if (result.error) throw new NotConfirmed(result.error.message);
        if (result.paymentIntent.status !== 'succeeded') throw new NotConfirmed(undefined);
        return;
      }
      const result = await call(authenticateSimulatedCharge, { body: { clientSecret } });
      if (result.status !== 'succeeded') throw new NotConfirmed(result.error?.message);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeyOf(placeOrder, order.id) }),
  });
  useSettling(confirm.isSuccess && !paid, order.id);

  if (paid || confirm.isSuccess) {
    return (
      <section
        aria-labelledby="bank-confirmed-heading"
        className={cn('flex items-start gap-3 border border-line bg-surface px-5 py-4', className)}
      >
        <CircleCheck aria-hidden="true" strokeWidth={1.5} className="mt-0.5 size-5 shrink-0 text-accent" />
        <div role="status">
          <h2 id="bank-confirmed-heading" className="font-medium">
            {t('Payment confirmed')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {paid
              ? t('Thank you: your order is paid and will be prepared.')
              : t('Thank you: your order will show as paid in a moment.')}
          </p>
        </div>
      </section>
    );
  }

  const error = confirm.error;
  return (
    <section
      aria-labelledby="bank-confirmation-heading"
      data-testid="bank-confirmation"
      className={cn('border border-accent-soft/70 bg-muted/50 px-5 py-5 sm:px-6', className)}
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" strokeWidth={1.5} className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0">
          <h2 id="bank-confirmation-heading" className="font-serif text-xl">
            {t('Your bank asks you to confirm this payment')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">
            {t('{amount} is waiting for your confirmation: your card is charged once you confirm it.', {
              amount: priceIn(order.total, order.currency),
            })}
          </p>
        </div>
      </div>
      <div className="mt-4 grid gap-3">
        {error instanceof NotConfirmed ? (
          <ErrorNote>
            {error.reason
              ? t('Your bank did not confirm the payment: {reason}', { reason: error.reason })
              : t('Your bank did not confirm the payment. Please try again.')}
          </ErrorNote>
        ) : (
          <FormError error={error} fallback={msg('The payment could not be confirmed. Please try again.')} />
        )}
        <div>
          <PendingButton
            size="sm"
            pending={confirm.isPending}
            pendingLabel={t('Confirming…')}
            disabled={!payments || undefined}
            onClick={() => {
              if (!confirm.isPending) confirm.mutate();
            }}
          >
            {t('Confirm the payment')}
          </PendingButton>
        </div>
      </div>
    </section>
  );
}

/** While `waiting`, reads the order again every two seconds (a few times at most): the server marks it paid shortly. */
function useSettling(waiting: boolean, orderId: number) {
  const qc = useQueryClient();
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!waiting || polls >= SETTLE_POLLS) return;
    const timer = setTimeout(() => {
      void qc.invalidateQueries({ queryKey: queryKeyOf(placeOrder, orderId) });
      setPolls((n) => n + 1);
    }, SETTLE_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, polls, qc, orderId]);
}
