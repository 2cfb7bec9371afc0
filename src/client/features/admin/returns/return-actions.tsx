import { useState } from 'react';
import { Check, PackageCheck, Undo2, X } from 'lucide-react';
import { RETURN_TEXT_MAX } from '@/domain/returns/returns';
import type { AdminReturn } from '@/domain/returns/schemas';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import type { Translator } from '@/domain/i18n/translator';
import { errorMessage } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { useCan } from '../shared/use-can';
import { useRefundReturn, useSetReturnStatus } from './api';

/**
 * What the admin may do with a return in its status: decide it, mark its parcel received, refund it
 * (money leaving the house: a role with `refunds` only).
 */
export function ReturnActions({ ret }: { ret: AdminReturn }) {
  const { t } = useI18n();
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
        <p className="text-sm text-ink-soft">{t('Received: an owner refunds it.')}</p>
      );
    default:
      return null;
  }
}

const bottlesOf = (ret: AdminReturn) => ret.lines.reduce((n, l) => n + l.quantity, 0);
const who = (ret: AdminReturn, t: Translator['t']) => ret.customer.name || ret.customer.email || t('the customer');
const sr = { sr: (words: string) => <span className="sr-only">{words}</span> };

/** Approve or refuse, with a message the customer is mailed (optional). */
function DecisionDialog({ ret, approve }: { ret: AdminReturn; approve: boolean }) {
  const { t } = useI18n();
  const change = useSetReturnStatus();
  const [message, setMessage] = useState('');

  const confirm = async () => {
    await change.mutateAsync({
      id: ret.id,
      status: approve ? 'approved' : 'refused',
      message: message.trim() || undefined,
    });
    toast({
      variant: 'success',
      title: approve ? t('Return approved') : t('Return refused'),
      description: t('{name} is told by e-mail.', { name: who(ret, t) }),
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
          {approve ? (
            <Rich message="Approve<sr> return #{id}</sr>" values={{ id: ret.id }} tags={sr} />
          ) : (
            <Rich message="Refuse<sr> return #{id}</sr>" values={{ id: ret.id }} tags={sr} />
          )}
        </Button>
      }
      title={approve ? t('Approve return #{id}?', { id: ret.id }) : t('Refuse return #{id}?', { id: ret.id })}
      description={
        approve
          ? t(
              '{name} is mailed that {count, plural, one {# bottle} other {# bottles}} may be sent back, with your message.',
              { name: who(ret, t), count: bottlesOf(ret) },
            )
          : t('{name} is mailed that the return is not accepted, with your message.', { name: who(ret, t) })
      }
      confirmLabel={approve ? t('Approve return') : t('Refuse return')}
      pendingLabel={t('Saving…')}
      pending={change.isPending}
      onConfirm={confirm}
      failure={t('The return could not be updated. Please try again.')}
    >
      <TextAreaField
        label={approve ? t('Message to the customer (optional)') : t('Message to the customer: why (optional)')}
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
  const { t } = useI18n();
  const change = useSetReturnStatus();
  const mark = () =>
    change.mutate(
      { id: ret.id, status: 'received' },
      {
        onSuccess: () =>
          toast({ variant: 'success', title: t('Parcel received'), description: t('Return #{id}.', { id: ret.id }) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('Not updated'),
            description: errorMessage(error, t('The return could not be updated.')),
          }),
      },
    );
  return (
    <Button variant="outline" size="sm" aria-busy={change.isPending} disabled={change.isPending} onClick={mark}>
      <PackageCheck aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
      <Rich message="Mark Received<sr> return #{id}</sr>" values={{ id: ret.id }} tags={sr} />
    </Button>
  );
}

/** Refunds the return's bottles through the payment provider, back in stock if ticked. */
function RefundReturnDialog({ ret }: { ret: AdminReturn }) {
  const { t } = useI18n();
  const refund = useRefundReturn();
  const [restock, setRestock] = useState(true);
  const bottles = bottlesOf(ret);

  const confirm = async () => {
    await refund.mutateAsync({ id: ret.id, restock });
    toast({
      variant: 'success',
      title: t('Return refunded'),
      description: t('{name} is told by e-mail.', { name: who(ret, t) }),
    });
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
          <Rich message="Refund<sr> return #{id}</sr>" values={{ id: ret.id }} tags={sr} />
        </Button>
      }
      title={t('Refund return #{id}?', { id: ret.id })}
      description={t(
        '{count, plural, one {# bottle} other {# bottles}} of order #{orderId} ({lines}) are refunded to {name} through the payment provider, with a credit note. A refund cannot be undone.',
        {
          count: bottles,
          orderId: ret.orderId,
          lines: ret.lines.map((l) => `${l.name} × ${l.quantity}`).join(', '),
          name: who(ret, t),
        },
      )}
      cancelLabel={t('Keep the payment')}
      confirmLabel={t('Refund return')}
      pendingLabel={t('Refunding…')}
      danger
      pending={refund.isPending}
      onConfirm={confirm}
      failure={t('The refund could not be made. Please try again.')}
    >
      <CheckboxField
        label={t('Return the bottles to stock')}
        hint={t('For bottles that came back unopened and can be sold again.')}
        checked={restock}
        disabled={refund.isPending}
        onChange={(e) => setRestock(e.target.checked)}
        className="mt-2"
      />
    </ConfirmDialog>
  );
}
