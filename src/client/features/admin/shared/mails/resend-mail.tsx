import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAudit, listMails } from '@/domain/api/admin';
import { resendMail } from '@/domain/api/customers';
import { isPrivateMail, type MailKind } from '@/domain/mail/schemas';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTrigger,
} from '@/client/components/ui/alert-dialog';
import { Button } from '@/client/components/ui/button';
import { ErrorNote } from '@/client/components/ui/error-note';
import { call, errorMessage } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';

/** Sends an order's mail again to the order's current address; the mails and the activity are read again. */
function useResendMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(resendMail, { params: { id } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [listMails.path] });
      void qc.invalidateQueries({ queryKey: [listAudit.path] });
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
  const resend = useResendMail();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A gift card's code goes to its recipient alone, on its day: never again from the back office.
  if (mail.orderId === null || isPrivateMail(mail.kind)) return null;

  const run = async () => {
    setFailure(null);
    try {
      const copy = await resend.mutateAsync(mail.id);
      setOpen(false);
      toast({
        variant: 'success',
        title: 'Mail sent again',
        description: `“${copy.subject}” is on its way to ${copy.to}.`,
      });
    } catch (err) {
      setFailure(errorMessage(err, 'The mail could not be sent again. Please try again.'));
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (resend.isPending) return;
        setOpen(next);
        setFailure(null);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="link" size="inline">
          Resend<span className="sr-only"> “{mail.subject}”</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title="Send this mail again?"
        description={`“${mail.subject}” goes again, as it was written (with a new link to the order's page), to the order's current address: the account's e-mail, or the one given at checkout.`}
      >
        {failure ? <ErrorNote>{failure}</ErrorNote> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={resend.isPending}>Cancel</AlertDialogCancel>
          <Button size="sm" aria-busy={resend.isPending} onClick={() => void run()}>
            {resend.isPending ? 'Sending…' : 'Send again'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
