import { leftToPay } from '@/domain/gift-cards/gift-cards';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Buyer, ShippingDetails } from '@/domain/checkout/schemas';
import { isCardOnly, isGiftCardLine } from '@/domain/cart/lines';
import type { PaymentProviderName } from '@/domain/catalogue/catalogue';
import { errorMessages } from '@/domain/shared/errors';
import { pricedLineOf, shippableSubtotal } from '@/domain/cart/cart';
import { toast } from '@/client/lib/toast';
import { minorOf, useMoney, useStoreCurrency } from '@/client/lib/format';
import { useCurrentUser } from '@/client/lib/use-auth';
import type { useCart } from '@/client/lib/use-cart';
import type { PaymentHandle } from '@/client/components/payment/payment-handle';
import { CHECKOUT_FAILED_DEFAULT, checkoutErrorMessage, isEmptyCartError, shippingFieldErrors } from './place-order';
import { CardDeclined } from './card-declined';
import { PayFooter, PaymentSection } from './payment-section';
import { BuyerSection, DeliverySections } from './delivery-sections';
import { useCheckoutForms } from './use-checkout-forms';
import { type Delivery, usePlaceOrder } from './use-place-order';
import { giftMessageError, NO_GIFT, type GiftChoice } from './gift-section';
import type { CheckoutPricing } from './use-checkout-pricing';
import { usePaymentIntent } from './use-payment-intent';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { CONSENT_WORDS } from '@/domain/marketing/schemas';

type Cart = ReturnType<typeof useCart>;

interface CheckoutFormProps {
  cart: Cart;
  provider: Exclude<PaymentProviderName, 'disabled'>;
  publishableKey: string | undefined;
  /** The country, the method and the totals they make (shared with the Order Summary). */
  pricing: CheckoutPricing;
  /**
   * The Order Summary: after the form's fields and before the Pay button, so the focus meets the form first, then
   * the summary's links, then Pay (on a desktop the summary stands in the right-hand column).
   */
  summary?: ReactNode;
}

/**
 * Shipping Information, Payment Information, the summary and the Pay button. Paying creates the order,
 * confirms the card with the provider, confirms the payment with the server, then empties the
 * cart, says so and opens the order's own page.
 */
export function CheckoutForm({ cart, provider, publishableKey, pricing, summary }: CheckoutFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  // The currency the server prices the cart in for the chosen country (decision 070), else the shopper's market's.
  const market = useStoreCurrency();
  const currency = pricing.currency ?? market;
  const money = useMoney(currency);
  const { data: user } = useCurrentUser();
  // Gift cards only (issue #43): nothing travels, so the buyer's name and e-mail are all that is asked.
  const cardOnly = isCardOnly(cart.items);
  // What travels: a method's free threshold counts the bottles, never the gift cards (domain/cart).
  const bottlesSubtotal = shippableSubtotal(cart.items.map(pricedLineOf));

  const { form, buyerForm, billingForm, countryList } = useCheckoutForms(user, cardOnly, pricing.setCountry);
  const [billingSame, setBillingSame] = useState(true);
  const [gift, setGift] = useState<GiftChoice>(NO_GIFT);
  const [giftError, setGiftError] = useState<string | undefined>();
  const giftMessageRef = useRef<HTMLTextAreaElement>(null);
  // Marketing mail only with consent: the box starts unticked (DESIGN §1 "Abandoned carts and consent").
  const [marketingConsent, setMarketingConsent] = useState(false);

  const method = pricing.method;
  // What the card pays: the total, less what the gift card pays (decision 062).
  const total = leftToPay(pricing.totals.total, minorOf(pricing.giftCard?.applied ?? 0, currency));
  // A gift card that pays it all: no card, no payment intent (decision 062).
  const coveredByGiftCard = Boolean(pricing.giftCard) && total === 0;
  const { setGiftWrap } = pricing;
  useEffect(() => {
    setGiftWrap(gift.isGift && gift.wrap);
  }, [gift.isGift, gift.wrap, setGiftWrap]);

  const intent = usePaymentIntent({
    enabled: cart.items.length > 0 && !coveredByGiftCard,
    owner: cart.owner,
    guestId: cart.guestId,
    total,
    lineCount: cart.items.length,
    currency,
    // Known only once the country's methods have come: the amount then includes the chosen one's shipping.
    country: method ? pricing.country : undefined,
    shippingMethodId: method?.id,
    giftWrap: pricing.giftWrap,
  });
  const secret = intent.data;
  // A new total asks for a new intent: until it has come, Pay (which would find none) waits.
  const preparing = !coveredByGiftCard && !secret && intent.isFetching;
  const { pay, placeCovered } = usePlaceOrder({
    cart,
    pricing,
    provider,
    total,
    currency,
    secret,
    gift,
    marketingConsent,
  });

  const formId = useId();
  const paymentRef = useRef<PaymentHandle | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const [processing, setProcessing] = useState(false);

  // A failed attempt re-enables the button; give focus back to it if the disabled button had it.
  const wasProcessing = useRef(false);
  useEffect(() => {
    if (wasProcessing.current && !processing && document.activeElement === document.body) payButton.current?.focus();
    wasProcessing.current = processing;
  }, [processing]);

  const emptyCart = () => {
    toast({ variant: 'destructive', title: t('Empty Cart'), description: t(errorMessages.CART_EMPTY) });
    navigate(paths.collections());
  };

  const onFailure = (error: unknown) => {
    if (isEmptyCartError(error)) {
      void cart.refresh().catch(() => undefined);
      emptyCart();
      return;
    }
    // A refused card is said once at the card field (the provider's words) and in the toast: no third message.
    if (error instanceof CardDeclined) paymentRef.current?.declined?.(error.message);
    const fieldErrors = shippingFieldErrors(error);
    if (cardOnly) {
      const named = fieldErrors.filter((f): f is { field: keyof Buyer; message: string } =>
        ['fullName', 'email'].includes(f.field),
      );
      for (const { field, message } of named) buyerForm.setError(field, { message });
      if (named[0]) buyerForm.setFocus(named[0].field);
    } else {
      for (const { field, message } of fieldErrors) form.setError(field, { message });
      if (fieldErrors[0]) form.setFocus(fieldErrors[0].field);
    }
    const description = checkoutErrorMessage(error);
    toast({
      variant: 'destructive',
      title: t('Checkout Failed'),
      // Ours in the page's language; the server's already in it.
      description: description === CHECKOUT_FAILED_DEFAULT ? t(CHECKOUT_FAILED_DEFAULT) : description,
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    if (coveredByGiftCard) {
      const details: { value?: Delivery } = {};
      if (cardOnly)
        await buyerForm.handleSubmit((buyer) => {
          details.value = { buyer };
        })();
      else
        await form.handleSubmit((values) => {
          details.value = { shipping: values, billing: undefined };
        })();
      if (!details.value) return;
      setProcessing(true);
      try {
        await placeCovered(details.value);
      } catch (error) {
        onFailure(error);
      } finally {
        setProcessing(false);
      }
      return;
    }
    const payment = paymentRef.current;
    if (!secret || !payment) {
      toast({
        variant: 'destructive',
        title: t('Payment Error'),
        description: t('Payment system is not ready. Please try again.'),
      });
      return;
    }
    if (cart.items.length === 0) {
      emptyCart();
      return;
    }
    if (cardOnly) {
      const buyer: { value?: Buyer } = {};
      await buyerForm.handleSubmit((values) => {
        buyer.value = values;
      })();
      const cardOk = await payment.validate(buyer.value !== undefined);
      if (!buyer.value || !cardOk) return;
      setProcessing(true);
      try {
        await pay({ buyer: buyer.value }, payment);
      } catch (error) {
        onFailure(error);
      } finally {
        setProcessing(false);
      }
      return;
    }
    const shipping: { value?: ShippingDetails } = {};
    await form.handleSubmit((values) => {
      shipping.value = values;
    })();
    const billing: { value?: ShippingDetails } = {};
    if (!billingSame)
      await billingForm.handleSubmit((values) => {
        billing.value = values;
      })();
    const billingValid = billingSame || billing.value !== undefined;
    if (shipping.value && !billingValid) {
      const first = Object.keys(billingForm.formState.errors)[0] as keyof ShippingDetails | undefined;
      if (first) billingForm.setFocus(first);
    }
    const messageError = gift.isGift ? giftMessageError(gift.message, t) : undefined;
    setGiftError(messageError);
    if (messageError && shipping.value && billingValid) giftMessageRef.current?.focus();
    const cardValid = await payment.validate(shipping.value !== undefined && billingValid && !messageError);
    if (!shipping.value || !billingValid || messageError || !cardValid) return;

    setProcessing(true);
    try {
      await pay({ shipping: shipping.value, billing: billing.value }, payment);
    } catch (error) {
      onFailure(error);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <>
      <form
        id={formId}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('Checkout')}
        className="grid gap-8 lg:col-start-1 lg:row-start-1"
      >
        {cardOnly ? (
          <BuyerSection form={buyerForm} disabled={processing} />
        ) : (
          <DeliverySections
            form={form}
            billingForm={billingForm}
            countries={countryList}
            pricing={pricing}
            subtotalAfterDiscounts={bottlesSubtotal - pricing.totals.discount}
            giftCards={cart.items.some(isGiftCardLine)}
            gift={gift}
            onGiftChange={(next) => {
              setGift(next);
              if (giftError) setGiftError(giftMessageError(next.message, t));
            }}
            giftError={giftError}
            giftMessageRef={giftMessageRef}
            billingSame={billingSame}
            onBillingSameChange={setBillingSame}
            disabled={processing}
          />
        )}

        {/* An account that already consents is not asked again; unticked, the box withdraws nothing. */}
        {user?.marketingConsent ? null : (
          <CheckboxField
            label={t(CONSENT_WORDS)}
            checked={marketingConsent}
            disabled={processing}
            onChange={(e) => setMarketingConsent(e.target.checked)}
          />
        )}

        <PaymentSection
          coveredByGiftCard={coveredByGiftCard}
          intent={intent}
          provider={provider}
          publishableKey={publishableKey}
          paymentRef={paymentRef}
          processing={processing}
        />
      </form>
      {summary}
      <div className="lg:col-start-1 lg:row-start-2">
        <PayFooter
          form={formId}
          processing={processing}
          preparing={preparing}
          payButton={payButton}
          label={coveredByGiftCard ? t('Place order') : t('Pay {amount}', { amount: money(total) })}
        />
      </div>
    </>
  );
}
