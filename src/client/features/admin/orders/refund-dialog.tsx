import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { AdminOrder, AdminOrderSummary } from '@/domain/orders/admin-schemas';
import { leftToRefundOf } from '@/domain/refunds/admin-order';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { toast } from '@/client/lib/toast';
import { useMoney } from '@/client/lib/format';
import { plural } from '../shared/admin-format';
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
  const money = useMoney();
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
      title: cancelling ? 'Order cancelled and refunded' : 'Order refunded',
      description: `${amount} goes back to ${order.customer.name || order.customer.email}.${result.restocked ? ` ${plural(bottles, 'bottle')} returned to stock.` : ''}`,
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
            Refund
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
      title={cancelling ? `Cancel and refund order #${order.id}?` : `Refund order #${order.id}?`}
      description={
        <>
          {cancelling ? 'This order is paid: cancelling it refunds all of it. ' : null}
          {amount} goes back to {order.customer.name || 'the customer'} through the payment provider
          {order.payment?.isTest ? ' (a test payment)' : ''}. The customer is told by e-mail. A refund cannot be undone.
        </>
      }
      cancelLabel={cancelling ? 'Keep the order' : 'Keep the payment'}
      confirmLabel={cancelling ? `Cancel and refund ${amount}` : `Refund ${amount}`}
      pendingLabel="Refunding…"
      danger
      pending={refund.isPending}
      onConfirm={confirm}
      failure="The refund could not be made. Please try again."
    >
      {bottles > 0 ? (
        <CheckboxField
          label="Return the bottles to stock"
          hint={
            cancelling
              ? `${plural(bottles, 'bottle')} of the catalogue go back on sale: the order has not left.`
              : `${plural(bottles, 'bottle')} of the catalogue go back on sale, for a parcel that came back unopened.`
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
