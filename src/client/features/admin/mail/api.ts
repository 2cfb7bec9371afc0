import { listMails } from '@/domain/api/admin';
import { pagedList, usePagedRows, type PageCursor } from '../shared/paged-list';
import { WAITING_POLL_MS } from '../shared/mails/api';
import { anyWaiting } from '../shared/mails/mail-format';

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
