import { useImperativeHandle, useState, type RefObject } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, PaymentMethodCreateParams } from '@stripe/stripe-js';
import type { Buyer, ShippingDetails } from '@/domain/checkout/schemas';
import type { CardResult, PaymentHandle } from '@/client/components/payment/payment-handle';
import { PaymentLoading } from '@/client/components/payment/payment-loading';
import { stripeFor } from '@/client/components/payment/stripe-loader';

/*
 * Stripe Elements, in a chunk of its own that only loads when the store runs on Stripe; Stripe.js itself
 * comes through `stripeFor`, once per publishable key.
 */

/** The house palette for the Payment Element (Stripe needs real colours, not CSS variables). */
function appearance(): Appearance {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    theme: document.documentElement.classList.contains('dark') ? 'night' : 'stripe',
    variables: {
      colorPrimary: v('--accent', '#7a5f36'),
      colorBackground: v('--surface', '#fdfbf8'),
      colorText: v('--ink', '#1c1917'),
      colorTextSecondary: v('--ink-soft', '#5f574d'),
      colorDanger: v('--danger', '#9f3426'),
      fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
      borderRadius: '0px',
      spacingUnit: '4px',
    },
  };
}

/** Stripe wants an ISO country code; a country typed in words is left to the Payment Element. */
function billingDetails(b: ShippingDetails | Buyer): PaymentMethodCreateParams.BillingDetails {
  // A buyer of gift cards only gave no address (issue #43).
  if (!('address' in b)) return { name: b.fullName, email: b.email };
  const country = /^[A-Za-z]{2}$/.test(b.country) ? b.country.toUpperCase() : undefined;
  return {
    name: b.fullName,
    email: b.email,
    address: {
      line1: b.address,
      ...(b.address2 ? { line2: b.address2 } : {}),
      city: b.city,
      ...(b.region ? { state: b.region } : {}),
      postal_code: b.postalCode,
      ...(country ? { country } : {}),
    },
  };
}

interface StripePaymentProps {
  publishableKey: string;
  clientSecret: string;
  handleRef: RefObject<PaymentHandle | null>;
}

export default function StripePayment({ publishableKey, clientSecret, handleRef }: StripePaymentProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [options] = useState(() => ({ clientSecret, appearance: appearance() }));
  return (
    <Elements stripe={stripe} options={options}>
      <StripeFields handleRef={handleRef} />
    </Elements>
  );
}

function StripeFields({ handleRef }: { handleRef: RefObject<PaymentHandle | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  // The card's refusal, said under the Payment Element until the card is changed.
  const [declined, setDeclined] = useState<string | undefined>();

  useImperativeHandle<PaymentHandle | null, PaymentHandle | null>(
    handleRef,
    () =>
      stripe && elements
        ? {
            async validate(focus) {
              const { error } = await elements.submit();
              if (error && focus) elements.getElement('payment')?.focus();
              return !error;
            },
            async confirm(_clientSecret, billing): Promise<CardResult> {
              const result = await stripe.confirmPayment({
                elements,
                confirmParams: {
                  return_url: `${window.location.origin}/checkout`,
                  payment_method_data: { billing_details: billingDetails(billing) },
                },
                redirect: 'if_required',
              });
              if (result.error) {
                return {
                  status: result.error.payment_intent?.status ?? 'requires_payment_method',
                  error: result.error.message,
                };
              }
              return { status: result.paymentIntent.status };
            },
            declined(reason) {
              setDeclined(reason);
              setTimeout(() => elements.getElement('payment')?.focus(), 0);
            },
          }
        : null,
    [stripe, elements],
  );

  return (
    <div className="min-h-24">
      {ready ? null : <PaymentLoading />}
      <PaymentElement
        onReady={() => setReady(true)}
        onChange={() => setDeclined(undefined)}
        options={{ layout: 'tabs' }}
      />
      {declined ? <p className="mt-2 text-[0.8125rem] text-danger">{declined}</p> : null}
    </div>
  );
}
