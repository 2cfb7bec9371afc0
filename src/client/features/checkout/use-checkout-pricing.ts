import { methodPriceOf } from '@/domain/shipping/shipping';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { getCart, getCartSummary } from '@/domain/api/cart';
import { getShippingCountries, getShippingMethods } from '@/domain/api/shipping';
import { cartTotals, type CartTotals, pricedLineOf, totalBeforeGiftCard } from '@/domain/cart/cart';
import type { ShippingCountry, ShippingMethod } from '@/domain/shipping/schemas';
import type { CartSummary } from '@/domain/cart/schemas';
import type { Cents } from '@/domain/shared/money';
import { minorOf } from '@/client/lib/format';
import { withGiftWrap } from '@/domain/gifts/gifts';
import { isCardOnly } from '@/domain/cart/lines';
import { call, errorMessage, fetcher } from '@/client/lib/api';
import type { useCart } from '@/client/lib/use-cart';
import { queryKeyOf } from '@/client/lib/query-keys';
import { useI18n } from '@/client/lib/i18n';

type Cart = ReturnType<typeof useCart>;

const countriesQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(getShippingCountries),
    queryFn: fetcher(getShippingCountries, {}),
  });

const methodsQuery = (country: string) =>
  queryOptions({
    queryKey: queryKeyOf(getShippingMethods, country),
    queryFn: fetcher(getShippingMethods, { query: { country } }),
  });

/** The list of countries the shop ships to (GET /api/shipping/countries), by name. */
export const useShippingCountries = () => useQuery(countriesQuery());

/** A country the shopper typed or saved in their profile ("France", "fr") as the list's code; '' when it names none. */
export function countryCodeIn(countries: readonly ShippingCountry[], value: string | null | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return '';
  const found = countries.find((c) => c.code.toLowerCase() === text || c.name.toLowerCase() === text);
  return found?.code ?? '';
}

export interface CheckoutPricing {
  /** The destination's ISO code, '' until the shopper has picked one. */
  country: string;
  setCountry: (code: string) => void;
  /** The methods of the country's zone (empty until known). */
  methods: ShippingMethod[];
  methodsLoading: boolean;
  /** Why the country cannot be shipped to (the server's words), when it cannot. */
  methodsError: string | undefined;
  /** The method chosen (the zone's first until the shopper picks another). */
  method: ShippingMethod | undefined;
  setMethodId: (id: number) => void;
  /** The totals the shopper will pay: the chosen method's shipping, the server's once it has answered. */
  totals: CartTotals;
  /** The VAT inside the total, once the country is known and the server has priced it. */
  vat: { rateBp: number; amount: Cents } | undefined;
  /** The gift card applied (decision 062): it pays its `applied` part of `totals.total`. */
  giftCard: CartSummary['giftCard'] | undefined;
  /** The order is gift-wrapped: the server prices the wrap into the totals (domain/gifts). */
  giftWrap: boolean;
  setGiftWrap: (wrap: boolean) => void;
  /** What the wrap costs, as the server's summary says (undefined until it has answered). */
  giftWrapPrice: Cents | undefined;
  /** The currency of the amounts: the chosen country's market's once the server has priced it there (decision 070). */
  currency: string | undefined;
  /** Each line's price in `currency` for the chosen country, once priced. */
  linePrices: ReadonlyMap<number, number> | undefined;
  /** The country's market collects import taxes and duties on delivery. */
  dutiesOnDelivery: boolean;
}

/**
 * Checkout's pricing: the country picked, its zone's methods, the method chosen, the totals with its
 * shipping, and the VAT inside them as the server computes it (GET /api/cart/summary with the country
 * and method: the same pricing the order and the payment will have).
 */
export function useCheckoutPricing(cart: Cart): CheckoutPricing {
  const { t } = useI18n();
  const [{ country, chosenId }, setDestination] = useState<{ country: string; chosenId: number | undefined }>({
    country: '',
    chosenId: undefined,
  });
  // Another country is another zone: its first method until the shopper picks one.
  const setCountry = useCallback(
    (code: string) => setDestination((d) => (d.country === code ? d : { country: code, chosenId: undefined })),
    [],
  );
  const setMethodId = useCallback((id: number) => setDestination((d) => ({ ...d, chosenId: id })), []);
  const [giftWrap, setGiftWrap] = useState(false);

  const methodsAnswer = useQuery({ ...methodsQuery(country), enabled: country !== '' });
  const methods = useMemo(() => (country && methodsAnswer.data) || [], [country, methodsAnswer.data]);
  const method = methods.find((m) => m.id === chosenId) ?? methods[0];

  const hasLines = cart.items.length > 0;
  // Gift cards only (issue #43): no country, no method; the server's summary is asked at once.
  const cardOnly = isCardOnly(cart.items);
  const summary = useQuery({
    queryKey: queryKeyOf(getCart, cart.owner, 'summary', country, method?.id ?? null, giftWrap),
    queryFn: ({ signal }) =>
      call(
        getCartSummary,
        {
          query: {
            guestId: cart.guestId,
            ...(country ? { country } : {}),
            shippingMethodId: method?.id,
            ...(giftWrap ? { giftWrap: 'true' as const } : {}),
          },
        },
        { signal },
      ),
    enabled: hasLines && (cardOnly || (country !== '' && method !== undefined)),
    // A method changed within the same country keeps the last answer on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
  const priced =
    summary.data && (cardOnly ? summary.data.country === null : summary.data.country === country)
      ? summary.data
      : undefined;
  // The admin's price for a wrap, from any answer of the server's, in that answer's currency (decision 070).
  const wrapPrice = summary.data ? minorOf(summary.data.giftWrapPrice, summary.data.currency) : undefined;

  const totals = useMemo<CartTotals>(() => {
    if (cardOnly) {
      // Nothing to ship: the server's totals once it has answered, the lines' (no shipping) until then.
      if (!priced || priced.itemCount !== cart.totals.itemCount) return cart.totals;
      return {
        subtotal: minorOf(priced.subtotal, priced.currency),
        discount: minorOf(priced.discount, priced.currency),
        shipping: 0,
        total: totalBeforeGiftCard(
          minorOf(priced.total, priced.currency),
          minorOf(priced.giftCard?.applied ?? 0, priced.currency),
        ),
        itemCount: priced.itemCount,
      };
    }
    if (!method) return cart.totals;
    if (
      priced &&
      priced.shippingMethodId === method.id &&
      priced.itemCount === cart.totals.itemCount &&
      priced.giftWrap > 0 === giftWrap
    ) {
      return {
        subtotal: minorOf(priced.subtotal, priced.currency),
        discount: minorOf(priced.discount, priced.currency),
        shipping: minorOf(priced.shipping, priced.currency),
        // The order's total: the summary's is what is left once its gift card has paid (decision 062).
        total: totalBeforeGiftCard(
          minorOf(priced.total, priced.currency),
          minorOf(priced.giftCard?.applied ?? 0, priced.currency),
        ),
        itemCount: priced.itemCount,
        ...(priced.giftWrap > 0 ? { giftWrap: minorOf(priced.giftWrap, priced.currency) } : {}),
      };
    }
    const estimate = cartTotals(
      cart.items.map(pricedLineOf),
      cart.totals.discount,
      methodPriceOf(method, method.currency),
    );
    return withGiftWrap(estimate, giftWrap && wrapPrice !== undefined ? wrapPrice : 0);
  }, [cardOnly, method, priced, cart.items, cart.totals, giftWrap, wrapPrice]);

  const vat =
    priced && priced.tax !== null && priced.taxRate !== null
      ? { rateBp: Math.round(priced.taxRate * 10_000), amount: minorOf(priced.tax, priced.currency) }
      : undefined;

  return {
    country,
    setCountry,
    methods,
    methodsLoading: country !== '' && methodsAnswer.isLoading,
    methodsError:
      country && methodsAnswer.isError
        ? errorMessage(methodsAnswer.error, t('Shipping options could not be loaded. Please try again.'))
        : undefined,
    method,
    setMethodId,
    totals,
    vat,
    giftCard: priced?.giftCard,
    /**
     * The currency the server prices the cart in for the chosen country (a country of another market re-prices it:
     * decision 070), each line's price in it, and whether duties may be collected on delivery there.
     */
    currency: priced?.currency ?? cart.currency,
    linePrices: priced ? new Map(priced.lines.map((l) => [l.id, l.price])) : undefined,
    dutiesOnDelivery: priced?.dutiesOnDelivery ?? false,
    giftWrap,
    setGiftWrap,
    giftWrapPrice: wrapPrice,
  };
}
