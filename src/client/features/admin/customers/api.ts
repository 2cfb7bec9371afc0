import { listAdminUsers } from '@/domain/api/admin';
import { pagedList, usePagedRows, type PageCursor } from '../shared/paged-list';

/** A page of the accounts, newest first, narrowed by `q` (part of a name, e-mail or username; accents and case ignored). */
export const useAdminUsers = (q: string | undefined, cursor: PageCursor) =>
  usePagedRows(pagedList(listAdminUsers, { q }, cursor));
