import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { createPaymentIntent } from '@/domain/api/checkout';
import { getUserOrders } from '@/domain/api/orders';
import type { Buyer, ShippingDetails } from '@/domain/checkout/schemas';
import type { PaymentProviderName } from '@/domain/catalogue/catalogue';
import { leftToPay } from '@/domain/gift-cards/gift-cards';
import type { Cents } from '@/domain/shared/money';
import { minorOf } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import type { useCart } from '@/client/lib/use-cart';
import { CardDeclined } from './card-declined';
import type { GiftChoice } from './gift-section';
import type { PaymentHandle } from '@/client/components/payment/payment-handle';
import { CheckoutError, confirmWithServer, createOrder, NOT_SUCCESSFUL, orderPagePath } from './place-order';
import type { CheckoutPricing } from './use-checkout-pricing';
import type { usePaymentIntent } from './use-payment-intent';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';
import { useI18n } from '@/client/lib/i18n';

/** Where the order goes: its shipping details and method, or for gift cards only its buyer (issue #43). */
export type Delivery = { shipping: ShippingDetails; billing: ShippingDetails | undefined } | { buyer: Buyer };

/** The order made for an intent, kept so a retry after a declined card pays the same order. */
interface PendingOrder {
  intentId: string;
  orderId: number;
  /** The key of the order's own page, answered once by POST /api/orders. */
  accessKey: string;
  shippingKey: string;
}

/**
 * Placing the order: `pay` creates it (once per intent and details), confirms the card with the
 * provider and the payment with the server; `placeCovered` places one its gift card pays in full.
 * Either then says so, opens the order's own page and empties the cart.
 */
export function usePlaceOrder({
  cart,
  pricing,
  provider,
  total,
  currency,
  secret,
  gift,
  marketingConsent,
}: {
  cart: ReturnType<typeof useCart>;
  pricing: CheckoutPricing;
  provider: Exclude<PaymentProviderName, 'disabled'>;
  /** What the card pays, in minor units of `currency`. */
  total: Cents;
  /** The currency the cart is priced in (the chosen country's market's, decision 070). */
  currency: string;
  secret: ReturnType<typeof usePaymentIntent>['data'];
  gift: GiftChoice;
  /** The box "E-mail me about new perfumes and offers", ticked. */
  marketingConsent: boolean;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pendingOrder = useRef<PendingOrder | null>(null);
  const method = pricing.method;

  const pay = async (delivery: Delivery, payment: PaymentHandle) => {
    if (!secret) throw new CheckoutError(t('Payment system is not ready. Please try again.'));
    if (!('buyer' in delivery) && !method)
      throw new CheckoutError(pricing.methodsError ?? t('Please choose a shipping method.'));
    const giftAsked =
      !('buyer' in delivery) && gift.isGift
        ? { wrap: gift.wrap, message: gift.message.trim() || undefined }
        : undefined;
    const shippingKey = JSON.stringify([delivery, method?.id, giftAsked]);
    let order = pendingOrder.current;
    if (!order || order.intentId !== secret.paymentIntentId || order.shippingKey !== shippingKey) {
      if (order?.intentId === secret.paymentIntentId && provider === 'stripe') {
        // Stripe ties an intent to its first order: new details need a new intent (and the card again).
        pendingOrder.current = null;
        await queryClient.resetQueries({ queryKey: queryKeyOf(createPaymentIntent) });
        throw new CheckoutError(
          t('Your details changed since the last attempt. Please enter your card details again.'),
        );
      }
      const created = await createOrder({
        guestId: cart.guestId,
        ...('buyer' in delivery
          ? { buyer: delivery.buyer }
          : { shippingDetails: delivery.shipping, shippingMethodId: method?.id, billingDetails: delivery.billing }),
        paymentIntentId: secret.paymentIntentId,
        total,
        currency,
        items: cart.items,
        gift: giftAsked,
        marketingConsent,
      });
      // Each amount in its own currency's minor units (decision 070; an intent's code may be written in lower case,
      // as Stripe writes it): an order and an intent in two currencies never match.
      const orderLeft = leftToPay(
        minorOf(created.total, created.currency),
        minorOf(created.giftCard, created.currency),
      );
      const intentCurrency = secret.currency.toUpperCase();
      if (created.currency !== intentCurrency || orderLeft !== minorOf(secret.amount, intentCurrency)) {
        // The cart changed elsewhere (another tab): never charge an amount that no longer matches.
        void cart.refresh().catch(() => undefined);
        throw new CheckoutError(t('Your cart has changed. Please review your order and try again.'));
      }
      order = { intentId: secret.paymentIntentId, orderId: created.id, accessKey: created.accessKey, shippingKey };
      pendingOrder.current = order;
    }

    const card = await payment.confirm(
      secret.clientSecret,
      'buyer' in delivery ? delivery.buyer : (delivery.billing ?? delivery.shipping),
    );
    if (card.status !== 'succeeded') throw new CardDeclined(card.error ?? t(NOT_SUCCESSFUL));

    const status = await confirmWithServer(secret.paymentIntentId, order.orderId);
    if (status !== 'succeeded') throw new CheckoutError(t(NOT_SUCCESSFUL));

    pendingOrder.current = null;
    toast({
      variant: 'success',
      title: t('Payment Successful'),
      description: t('Thank you for your order! You will receive a confirmation email shortly.'),
    });
    // The order's page first: emptying the cart before it has opened would flash "Your cart is empty" here.
    await navigate(orderPagePath(order.orderId, order.accessKey), { state: { placed: true } });
    await cart.afterCheckout();
    void invalidate(queryClient, getUserOrders);
  };

  /** An order its gift card pays in full: placed without a card, answered paid. */
  const placeCovered = async (delivery: Delivery) => {
    if (!('buyer' in delivery) && !method)
      throw new CheckoutError(pricing.methodsError ?? t('Please choose a shipping method.'));
    const created = await createOrder({
      guestId: cart.guestId,
      ...('buyer' in delivery
        ? { buyer: delivery.buyer }
        : { shippingDetails: delivery.shipping, shippingMethodId: method?.id }),
      total,
      currency,
      items: cart.items,
      marketingConsent,
    });
    if (created.paymentStatus !== 'paid') {
      void cart.refresh().catch(() => undefined);
      throw new CheckoutError(
        t('Your gift card no longer pays the whole order. Please review your order and try again.'),
      );
    }
    toast({
      variant: 'success',
      title: t('Order placed'),
      description: t('Your gift card paid for it. You will receive a confirmation email shortly.'),
    });
    await navigate(orderPagePath(created.id, created.accessKey), { state: { placed: true } });
    await cart.afterCheckout();
    void invalidate(queryClient, getUserOrders);
  };

  return { pay, placeCovered };
}
