import type { ReactNode } from 'react';
import type { MailDetail } from '@/domain/admin';
import { LoadError, SkeletonList } from '@/client/components/query-section';
import { SheetDescription, SheetTitle } from '@/client/components/ui/sheet';
import { formatDateTime } from '@/client/lib/dates';
import { plural } from '../shared/admin-format';
import { useMail } from './api';
import { DetailSheet } from '../shared/detail-sheet';
import { mailKindLabels } from './mail-format';
import { MailStatusBadge } from './mail-status-badge';

const fieldLabel = 'text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase';

/**
 * One mail, opened from a list: who it went to, where it stands, and what it says (HTML and text).
 * Closing it gives the focus back to whatever opened it.
 */
export function MailSheet({ mailId, onClose }: { mailId: number | null; onClose: () => void }) {
  return (
    <DetailSheet subject={mailId} onClose={onClose} closeLabel="Close mail">
      {(id) => <MailView id={id} />}
    </DetailSheet>
  );
}

function MailView({ id }: { id: number }) {
  const mail = useMail(id);
  if (mail.isPending) {
    return (
      <div className="p-6 sm:p-8">
        <SheetTitle className="pr-12">Mail #{id}</SheetTitle>
        <SheetDescription className="sr-only">Loading the mail</SheetDescription>
        <SkeletonList label="Loading the mail" count={3} className="mt-6" itemClassName="h-24 w-full" />
      </div>
    );
  }
  if (mail.isError) {
    return (
      <div className="p-6 sm:p-8">
        <SheetTitle className="pr-12">Mail #{id}</SheetTitle>
        <SheetDescription className="sr-only">The mail could not be loaded</SheetDescription>
        <LoadError title="The mail could not be loaded" onRetry={() => void mail.refetch()} className="mt-6" />
      </div>
    );
  }
  return <MailBody mail={mail.data} />;
}

function MailBody({ mail }: { mail: MailDetail }) {
  return (
    <article className="grid gap-8 p-6 sm:p-8">
      <header className="grid gap-3 pr-12">
        <p className={fieldLabel}>{mailKindLabels[mail.kind] ?? mail.kind}</p>
        <SheetTitle className="leading-tight break-words">{mail.subject}</SheetTitle>
        <SheetDescription className="break-all">To {mail.to}</SheetDescription>
      </header>

      <dl className="grid gap-x-6 gap-y-4 border-y border-line py-5 text-sm sm:grid-cols-2">
        <Field label="Status">
          <MailStatusBadge mail={mail} />
        </Field>
        <Field label="Written">
          <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
        </Field>
        {mail.sentAt ? (
          <Field label="Sent">
            <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
          </Field>
        ) : null}
        <Field label="Attempts">{plural(mail.attempts, 'attempt')}</Field>
        {mail.orderId !== null ? <Field label="Order">#{mail.orderId}</Field> : null}
        {mail.lastError ? (
          <Field label="Last error" wide>
            <span className="break-words text-danger">{mail.lastError}</span>
          </Field>
        ) : null}
      </dl>

      <section aria-labelledby={`mail-${mail.id}-html`} className="grid gap-3">
        <h3 id={`mail-${mail.id}-html`} className="font-serif text-xl">
          As the customer sees it
        </h3>
        {/* A sandbox with no permissions: the mail's HTML runs no script, submits nothing and reaches nothing of the shop. */}
        <iframe
          title={`The mail as HTML: ${mail.subject}`}
          sandbox=""
          srcDoc={mail.html}
          referrerPolicy="no-referrer"
          className="h-[32rem] w-full border border-line bg-white"
        />
      </section>

      <section aria-labelledby={`mail-${mail.id}-text`} className="grid gap-3">
        <h3 id={`mail-${mail.id}-text`} className="font-serif text-xl">
          Text part
        </h3>
        <pre className="border border-line bg-muted/40 p-4 font-mono text-[0.8125rem] leading-relaxed break-words whitespace-pre-wrap">
          {mail.text}
        </pre>
      </section>
    </article>
  );
}

function Field({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className={fieldLabel}>{label}</dt>
      <dd className="mt-1.5">{children}</dd>
    </div>
  );
}
