import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { toast } from '@/client/lib/toast';
import { errorMessage, isApiError } from '@/client/lib/api';
import { useCart } from '@/client/lib/use-cart';
import { useI18n } from '@/client/lib/i18n';

/** Add to Cart under a saved perfume's card: one bottle, with the product page's messages. */
export function WishlistAddToCart({ perfume }: { perfume: Perfume }) {
  const { t } = useI18n();
  const { addItem } = useCart();
  const [adding, setAdding] = useState(false);
  const soldOut = perfume.inStock === false;

  const onAdd = async () => {
    setAdding(true);
    try {
      await addItem({ perfumeId: perfume.id, quantity: 1 });
      toast({ variant: 'success', title: t('Added to cart'), description: `${perfume.name} × 1` });
    } catch (error) {
      toast(
        isApiError(error, 409) && error.code === 'OUT_OF_STOCK'
          ? {
              variant: 'destructive',
              title: t('Not added to cart'),
              description: errorMessage(error, t('This perfume is sold out.')),
            }
          : {
              variant: 'destructive',
              title: t('Error'),
              description: t('Could not add item to cart. Please try again.'),
            },
      );
    } finally {
      setAdding(false);
    }
  };

  return (
    <button
      type="button"
      className={buttonStyle('outline', 'md', 'mt-5 w-full')}
      disabled={adding || soldOut}
      onClick={() => void onAdd()}
    >
      <ShoppingBag aria-hidden="true" strokeWidth={1.5} className="size-4" />
      {soldOut ? t('SOLD OUT') : adding ? t('ADDING TO CART...') : t('ADD TO CART')}
      {/* Each card has one: the name tells them apart for a screen reader. */}
      <span className="sr-only">: {perfume.name}</span>
    </button>
  );
}
