import { Check, Clock } from 'lucide-react';
import type { MailSummary } from '@/domain/mail/schemas';
import { Badge } from '@/client/components/ui/badge';
import { useI18n } from '@/client/lib/i18n';

/** Sent, or still waiting in the outbox; "Mail status:" is read out, not shown. */
export function MailStatusBadge({ mail }: { mail: Pick<MailSummary, 'status'> }) {
  const { t } = useI18n();
  const sent = mail.status === 'sent';
  const Icon = sent ? Check : Clock;
  return (
    <Badge
      className={
        sent
          ? 'gap-1.5 border-success/50 bg-transparent text-success'
          : 'gap-1.5 border-accent/45 bg-transparent text-accent'
      }
    >
      <Icon aria-hidden="true" className="size-3" strokeWidth={2} />
      <span className="sr-only">{t('Mail status:')} </span>
      {sent ? t('Sent') : t('Waiting')}
    </Badge>
  );
}
