import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMail, listMails } from '@/domain/api/admin';
import { fetcher } from '@/client/lib/api';
import { PAGE_SIZE, pagedList, usePagedRows, type PageCursor } from '../shared/paged-list';
import { anyWaiting } from './mail-format';

/** Waiting mails go out within seconds (or never, without SMTP): the lists showing one look again every 10 s. */
const WAITING_POLL_MS = 10_000;

/**
 * A page of the outbox, newest first. Read afresh whenever the Mail tab opens, and every 10 s
 * while a mail shown is still waiting.
 */
export function useAdminMails(cursor: PageCursor) {
  return usePagedRows({
    ...pagedList(listMails, {}, cursor),
    staleTime: 0,
    refetchInterval: (query) => (anyWaiting(query.state.data?.rows) ? WAITING_POLL_MS : false),
  });
}

/** One mail with its HTML and text parts (under the mails' key). */
const mailQuery = (id: number) =>
  queryOptions({
    queryKey: [listMails.path, 'mail', id] as const,
    queryFn: fetcher(getMail, { params: { id } }),
    staleTime: 0,
  });

export const useMail = (id: number) => useQuery(mailQuery(id));

/** One order's mails (an order has a handful at most: the first page holds them), loaded once `enabled`. */
const orderMailsQuery = (orderId: number) =>
  queryOptions({
    queryKey: [listMails.path, 'order', orderId] as const,
    queryFn: fetcher(listMails, { query: { orderId, limit: PAGE_SIZE } }),
  });

export const useOrderMails = (orderId: number, enabled: boolean) => useQuery({ ...orderMailsQuery(orderId), enabled });
