import { useImperativeHandle, useState, type RefObject } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import type { CardResult, PaymentHandle } from '@/client/components/payment/payment-handle';
import { PaymentLoading } from '@/client/components/payment/payment-loading';
import { stripeFor } from '@/client/components/payment/stripe-loader';
import { useI18n } from '@/client/lib/i18n';

/*
 * A refill's new card with Stripe, in a chunk of its own: the Card Element needs no secret to show (the setup is
 * started only once the card is typed and sent), then `confirmCardSetup` saves it with Stripe, charging nothing.
 */

/** The Card Element in the house's colours (Stripe needs real colours, not CSS variables). */
function cardOptions(): StripeCardElementOptions {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    hidePostalCode: true,
    style: {
      base: {
        color: v('--ink', '#1c1917'),
        fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
        fontSize: '15px',
        '::placeholder': { color: v('--ink-soft', '#5f574d') },
      },
      invalid: { color: v('--danger', '#9f3426') },
    },
  };
}

interface StripeCardSetupProps {
  publishableKey: string;
  handleRef: RefObject<PaymentHandle | null>;
  disabled: boolean;
  onEdit?: () => void;
}

export default function StripeCardSetup({ publishableKey, ...props }: StripeCardSetupProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  return (
    <Elements stripe={stripe}>
      <CardSetupField {...props} />
    </Elements>
  );
}

function CardSetupField({ handleRef, disabled, onEdit }: Omit<StripeCardSetupProps, 'publishableKey'>) {
  const { t } = useI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [complete, setComplete] = useState(false);
  // The field's own complaint (an incomplete number) or the card's refusal, said under it until it changes.
  const [problem, setProblem] = useState<string | undefined>();
  const [options] = useState(cardOptions);

  useImperativeHandle<PaymentHandle | null, PaymentHandle | null>(
    handleRef,
    () =>
      stripe && elements
        ? {
            async validate(focus) {
              if (!complete) {
                setProblem((p) => p ?? t('Please enter the whole card: its number, expiry date and CVC.'));
                if (focus) elements.getElement(CardElement)?.focus();
              }
              return complete;
            },
            async confirm(clientSecret, holder): Promise<CardResult> {
              const card = elements.getElement(CardElement);
              if (!card) return { status: 'requires_payment_method' };
              const result = await stripe.confirmCardSetup(clientSecret, {
                payment_method: { card, billing_details: { name: holder.fullName, email: holder.email } },
              });
              if (result.error) {
                return {
                  status: result.error.setup_intent?.status ?? 'requires_payment_method',
                  error: result.error.message,
                };
              }
              return { status: result.setupIntent.status };
            },
            declined(reason) {
              setProblem(reason);
              setTimeout(() => elements.getElement(CardElement)?.focus(), 0);
            },
          }
        : null,
    [stripe, elements, complete, t],
  );

  return (
    <div className="min-h-16">
      {ready ? null : <PaymentLoading />}
      <div className="border border-line bg-surface px-3 py-3.5">
        <CardElement
          options={{ ...options, disabled }}
          onReady={() => setReady(true)}
          onChange={(event) => {
            setComplete(event.complete);
            setProblem(event.error?.message);
            onEdit?.();
          }}
        />
      </div>
      {problem ? <p className="mt-2 text-[0.8125rem] text-danger">{problem}</p> : null}
    </div>
  );
}
