import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { sizedName, type PerfumeSize } from '@/domain/catalogue/sizes';
import { addedToast } from './added-toast';
import { errorMessage, isApiError } from './api';
import { perfumeQuery, perfumesQuery, perfumeStockQuery } from './catalogue-queries';
import { toast } from './toast';
import { useCart } from './use-cart';
import { useI18n } from './i18n';

/*
 * Buying a catalogue bottle, as the product page and the quick view (components/quick-view.tsx) both do
 * it: the size chosen, each size's "Only N left", and Add to Cart with its toasts.
 */

/**
 * The size chosen: the default size, else the first one in stock (decision 060); a perfume with no
 * size on sale is sold out, and shows its default size. A sold-out size may be chosen too (the product
 * page then offers to mail the shopper when it is back).
 */
export function useSizeChoice(perfume: Perfume) {
  const sizes: PerfumeSize[] =
    perfume.sizes.length > 0
      ? perfume.sizes
      : [{ volume: perfume.volume, price: perfume.price, inStock: perfume.inStock }];
  const [volume, setVolume] = useState(
    () =>
      (
        sizes.find((s) => s.volume === perfume.volume && s.inStock) ??
        sizes.find((s) => s.inStock) ??
        sizes.find((s) => s.volume === perfume.volume) ??
        sizes[0]!
      ).volume,
  );
  const size = sizes.find((s) => s.volume === volume) ?? sizes[0]!;
  return {
    sizes,
    size,
    setVolume,
    /** No size can be ordered. */
    soldOut: !sizes.some((s) => s.inStock),
    /** The size chosen cannot be ordered. */
    sizeSoldOut: !size.inStock,
  };
}

/** "Only N left" per size, read fresh (the perfume's answer is cached and says only in stock or not). */
export function useSizesLeft(perfumeId: number): ReadonlyMap<number, number | null> {
  const { data } = useQuery(perfumeStockQuery(perfumeId));
  return new Map((data?.sizes ?? []).map((s) => [s.volume, s.left]));
}

/**
 * Add to Cart for one size of a perfume: `adding` while the server answers, then the toast that
 * says what went in (or why nothing did), and the stock read again.
 */
export function useAddBottle(perfume: Pick<Perfume, 'id' | 'name'>) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { addItem, items } = useCart();
  const [adding, setAdding] = useState(false);
  const stockKey = perfumeStockQuery(perfume.id).queryKey;

  const add = async (volume: number, quantity: number) => {
    setAdding(true);
    try {
      const line = await addItem({ perfumeId: perfume.id, quantity, volume });
      // The server answers the line's quantity after the add, capped at 10: the toast says when fewer went in.
      const before = items.find((item) => item.id === line.id)?.quantity ?? 0;
      toast(addedToast({ name: sizedName(perfume.name, volume), asked: quantity, before, after: line.quantity }, t));
      void queryClient.invalidateQueries({ queryKey: stockKey });
    } catch (error) {
      if (isApiError(error, 409) && error.code === 'OUT_OF_STOCK') {
        // The server's words say what is left ("Only 2 left of Oud Fumé."); the page then shows the stock as it is now.
        toast({
          variant: 'destructive',
          title: t('Not added to cart'),
          description: errorMessage(error, t('This perfume is sold out.')),
        });
        void queryClient.invalidateQueries({ queryKey: perfumeQuery(perfume.id).queryKey });
        void queryClient.invalidateQueries({ queryKey: perfumesQuery().queryKey });
        void queryClient.invalidateQueries({ queryKey: stockKey });
      } else {
        toast({
          variant: 'destructive',
          title: t('Error'),
          description: t('Could not add item to cart. Please try again.'),
        });
      }
    } finally {
      setAdding(false);
    }
  };

  return { adding, add };
}
