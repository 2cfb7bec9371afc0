import { listAdminUsers } from '@/domain/api/admin';
import { pagedList, usePagedRows } from '../shared/paged-list';

/** The accounts, page by page. */
export const useAdminUsers = () => usePagedRows(pagedList(listAdminUsers, {}));
