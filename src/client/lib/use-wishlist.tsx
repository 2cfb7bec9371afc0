import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { addToWishlist, getWishlist, removeFromWishlist } from '@/domain/api/wishlist';
import { MAX_WISHLIST_IDS } from '@/domain/wishlist/wishlist';
import type { Translator } from '@/domain/i18n/translator';
import { toast } from '@/client/lib/toast';
import { call, isApiError } from './api';
import { useI18n } from './i18n';
import { useCurrentUser } from './use-auth';
import { wishlistQuery } from './wishlist-query';
import { readLocalWishlist, useLocalWishlist, writeLocalWishlist } from './wishlist-storage';
import { queryKeyOf } from './query-keys';

const MUTATION_KEY = queryKeyOf(getWishlist, 'toggle');
const NO_IDS: readonly number[] = [];

type Saved = Pick<Perfume, 'id' | 'name'>;

const withSaved = (ids: readonly number[], id: number, save: boolean) =>
  save ? [id, ...ids.filter((i) => i !== id)] : ids.filter((i) => i !== id);

const fullToast = (t: Translator['t']) =>
  toast({
    variant: 'destructive',
    title: t('Your wishlist is full'),
    description: t('It holds at most {max} perfumes. Please remove one first.', { max: MAX_WISHLIST_IDS }),
  });

/**
 * The wishlist: a guest's list in this browser, a signed-in shopper's on the server. Toggles show
 * at once; on the server they are optimistic and roll back, with a toast, when the server refuses.
 * While the user is still unknown the list reads empty (nothing shows as saved).
 */
function useWishlistState() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const { data: user, isPending: userPending } = useCurrentUser();
  const local = useLocalWishlist();
  const userId = user?.id;
  const options = wishlistQuery(userId ?? 0);
  const remote = useQuery({ ...options, enabled: userId !== undefined });
  const key = options.queryKey;

  const ids: readonly number[] = user ? (remote.data?.perfumeIds ?? NO_IDS) : userPending ? NO_IDS : local;
  const saved = useMemo(() => new Set(ids), [ids]);

  const toggle = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ perfume, save }: { perfume: Saved; save: boolean }) =>
      call(save ? addToWishlist : removeFromWishlist, { params: { perfumeId: perfume.id } }),
    onMutate: async ({ perfume, save }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData(key);
      qc.setQueryData(key, { perfumeIds: withSaved(previous?.perfumeIds ?? [], perfume.id, save) });
      return { previous };
    },
    onError: (err, { perfume, save }, context) => {
      if (context?.previous) qc.setQueryData(key, context.previous);
      if (isApiError(err, 404)) {
        toast({
          variant: 'destructive',
          title: t('Not saved to your wishlist'),
          description: t('{name} is no longer available.', { name: perfume.name }),
        });
      } else {
        toast({
          variant: 'destructive',
          title: save ? t('Could not save to your wishlist') : t('Could not remove from your wishlist'),
          description: t('Please try again.'),
        });
      }
    },
    // Only the last of several quick toggles asks the server again: an earlier answer would undo a later click.
    onSettled: () => {
      if (qc.isMutating({ mutationKey: MUTATION_KEY }) === 1) void qc.invalidateQueries({ queryKey: key });
    },
  });

  const { mutate } = toggle;
  const setSaved = useCallback(
    (perfume: Saved, save: boolean) => {
      if (userPending) return;
      if (save && !saved.has(perfume.id) && ids.length >= MAX_WISHLIST_IDS) {
        fullToast(t);
        return;
      }
      if (user) mutate({ perfume, save });
      // Read afresh: another tab may have changed it since this render.
      else writeLocalWishlist(withSaved(readLocalWishlist(), perfume.id, save));
    },
    [userPending, saved, ids.length, user, mutate, t],
  );

  const { refetch } = remote;
  const isLoading = userPending || (Boolean(user) && remote.isPending);
  const error = user ? remote.error : null;
  return useMemo(
    () => ({
      /** Saved perfume ids, newest first. */
      ids,
      count: ids.length,
      isSaved: (id: number) => saved.has(id),
      setSaved,
      toggle: (perfume: Saved) => setSaved(perfume, !saved.has(perfume.id)),
      isLoading,
      error,
      refetch: () => void refetch(),
    }),
    [ids, saved, setSaved, isLoading, error, refetch],
  );
}

type Wishlist = ReturnType<typeof useWishlistState>;

const WishlistContext = createContext<Wishlist | null>(null);

/**
 * One wishlist for the whole page: every heart (twenty on the collections page), the header's count
 * and the wishlist page read it, instead of each running its own queries and storage listener.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  return <WishlistContext value={useWishlistState()}>{children}</WishlistContext>;
}

/** The page's wishlist (see WishlistProvider, in the app's providers). */
export function useWishlist(): Wishlist {
  const wishlist = useContext(WishlistContext);
  if (!wishlist) throw new Error('useWishlist needs a WishlistProvider (src/client/app/providers.tsx)');
  return wishlist;
}
