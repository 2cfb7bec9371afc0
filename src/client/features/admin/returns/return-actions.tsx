import { useState } from 'react';
import { Check, PackageCheck, Undo2, X } from 'lucide-react';
import { RETURN_TEXT_MAX } from '@/domain/returns/returns';
import type { AdminReturn } from '@/domain/returns/schemas';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { errorMessage } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { plural } from '../shared/admin-format';
import { useCan } from '../shared/use-can';
import { useRefundReturn, useSetReturnStatus } from './api';

/**
 * What the admin may do with a return in its status: decide it, mark its parcel received, refund it
 * (money leaving the house: a role with `refunds` only).
 */
export function ReturnActions({ ret }: { ret: AdminReturn }) {
  const can = useCan();
  switch (ret.status) {
    case 'requested':
      return (
        <div className="flex flex-wrap gap-2">
          <DecisionDialog ret={ret} approve />
          <DecisionDialog ret={ret} approve={false} />
        </div>
      );
    case 'approved':
      return <MarkReceived ret={ret} />;
    case 'received':
      return can('refunds') ? (
        <RefundReturnDialog ret={ret} />
      ) : (
        <p className="text-sm text-ink-soft">Received: an owner refunds it.</p>
      );
    default:
      return null;
  }
}

const bottlesOf = (ret: AdminReturn) => ret.lines.reduce((n, l) => n + l.quantity, 0);
const who = (ret: AdminReturn) => ret.customer.name || ret.customer.email || 'the customer';

/** Approve or refuse, with a message the customer is mailed (optional). */
function DecisionDialog({ ret, approve }: { ret: AdminReturn; approve: boolean }) {
  const change = useSetReturnStatus();
  const [message, setMessage] = useState('');
  const verb = approve ? 'Approve' : 'Refuse';

  const confirm = async () => {
    await change.mutateAsync({
      id: ret.id,
      status: approve ? 'approved' : 'refused',
      message: message.trim() || undefined,
    });
    toast({
      variant: 'success',
      title: approve ? 'Return approved' : 'Return refused',
      description: `${who(ret)} is told by e-mail.`,
    });
  };

  return (
    <ConfirmDialog
      onOpen={() => {
        change.reset();
        setMessage('');
      }}
      trigger={
        <Button variant={approve ? 'primary' : 'outline'} size="sm">
          {approve ? (
            <Check aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          ) : (
            <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          )}
          {verb}
          <span className="sr-only"> return #{ret.id}</span>
        </Button>
      }
      title={`${verb} return #${ret.id}?`}
      description={
        approve
          ? `${who(ret)} is mailed that ${plural(bottlesOf(ret), 'bottle')} may be sent back, with your message.`
          : `${who(ret)} is mailed that the return is not accepted, with your message.`
      }
      confirmLabel={`${verb} Return`}
      pendingLabel="Saving…"
      pending={change.isPending}
      onConfirm={confirm}
      failure="The return could not be updated. Please try again."
    >
      <TextAreaField
        label={approve ? 'Message to the customer (optional)' : 'Message to the customer: why (optional)'}
        value={message}
        rows={3}
        maxLength={RETURN_TEXT_MAX}
        disabled={change.isPending}
        onChange={(e) => setMessage(e.target.value)}
      />
    </ConfirmDialog>
  );
}

/** The parcel is back: one click, its refusal (a return moved meanwhile) said in a toast. */
function MarkReceived({ ret }: { ret: AdminReturn }) {
  const change = useSetReturnStatus();
  const mark = () =>
    change.mutate(
      { id: ret.id, status: 'received' },
      {
        onSuccess: () => toast({ variant: 'success', title: 'Parcel received', description: `Return #${ret.id}.` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Not updated',
            description: errorMessage(error, 'The return could not be updated.'),
          }),
      },
    );
  return (
    <Button variant="outline" size="sm" aria-busy={change.isPending} disabled={change.isPending} onClick={mark}>
      <PackageCheck aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      Mark Received
      <span className="sr-only"> return #{ret.id}</span>
    </Button>
  );
}

/** Refunds the return's bottles through the payment provider, back in stock if ticked. */
function RefundReturnDialog({ ret }: { ret: AdminReturn }) {
  const refund = useRefundReturn();
  const [restock, setRestock] = useState(true);
  const bottles = bottlesOf(ret);

  const confirm = async () => {
    await refund.mutateAsync({ id: ret.id, restock });
    toast({ variant: 'success', title: 'Return refunded', description: `${who(ret)} is told by e-mail.` });
  };

  return (
    <ConfirmDialog
      onOpen={() => {
        refund.reset();
        setRestock(true);
      }}
      trigger={
        <Button size="sm">
          <Undo2 aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          Refund
          <span className="sr-only"> return #{ret.id}</span>
        </Button>
      }
      title={`Refund return #${ret.id}?`}
      description={`${plural(bottles, 'bottle')} of order #${ret.orderId} (${ret.lines
        .map((l) => `${l.name} × ${l.quantity}`)
        .join(
          ', ',
        )}) are refunded to ${who(ret)} through the payment provider, with a credit note. A refund cannot be undone.`}
      cancelLabel="Keep the payment"
      confirmLabel="Refund Return"
      pendingLabel="Refunding…"
      danger
      pending={refund.isPending}
      onConfirm={confirm}
      failure="The refund could not be made. Please try again."
    >
      <CheckboxField
        label="Return the bottles to stock"
        hint="For bottles that came back unopened and can be sold again."
        checked={restock}
        disabled={refund.isPending}
        onChange={(e) => setRestock(e.target.checked)}
        className="mt-2"
      />
    </ConfirmDialog>
  );
}
