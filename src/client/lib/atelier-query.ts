import { queryOptions } from '@tanstack/react-query';
import { getAtelierInfo } from '@/domain/api/atelier';
import { fetcher } from './api';
import { queryKeyOf } from './query-keys';

/**
 * GET /api/atelier: how many days a made-to-order perfume takes to ship (the back office sets it).
 * Its key is the path alone, for whatever changes it to refresh it.
 */
export const atelierInfoQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(getAtelierInfo),
    queryFn: fetcher(getAtelierInfo),
    // Read again now and then: the back office may change it while a shopper composes.
    staleTime: 5 * 60_000,
  });
