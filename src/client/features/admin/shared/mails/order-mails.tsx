import { useRef, useState } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useI18n } from '@/client/lib/i18n';
import { useOrderMails } from './api';
import { mailKindLabel, mailStatusText } from './mail-format';
import { MailSheet } from './mail-sheet';
import { ResendMail } from './resend-mail';
import { useInView } from '../use-in-view';
import { fieldLabelClasses } from '../styles';

/** An order card's mails: "Order confirmation · sent 12:04 PM", each opening the mail. Loaded as the card comes into view. */
export function OrderMails({ orderId }: { orderId: number }) {
  const i18n = useI18n();
  const { t } = i18n;
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const mails = useOrderMails(orderId, visible);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <div ref={ref} className="min-w-0 text-sm">
      <h4 className={fieldLabelClasses}>{t('Mails')}</h4>
      {!visible || mails.isPending ? (
        <div role="status" className="mt-1.5">
          <span className="sr-only">{t('Loading the mails of order #{id}', { id: orderId })}</span>
          <Skeleton className="h-4 w-48 max-w-full" />
        </div>
      ) : mails.isError ? (
        <p role="alert" className="mt-1 text-danger">
          {t('The mails could not be loaded.')}{' '}
          <button type="button" className="underline underline-offset-4" onClick={() => void mails.refetch()}>
            {t('Try again')}
          </button>
        </p>
      ) : mails.data.length === 0 ? (
        <p className="mt-1 text-ink-soft">{t('No mail yet.')}</p>
      ) : (
        <ul aria-label={t('Mails of order #{id}', { id: orderId })} className="mt-1 grid gap-1">
          {mails.data.map((mail) => (
            <li key={mail.id} className="flex min-w-0 flex-wrap items-baseline gap-x-3">
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setOpenId(mail.id)}
                className="max-w-full text-left break-words decoration-line underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="text-ink">{mailKindLabel(mail.kind, i18n)}</span>
                <span className={mail.status === 'sent' ? 'text-ink-soft' : 'text-accent'}>
                  {' '}
                  · {mailStatusText(mail, i18n)}
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
