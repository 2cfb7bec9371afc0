import { useQuery } from '@tanstack/react-query';
import type { Perfume } from '@/domain/catalogue';
import { queryKeys } from '@/client/lib/query-keys';

/** The whole catalogue (20 perfumes); gender filtering happens on the client. */
export function usePerfumes() {
  return useQuery<Perfume[]>({ queryKey: queryKeys.perfumes });
}
