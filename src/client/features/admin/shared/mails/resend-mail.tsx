import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAudit, listMails } from '@/domain/api/admin';
import { resendMail } from '@/domain/api/customers';
import { isPrivateMail, type MailKind } from '@/domain/mail/schemas';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { call } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { invalidate } from '@/client/lib/query-keys';

/** Sends an order's mail again to the order's current address; the mails and the activity are read again. */
function useResendMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(resendMail, { params: { id } }),
    onSuccess: () => {
      void invalidate(qc, listMails, listAudit);
    },
  });
}

/**
 * "Resend": a mail of an order sent again (same subject and body) to the order's current address, once
 * the admin confirms; a toast says where it went.
 */
export function ResendMail({
  mail,
}: {
  mail: { id: number; kind: MailKind; subject: string; orderId: number | null };
}) {
  const { t } = useI18n();
  const resend = useResendMail();
  // A gift card's code goes to its recipient alone, on its day: never again from the back office.
  if (mail.orderId === null || isPrivateMail(mail.kind)) return null;

  const run = async () => {
    const copy = await resend.mutateAsync(mail.id);
    toast({
      variant: 'success',
      title: t('Mail sent again'),
      description: t('“{subject}” is on its way to {address}.', { subject: copy.subject, address: copy.to }),
    });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="link" size="inline">
          <Rich
            message="Resend<sr> “{subject}”</sr>"
            values={{ subject: mail.subject }}
            tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
          />
        </Button>
      }
      title={t('Send this mail again?')}
      description={t(
        "“{subject}” goes again, as it was written (with a new link to the order's page), to the order's current address: the account's e-mail, or the one given at checkout.",
        { subject: mail.subject },
      )}
      confirmLabel={t('Send again')}
      pendingLabel={t('Sending…')}
      pending={resend.isPending}
      onConfirm={run}
      failure={t('The mail could not be sent again. Please try again.')}
    />
  );
}
