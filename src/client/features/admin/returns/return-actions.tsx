import { useState } from 'react';
import { Check, PackageCheck, Undo2, X } from 'lucide-react';
import { RETURN_TEXT_MAX } from '@/domain/returns/returns';
import type { AdminReturn } from '@/domain/returns/schemas';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { errorMessage } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { plural } from '../shared/admin-format';
import { useCan } from '../shared/use-can';
import { useRefundReturn, useSetReturnStatus } from './api';
import { ErrorNote } from '@/client/components/ui/error-note';

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
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const verb = approve ? 'Approve' : 'Refuse';

  const onOpenChange = (next: boolean) => {
    if (change.isPending) return;
    setOpen(next);
    if (next) {
      change.reset();
      setMessage('');
    }
  };
  const confirm = () => {
    if (change.isPending) return;
    change
      .mutateAsync({ id: ret.id, status: approve ? 'approved' : 'refused', message: message.trim() || undefined })
      .then(() => {
        setOpen(false);
        toast({
          variant: 'success',
          title: approve ? 'Return approved' : 'Return refused',
          description: `${who(ret)} is told by e-mail.`,
        });
      })
      .catch(() => undefined); // shown in the dialog
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant={approve ? 'primary' : 'outline'} size="sm">
          {approve ? (
            <Check aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          ) : (
            <X aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          )}
          {verb}
          <span className="sr-only"> return #{ret.id}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={`${verb} return #${ret.id}?`}
        description={
          approve
            ? `${who(ret)} is mailed that ${plural(bottlesOf(ret), 'bottle')} may be sent back, with your message.`
            : `${who(ret)} is mailed that the return is not accepted, with your message.`
        }
      >
        <TextAreaField
          label={approve ? 'Message to the customer (optional)' : 'Message to the customer: why (optional)'}
          value={message}
          rows={3}
          maxLength={RETURN_TEXT_MAX}
          disabled={change.isPending}
          onChange={(e) => setMessage(e.target.value)}
        />
        {change.isError ? (
          <ErrorNote>{errorMessage(change.error, 'The return could not be updated. Please try again.')}</ErrorNote>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>Cancel</AlertDialogCancel>
          <Button size="sm" aria-busy={change.isPending} onClick={confirm}>
            {change.isPending ? 'Saving…' : `${verb} Return`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
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
  const [open, setOpen] = useState(false);
  const [restock, setRestock] = useState(true);
  const bottles = bottlesOf(ret);

  const onOpenChange = (next: boolean) => {
    if (refund.isPending) return;
    setOpen(next);
    if (next) {
      refund.reset();
      setRestock(true);
    }
  };
  const confirm = () => {
    if (refund.isPending) return;
    refund
      .mutateAsync({ id: ret.id, restock })
      .then(() => {
        setOpen(false);
        toast({ variant: 'success', title: 'Return refunded', description: `${who(ret)} is told by e-mail.` });
      })
      .catch(() => undefined);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button size="sm">
          <Undo2 aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          Refund
          <span className="sr-only"> return #{ret.id}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={`Refund return #${ret.id}?`}
        description={`${plural(bottles, 'bottle')} of order #${ret.orderId} (${ret.lines
          .map((l) => `${l.name} × ${l.quantity}`)
          .join(
            ', ',
          )}) are refunded to ${who(ret)} through the payment provider, with a credit note. A refund cannot be undone.`}
      >
        <CheckboxField
          label="Return the bottles to stock"
          hint="For bottles that came back unopened and can be sold again."
          checked={restock}
          disabled={refund.isPending}
          onChange={(e) => setRestock(e.target.checked)}
          className="mt-2"
        />
        {refund.isError ? (
          <ErrorNote>{errorMessage(refund.error, 'The refund could not be made. Please try again.')}</ErrorNote>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={refund.isPending}>Keep the payment</AlertDialogCancel>
          <Button
            size="sm"
            aria-busy={refund.isPending}
            onClick={confirm}
            className="bg-danger text-background hover:bg-danger/85"
          >
            {refund.isPending ? 'Refunding…' : 'Refund Return'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
