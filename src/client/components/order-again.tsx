import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { isMadeToOrder } from '@/domain/cart/lines';
import type { OrderLine } from '@/domain/orders/schemas';
import { PendingButton } from '@/client/components/form/pending-button';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';
import { useI18n } from '@/client/lib/i18n';
import { useCart } from '@/client/lib/use-cart';
import { paths } from '@/domain/pages/paths';

/**
 * "Order again" on a past order's custom line: the same design back in the cart, one bottle
 * (a sample line offers its full bottle). The server checks and prices it as it does any
 * creation, and its words say why when it can no longer be made.
 */
export function OrderAgain({ line }: { line: OrderLine }) {
  const { t } = useI18n();
  const { addItem } = useCart();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // A made-to-order design only: a gift card is bought anew for its recipient and day (issue #43).
  if (!isMadeToOrder(line) || !line.customDetails) return null;
  const sample = line.size === 'sample';
  const label = sample ? t('Order the full bottle') : t('Order again');

  const onClick = async () => {
    setPending(true);
    try {
      await addItem({
        perfumeId: null,
        quantity: 1,
        isCustom: true,
        customName: line.name,
        customDetails: line.customDetails!,
      });
      toast({
        variant: 'success',
        title: t('Added to cart'),
        description: t('“{name}” is in your cart, at today’s price.', { name: line.name }),
        link: { label: t('View cart'), href: paths.cart(), navigate: (href) => void navigate(href) },
      });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: t('Could not order it again'),
        description: errorMessage(err, t('Please try again.')),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <PendingButton
      variant="link"
      size="inline"
      pending={pending}
      pendingLabel={t('Adding…')}
      disableWhilePending
      aria-label={
        sample ? t('Order the full bottle: {name}', { name: line.name }) : t('Order again: {name}', { name: line.name })
      }
      onClick={() => void onClick()}
      className="text-[0.8125rem]"
      icon={<RotateCcw aria-hidden="true" className="size-3.5" strokeWidth={1.75} />}
    >
      {label}
    </PendingButton>
  );
}
