import { useNavigate } from 'react-router';
import { Zap } from 'lucide-react';
import { sizedName } from '@/domain/catalogue/sizes';
import { paths } from '@/domain/pages/paths';
import type { AdminSubscription } from '@/domain/refills/schemas';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { usePriceIn } from '@/client/lib/format';
import { Rich, useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { useBillNow } from './api';

const sr = { sr: (words: string) => <span className="sr-only">{words}</span> };

/**
 * "Bill now": the refill's next delivery charged at once to the card kept for it, as the customer's "next one
 * now" (a paid order with its invoice). The server bills a cycle once: a renewal already under way, an ended
 * refill or a declined card is refused (409), in its words, in the dialog.
 */
export function BillNow({ refill }: { refill: AdminSubscription }) {
  const { t } = useI18n();
  const priceIn = usePriceIn();
  const navigate = useNavigate();
  const bill = useBillNow();
  const who = refill.customerName || refill.customerEmail;

  const confirm = async () => {
    const { orderId } = await bill.mutateAsync(refill.id);
    toast({
      variant: 'success',
      title: t('Refill billed'),
      description: t('Order #{id} is paid; {name} is mailed its confirmation.', { id: orderId, name: who }),
      link: {
        label: t('Open order #{id}', { id: orderId }),
        href: paths.admin({ tab: 'orders', order: orderId }),
        navigate: (href) => void navigate(href),
      },
    });
  };

  return (
    <ConfirmDialog
      onOpen={() => bill.reset()}
      trigger={
        <Button variant="outline" size="sm">
          <Zap aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          <Rich message="Bill now<sr> refill #{id}</sr>" values={{ id: refill.id }} tags={sr} />
        </Button>
      }
      title={t('Bill refill #{id} now?', { id: refill.id })}
      description={t(
        '{what} for {name} is charged now, {price}, to the card kept for it: a paid order with its invoice. The next renewal comes {weeks} weeks after today.',
        {
          what: sizedName(refill.name, refill.volume),
          name: who,
          price: priceIn(refill.price, refill.currency),
          weeks: refill.intervalWeeks,
        },
      )}
      cancelLabel={t('Not now')}
      confirmLabel={t('Bill now')}
      pendingLabel={t('Billing…')}
      pending={bill.isPending}
      onConfirm={confirm}
      failure={t('The refill could not be billed. Please try again.')}
    />
  );
}
