import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toMajor, type Cents } from '@/domain/money';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest } from '@/client/lib/api';

export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  /** The server's cart total, in major units: what the card will be charged. */
  amount: number;
  currency: string;
}

interface Options {
  enabled: boolean;
  /** Whose cart: the intent is re-made when the shopper signs in or out. */
  owner: string;
  guestId: string;
  total: Cents;
  lineCount: number;
  currency: string;
}

/**
 * A payment intent for the cart as it is now (spec §4): asked for on arrival and again whenever
 * the total or the number of lines changes. It is not kept once the page is left (gcTime 0),
 * so a later visit starts with a fresh one. Failures are toasted (spec §8).
 */
export function usePaymentIntent({ enabled, owner, guestId, total, lineCount, currency }: Options) {
  const query = useQuery<PaymentIntent>({
    queryKey: ['/api/create-payment-intent', owner, total, lineCount],
    enabled,
    gcTime: 0,
    // The server prices the intent from its own cart; amount and currency are sent for the spec's payload.
    queryFn: ({ signal }) =>
      apiRequest<PaymentIntent>('POST', '/api/create-payment-intent', { guestId, amount: toMajor(total), currency: currency.toLowerCase() }, { signal }),
  });

  useEffect(() => {
    if (query.error) toast({ variant: 'destructive', title: 'Failed to initialize payment. Please try again.' });
  }, [query.error]);

  return query;
}
