import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { restoreCart } from '@/domain/api/marketing';
import { call, errorMessage } from '@/client/lib/api';
import { useCartQuery } from '@/client/lib/cart-query';
import { toast } from '@/client/lib/toast';
import { useI18n } from '@/client/lib/i18n';

/**
 * The abandoned-cart reminder's link, `/cart?restore={token}` (DESIGN §1 "Abandoned carts and consent"): once who is
 * browsing is known, the reminded cart's lines join this device's cart, the page shows it, and a toast says so or
 * why not (the cart became an order, the link is unknown). The token then leaves the address bar.
 */
export function useRestoreLink(): void {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = params.get('restore');
  const { key, guestId, userLoading } = useCartQuery();
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || userLoading || asked.current === token) return;
    asked.current = token;
    call(restoreCart, { body: { token, guestId } })
      .then(
        async (lines) => {
          qc.setQueryData(key, lines);
          // Its summary (credits, offers) is asked again for the lines it now holds.
          await qc.invalidateQueries({ queryKey: key });
          toast({ variant: 'success', title: t('Your cart is back'), description: t('Here is what you left in it.') });
        },
        (err: unknown) =>
          toast({
            variant: 'destructive',
            title: t('Your cart could not be brought back'),
            description: errorMessage(err, t('Please try again.')),
          }),
      )
      .finally(() =>
        setParams(
          (now) => {
            const next = new URLSearchParams(now);
            next.delete('restore');
            return next;
          },
          { replace: true },
        ),
      );
  }, [token, userLoading, guestId, key, qc, t, setParams]);
}
