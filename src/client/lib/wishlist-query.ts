import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getWishlist, mergeWishlist } from '@/domain/api/wishlist';
import type { Translator } from '@/domain/i18n/translator';
import { toast } from '@/client/lib/toast';
import { call, fetcher } from './api';
import { clearLocalWishlist, readLocalWishlist } from './wishlist-storage';
import { queryKeyOf } from './query-keys';

/*
 * The signed-in shopper's wishlist on the server, and the guest's list joining it at sign-in.
 * `useWishlist()` in ./use-wishlist builds on it; use-auth.ts calls the merge.
 */

/** GET /api/user/wishlist: the saved perfume ids, newest first. One cache entry per user. */
export const wishlistQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeyOf(getWishlist, userId), queryFn: fetcher(getWishlist) });

/**
 * Right after sign-in: the perfumes the guest saved in this browser join the account, once, and the
 * browser's copy is cleared. Should the call fail, the copy stays for the next sign-in; the
 * sign-in itself goes on.
 */
export async function mergeGuestWishlist(qc: QueryClient, userId: number, t: Translator['t']): Promise<void> {
  const perfumeIds = readLocalWishlist();
  if (perfumeIds.length === 0) return;
  try {
    const merged = await call(mergeWishlist, { body: { perfumeIds: [...perfumeIds] } });
    qc.setQueryData(wishlistQuery(userId).queryKey, merged);
    clearLocalWishlist();
  } catch {
    toast({
      variant: 'destructive',
      title: t('Your wishlist could not be added to your account'),
      description: t('It is kept on this device and will be added the next time you sign in.'),
    });
  }
}
