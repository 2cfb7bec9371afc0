import { useRef, useState } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useOrderMails } from './api';
import { mailKindLabels, mailStatusText } from './mail-format';
import { MailSheet } from './mail-sheet';
import { ResendMail } from './resend-mail';
import { useInView } from '../use-in-view';
import { fieldLabelClasses } from '../styles';

/** An order card's mails: "Order confirmation · sent 12:04 PM", each opening the mail. Loaded as the card comes into view. */
export function OrderMails({ orderId }: { orderId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const mails = useOrderMails(orderId, visible);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <div ref={ref} className="min-w-0 text-sm">
      <h4 className={fieldLabelClasses}>Mails</h4>
      {!visible || mails.isPending ? (
        <div role="status" className="mt-1.5">
          <span className="sr-only">Loading the mails of order #{orderId}</span>
          <Skeleton className="h-4 w-48 max-w-full" />
        </div>
      ) : mails.isError ? (
        <p role="alert" className="mt-1 text-danger">
          The mails could not be loaded.{' '}
          <button type="button" className="underline underline-offset-4" onClick={() => void mails.refetch()}>
            Try again
          </button>
        </p>
      ) : mails.data.length === 0 ? (
        <p className="mt-1 text-ink-soft">No mail yet.</p>
      ) : (
        <ul aria-label={`Mails of order #${orderId}`} className="mt-1 grid gap-1">
          {mails.data.map((mail) => (
            <li key={mail.id} className="flex min-w-0 flex-wrap items-baseline gap-x-3">
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setOpenId(mail.id)}
                className="max-w-full text-left break-words decoration-line underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="text-ink">{mailKindLabels[mail.kind] ?? mail.kind}</span>
                <span className={mail.status === 'sent' ? 'text-ink-soft' : 'text-accent'}>
                  {' '}
                  · {mailStatusText(mail)}
                </span>
              </button>
              <ResendMail mail={mail} />
            </li>
          ))}
        </ul>
      )}
      <MailSheet mailId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
