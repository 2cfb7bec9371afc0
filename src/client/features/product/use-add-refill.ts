import { useState } from 'react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { sizedName } from '@/domain/catalogue/sizes';
import { errorMessage } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { useCart } from '@/client/lib/use-cart';
import { useI18n } from '@/client/lib/i18n';

/**
 * Add to Cart as a refill (DESIGN §1 "Refills"): the size chosen, delivered every `intervalWeeks` weeks at the
 * refill price, which the server sets. A refusal is said in the server's words (a guest's "sign in", a size the
 * house does not refill). The one-off bottle goes through `useAddBottle` (lib/use-buy-bottle.ts) as before.
 */
export function useAddRefill(perfume: Pick<Perfume, 'id' | 'name'>) {
  const { t } = useI18n();
  const { addItem } = useCart();
  const [adding, setAdding] = useState(false);

  const add = async (volume: number, quantity: number, intervalWeeks: number) => {
    setAdding(true);
    try {
      await addItem({ perfumeId: perfume.id, quantity, volume, refill: { intervalWeeks } });
      toast({
        variant: 'success',
        title: t('Added to cart'),
        description: t('{name}, refill every {weeks} weeks', {
          name: sizedName(perfume.name, volume),
          weeks: intervalWeeks,
        }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('Not added to cart'),
        description: errorMessage(error, t('Could not add item to cart. Please try again.')),
      });
    } finally {
      setAdding(false);
    }
  };

  return { adding, add };
}
