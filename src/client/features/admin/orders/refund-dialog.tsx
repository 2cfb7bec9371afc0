import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { AdminOrder, AdminOrderSummary } from '@/domain/orders/admin-schemas';
import { toCents } from '@/domain/shared/money';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { toast } from '@/client/lib/toast';
import { errorMessage } from '@/client/lib/api';
import { useMoney } from '@/client/lib/format';
import { plural } from '../shared/admin-format';
import { useRefundOrder } from './api';
import { ErrorNote } from '@/client/components/ui/error-note';

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
  const amount = money(toCents(order.refundable ?? order.total) - toCents(order.refunded));

  const onOpenChange = (next: boolean) => {
    if (refund.isPending) return;
    setOpen(next);
    if (next) {
      refund.reset();
      setRestock(Boolean(cancelling));
    }
  };

  const confirm = () => {
    if (refund.isPending) return;
    // The promise, not mutate's callbacks: the refunded order no longer offers a refund, so this dialog is gone when it settles.
    refund
      .mutateAsync({ orderId: order.id, restock: bottles > 0 && restock })
      .then((result) => {
        setOpen(false);
        toast({
          variant: 'success',
          title: cancelling ? 'Order cancelled and refunded' : 'Order refunded',
          description: `${amount} goes back to ${order.customer.name || order.customer.email}.${result.restocked ? ` ${plural(bottles, 'bottle')} returned to stock.` : ''}`,
        });
      })
      .catch(() => undefined); // shown in the dialog (refund.error)
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {cancelling ? null : (
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm">
            <Undo2 aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            Refund
          </Button>
        </AlertDialogTrigger>
      )}
      <AlertDialogContent
        // Opened from the status select, not a trigger: the focus goes back to the select.
        onCloseAutoFocus={
          cancelling
            ? (event) => {
                event.preventDefault();
                cancelling.returnFocus();
              }
            : undefined
        }
        title={cancelling ? `Cancel and refund order #${order.id}?` : `Refund order #${order.id}?`}
        description={
          <>
            {cancelling ? 'This order is paid: cancelling it refunds all of it. ' : null}
            {amount} goes back to {order.customer.name || 'the customer'} through the payment provider
            {order.payment?.isTest ? ' (a test payment)' : ''}. The customer is told by e-mail. A refund cannot be
            undone.
          </>
        }
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
        {refund.isError ? (
          <ErrorNote>{errorMessage(refund.error, 'The refund could not be made. Please try again.')}</ErrorNote>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={refund.isPending}>
            {cancelling ? 'Keep the order' : 'Keep the payment'}
          </AlertDialogCancel>
          <Button
            size="sm"
            aria-busy={refund.isPending}
            onClick={confirm}
            className="bg-danger text-background hover:bg-danger/85"
          >
            {refund.isPending ? 'Refunding…' : cancelling ? `Cancel and refund ${amount}` : `Refund ${amount}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
