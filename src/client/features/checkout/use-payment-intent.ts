import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createPaymentIntent } from '@/domain/api/checkout';
import { toMajorIn } from '@/domain/currency/currency';
import type { Cents } from '@/domain/shared/money';
import { toast } from '@/client/lib/toast';
import { call } from '@/client/lib/api';
import { queryKeyOf } from '@/client/lib/query-keys';
import { useI18n } from '@/client/lib/i18n';

/** Every payment-intent cache entry starts with this path: reset it to ask for a new intent. */

interface Options {
  enabled: boolean;
  /** Whose cart: the intent is re-made when the shopper signs in or out. */
  owner: string;
  guestId: string;
  total: Cents;
  lineCount: number;
  currency: string;
  /** Where the order goes, once known: the amount includes the method's shipping. */
  country: string | undefined;
  shippingMethodId: number | undefined;
  /** The order is gift-wrapped: the amount includes the wrap, priced by the server. */
  giftWrap?: boolean;
}

/**
 * POST /api/create-payment-intent for the cart as it is now: keyed by owner, total (the chosen method's
 * shipping included) and number of lines, so a change to any asks for a new intent. It is not kept once the page is left (gcTime 0),
 * so a later visit starts with a fresh one.
 */
const paymentIntentQuery = ({
  owner,
  guestId,
  total,
  lineCount,
  currency,
  country,
  shippingMethodId,
  giftWrap,
}: Omit<Options, 'enabled'>) =>
  queryOptions({
    // The amount is all an intent holds: another country or method at the same total keeps it (the order is
    // priced to them, and must come to the same amount).
    queryKey: queryKeyOf(createPaymentIntent, owner, total, lineCount),
    gcTime: 0,
    // The server prices the intent from its own cart; amount and currency are sent for the specification's payload.
    queryFn: ({ signal }) =>
      call(
        createPaymentIntent,
        {
          body: {
            guestId,
            amount: toMajorIn(total, currency),
            currency: currency.toLowerCase(),
            ...(country && shippingMethodId ? { country, shippingMethodId } : {}),
            ...(giftWrap ? { giftWrap } : {}),
          },
        },
        { signal },
      ),
  });

/** A payment intent for the cart: asked for on arrival and again whenever the cart changes. Failures are toasted. */
export function usePaymentIntent({ enabled, ...cart }: Options) {
  const { t } = useI18n();
  const query = useQuery({ ...paymentIntentQuery(cart), enabled });

  useEffect(() => {
    if (query.error) toast({ variant: 'destructive', title: t('Failed to initialize payment. Please try again.') });
  }, [query.error, t]);

  return query;
}
