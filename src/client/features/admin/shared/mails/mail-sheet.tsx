import { isPrivateMail, type MailDetail } from '@/domain/mail/schemas';
import { useI18n } from '@/client/lib/i18n';
import { DetailSheet, SheetArticle, SheetField, SheetTime } from '../detail-sheet';
import { SheetStatus } from '../sheet-status';
import { useMail } from './api';
import { mailKindLabel } from './mail-format';
import { MailStatusBadge } from './mail-status-badge';
import { ResendMail } from './resend-mail';

/**
 * One mail, opened from a list: who it went to, where it stands, and what it says (HTML and text).
 * Closing it gives the focus back to whatever opened it.
 */
export function MailSheet({ mailId, onClose }: { mailId: number | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <DetailSheet subject={mailId} onClose={onClose} closeLabel={t('Close mail')}>
      {(id) => <MailView id={id} />}
    </DetailSheet>
  );
}

function MailView({ id }: { id: number }) {
  const { t } = useI18n();
  const mail = useMail(id);
  if (!mail.isSuccess) return <SheetStatus title={t('Mail #{id}', { id })} what={t('mail')} query={mail} rows={3} />;
  return <MailBody mail={mail.data} />;
}

function MailBody({ mail }: { mail: MailDetail }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <SheetArticle
      eyebrow={mailKindLabel(mail.kind, i18n)}
      title={mail.subject}
      titleClassName="leading-tight break-words"
      description={t('To {address}', { address: mail.to })}
      descriptionClassName="break-all"
    >
      <dl className="grid gap-x-6 gap-y-4 border-y border-line py-5 text-sm sm:grid-cols-2">
        <SheetField label={t('Status')}>
          <MailStatusBadge mail={mail} />
        </SheetField>
        <SheetField label={t('Written')}>
          <SheetTime at={mail.createdAt} />
        </SheetField>
        {mail.sentAt ? (
          <SheetField label={t('Sent')}>
            <SheetTime at={mail.sentAt} />
          </SheetField>
        ) : null}
        <SheetField label={t('Attempts')}>
          {t('{count, plural, one {# attempt} other {# attempts}}', { count: mail.attempts })}
        </SheetField>
        {mail.replyTo ? (
          <SheetField label={t('Reply to')} wide>
            <a
              href={`mailto:${mail.replyTo}`}
              className="break-all text-ink underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
            >
              {mail.replyTo}
            </a>
          </SheetField>
        ) : null}
        {mail.orderId !== null ? (
          <SheetField label={t('Order')}>
            #{mail.orderId}
            {isPrivateMail(mail.kind) ? null : (
              <>
                {' · '}
                <ResendMail mail={mail} />
              </>
            )}
          </SheetField>
        ) : null}
        {mail.lastError ? (
          <SheetField label={t('Last error')} wide>
            <span className="break-words text-danger">{mail.lastError}</span>
          </SheetField>
        ) : null}
      </dl>

      {mail.html === null || mail.text === null ? (
        <PrivateMail />
      ) : (
        <MailWords mail={{ id: mail.id, subject: mail.subject, html: mail.html, text: mail.text }} />
      )}
    </SheetArticle>
  );
}

/** Where a private mail's words would be: why they are not shown. */
function PrivateMail() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="mail-private" className="grid gap-2 border border-line bg-muted/40 p-4 text-sm">
      <h3 id="mail-private" className="font-serif text-xl">
        {t('Words not shown')}
      </h3>
      <p className="text-ink-soft">
        {t(
          'This mail carries a link or a code for its recipient alone (to set a password, confirm an address, join the staff or spend a gift card), so nobody reads it here. The recipient can ask for a new link; a gift card’s code is only ever sent to its recipient.',
        )}
      </p>
    </section>
  );
}

/** What a mail says, as the customer sees it and as text; links that only the customer may use are masked. */
function MailWords({ mail }: { mail: { id: number; subject: string; html: string; text: string } }) {
  const { t } = useI18n();
  return (
    <>
      <section aria-labelledby={`mail-${mail.id}-html`} className="grid gap-3">
        <h3 id={`mail-${mail.id}-html`} className="font-serif text-xl">
          {t('As the customer sees it')}
        </h3>
        {/* A sandbox with no permissions: the mail's HTML runs no script, submits nothing and reaches nothing of the shop. */}
        <iframe
          title={t('The mail as HTML: {subject}', { subject: mail.subject })}
          sandbox=""
          srcDoc={mail.html}
          referrerPolicy="no-referrer"
          className="h-[32rem] w-full border border-line bg-white"
        />
      </section>

      <section aria-labelledby={`mail-${mail.id}-text`} className="grid gap-3">
        <h3 id={`mail-${mail.id}-text`} className="font-serif text-xl">
          {t('Text part')}
        </h3>
        <pre className="border border-line bg-muted/40 p-4 font-mono text-[0.8125rem] leading-relaxed break-words whitespace-pre-wrap">
          {mail.text}
        </pre>
      </section>
    </>
  );
}
