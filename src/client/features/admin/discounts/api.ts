import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAudit } from '@/domain/api/admin';
import { getMarkets } from '@/domain/api/markets';
import {
  createDiscount,
  endDiscount,
  getPromotionSettings,
  listDiscounts,
  setPromotionSettings,
  updateDiscount,
} from '@/domain/api/promotions';
import type { DiscountInput } from '@/domain/promotions/schemas';
import { call, fetcher, isApiError } from '@/client/lib/api';
import { pagedList, usePagedRows, type PageCursor } from '../shared/paged-list';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

/** A page of the discount codes, newest first, with their uses and revenue. */
export const useDiscounts = (cursor: PageCursor) => usePagedRows(pagedList(listDiscounts, {}, cursor));

const marketsQuery = queryOptions({ queryKey: queryKeyOf(getMarkets), queryFn: fetcher(getMarkets) });

/**
 * The currencies a code may have its own amounts in (decision 070): those of the markets other than the default
 * one, each once (two markets may share one), in the markets' order.
 */
export function useOtherCurrencies(): readonly string[] {
  const { data } = useQuery(marketsQuery);
  const base = data?.find((m) => m.isDefault)?.currency;
  return [...new Set((data ?? []).map((m) => m.currency))].filter((c) => c !== base);
}

const giftQuery = queryOptions({ queryKey: queryKeyOf(getPromotionSettings), queryFn: fetcher(getPromotionSettings) });
export const useGiftSetting = () => useQuery(giftQuery);

function useAfterWrite() {
  const qc = useQueryClient();
  return () => {
    void invalidate(qc, listDiscounts, listAudit);
  };
}

export function useCreateDiscount() {
  const after = useAfterWrite();
  return useMutation({ mutationFn: (body: DiscountInput) => call(createDiscount, { body }), onSuccess: after });
}

/** Changes a code no order has used yet; a 409 (an order used it meanwhile) reads the list again, so its Edit goes. */
export function useUpdateDiscount() {
  const after = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DiscountInput }) => call(updateDiscount, { params: { id }, body }),
    onSuccess: after,
    onError: (err) => {
      if (isApiError(err, 409)) after();
    },
  });
}

export function useEndDiscount() {
  const after = useAfterWrite();
  return useMutation({ mutationFn: (id: number) => call(endDiscount, { params: { id } }), onSuccess: after });
}

export function useSaveGift() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (giftSampleThreshold: number | null) => call(setPromotionSettings, { body: { giftSampleThreshold } }),
    onSuccess: (saved) => qc.setQueryData(giftQuery.queryKey, saved),
  });
}
