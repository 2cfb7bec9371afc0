import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAudit } from '@/domain/api/admin';
import { createMarket, getMarketPrices, getMarkets, updateMarket, updateMarketPrices } from '@/domain/api/markets';
import { getShippingMethods } from '@/domain/api/shipping';
import type { AdminMarket, MarketEdit, MarketInput, MarketPricesInput } from '@/domain/markets/schemas';
import { call } from '@/client/lib/api';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';
import { adminMarketsQuery } from '../shared/markets';

const pricesQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeyOf(getMarketPrices, code),
    queryFn: () => call(getMarketPrices, { params: { code } }),
  });

/** A market's price list. */
export const useMarketPrices = (code: string) => useQuery(pricesQuery(code));

/**
 * Market writes answer every market: the list is replaced; the storefront's selector, the price lists (a
 * market's rate prices what is not fixed) and the shipping methods' prices are read again, and the activity
 * log has a new row.
 */
function useMarketWrite<TVars>(request: (vars: TVars) => Promise<AdminMarket[]>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (markets) => {
      qc.setQueryData(adminMarketsQuery.queryKey, markets);
      void invalidate(qc, getMarkets, getMarketPrices, getShippingMethods, listAudit);
    },
  });
}

export const useSaveMarket = () =>
  useMarketWrite(({ code, input }: { code: string | null; input: MarketInput | MarketEdit }) =>
    code === null
      ? call(createMarket, { body: input as MarketInput })
      : call(updateMarket, { params: { code }, body: input }),
  );

/** Fixes or clears prices of a market: its list is replaced by the answer. */
export function useSaveMarketPrices(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MarketPricesInput) => call(updateMarketPrices, { params: { code }, body }),
    onSuccess: (prices) => {
      qc.setQueryData(pricesQuery(code).queryKey, prices);
      // Amounts fixed per currency are shared by every market in it.
      void invalidate(qc, getMarketPrices, listAudit);
    },
  });
}
