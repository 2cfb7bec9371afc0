import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { AdminOrder, AdminOrderSummary } from '@/domain/orders/admin-schemas';
import { leftToRefundOf } from '@/domain/refunds/admin-order';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { toast } from '@/client/lib/toast';
import { useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { useRefundOrder } from './api';

/**
 * Refund: asks first (it cannot be undone), with "Return the bottles to stock" for a parcel that
 * came back. The dialog stays open while the provider answers and shows its refusal in its words.
 *
 * `cancelling`: the status control's way to cancel a paid order, which is a refund of all of it. The
 * dialog then opens from the select (controlled by `open`), says so, and puts the bottles back by
 * default (they never left).
 */
export function RefundDialog({
  order,
  cancelling,
}: {
  order: AdminOrderSummary & Partial<Pick<AdminOrder, 'payment'>>;
  cancelling?: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void };
}) {
  const { t } = useI18n();
  // What is left to refund is in the order's currency (decision 070).
  const money = useMoney(order.currency);
  const refund = useRefundOrder();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = cancelling ? cancelling.open : ownOpen;
  const setOpen = cancelling ? cancelling.onOpenChange : setOwnOpen;
  const [restock, setRestock] = useState(Boolean(cancelling));
  const bottles = order.items
    .filter((line) => line.perfumeId !== null && !line.isCustom)
    .reduce((n, line) => n + line.quantity, 0);
  // The order view knows what is left to refund (samples already credited elsewhere are not, nor earlier refunds).
  const amount = money(leftToRefundOf(order));

  const confirm = async () => {
    // The refunded order no longer offers a refund: this dialog may be gone when it settles.
    const result = await refund.mutateAsync({ orderId: order.id, restock: bottles > 0 && restock });
    toast({
      variant: 'success',
      title: cancelling ? t('Order cancelled and refunded') : t('Order refunded'),
      description: `${t('{amount} goes back to {name}.', { amount, name: order.customer.name || order.customer.email })}${
        result.restocked
          ? ` ${t('{count, plural, one {# bottle} other {# bottles}} returned to stock.', { count: bottles })}`
          : ''
      }`,
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={() => {
        refund.reset();
        setRestock(Boolean(cancelling));
      }}
      trigger={
        cancelling ? undefined : (
          <Button variant="outline" size="sm">
            <Undo2 aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            {t('Refund')}
          </Button>
        )
      }
      contentProps={{
        // Opened from the status select, not a trigger: the focus goes back to the select.
        onCloseAutoFocus: cancelling
          ? (event) => {
              event.preventDefault();
              cancelling.returnFocus();
            }
          : undefined,
      }}
      title={
        cancelling ? t('Cancel and refund order #{id}?', { id: order.id }) : t('Refund order #{id}?', { id: order.id })
      }
      description={
        <>
          {cancelling ? `${t('This order is paid: cancelling it refunds all of it.')} ` : null}
          {order.payment?.isTest
            ? t(
                '{amount} goes back to {name} through the payment provider (a test payment). The customer is told by e-mail. A refund cannot be undone.',
                { amount, name: order.customer.name || t('the customer') },
              )
            : t(
                '{amount} goes back to {name} through the payment provider. The customer is told by e-mail. A refund cannot be undone.',
                { amount, name: order.customer.name || t('the customer') },
              )}
        </>
      }
      cancelLabel={cancelling ? t('Keep the order') : t('Keep the payment')}
      confirmLabel={cancelling ? t('Cancel and refund {amount}', { amount }) : t('Refund {amount}', { amount })}
      pendingLabel={t('Refunding…')}
      danger
      pending={refund.isPending}
      onConfirm={confirm}
      failure={t('The refund could not be made. Please try again.')}
    >
      {bottles > 0 ? (
        <CheckboxField
          label={t('Return the bottles to stock')}
          hint={
            cancelling
              ? t(
                  '{count, plural, one {# bottle} other {# bottles}} of the catalogue go back on sale: the order has not left.',
                  { count: bottles },
                )
              : t(
                  '{count, plural, one {# bottle} other {# bottles}} of the catalogue go back on sale, for a parcel that came back unopened.',
                  { count: bottles },
                )
          }
          checked={restock}
          disabled={refund.isPending}
          onChange={(e) => setRestock(e.target.checked)}
          className="mt-2"
        />
      ) : null}
    </ConfirmDialog>
  );
}
