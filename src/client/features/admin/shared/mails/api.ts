import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMail, listMails } from '@/domain/api/admin';
import { fetcher } from '@/client/lib/api';
import { PAGE_SIZE } from '../paged-list';
import { queryKeyOf } from '@/client/lib/query-keys';

/** Waiting mails go out within seconds (or never, without SMTP): the lists showing one look again every 10 s. */
export const WAITING_POLL_MS = 10_000;

/** One mail with its HTML and text parts (under the mails' key). */
const mailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf(listMails, 'mail', id),
    queryFn: fetcher(getMail, { params: { id } }),
    staleTime: 0,
  });

export const useMail = (id: number) => useQuery(mailQuery(id));

/** One order's mails (an order has a handful at most: the first page holds them), loaded once `enabled`. */
const orderMailsQuery = (orderId: number) =>
  queryOptions({
    queryKey: queryKeyOf(listMails, 'order', orderId),
    queryFn: fetcher(listMails, { query: { orderId, limit: PAGE_SIZE } }),
  });

export const useOrderMails = (orderId: number, enabled: boolean) => useQuery({ ...orderMailsQuery(orderId), enabled });
