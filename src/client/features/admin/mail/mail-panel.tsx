import { useRef, useState } from 'react';
import { ChevronRight } from 'lucide-react';
import type { MailSummary } from '@/domain/mail/schemas';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { useAdminMails } from './api';
import { mailKindLabel, mailStatusText } from '../shared/mails/mail-format';
import { MailSheet } from '../shared/mails/mail-sheet';
import { MailStatusBadge } from '../shared/mails/mail-status-badge';
import { PageNav } from '../shared/page-nav';
import { pagedState, usePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { RefreshButton } from '../shared/refresh-button';

/** The outbox, newest first: every mail the shop has written, sent or still waiting. Each opens. */
export function MailPanel() {
  const { t } = useI18n();
  const cursor = usePageCursor();
  const mails = useAdminMails(cursor);
  const [openId, setOpenId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  switch (pagedState(mails, cursor)) {
    case 'loading':
      return <PanelLoading label={t('Loading mails')} rows={4} />;
    case 'error':
      return <PanelError what={t('mails')} onRetry={() => void mails.refetch()} />;
    case 'gone':
      return <PageGone what={t('mails')} />;
    case 'empty':
      return (
        <PanelEmpty title={t('No mail yet')}>
          {t(
            'Mails appear here as orders are paid, shipped or cancelled, and as customers ask to reset their password.',
          )}
        </PanelEmpty>
      );
  }

  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft">
          {t('Every mail the shop has written, newest first. Open one to read it as the customer does.')}
        </p>
        <RefreshButton fetching={mails.isFetching} onRefresh={() => void mails.refetch()} />
      </div>
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={t('Mails, newest first')}
        aria-busy={mails.isFetching}
        className={cn(
          'scroll-mt-24 divide-y divide-line border border-line bg-surface outline-none motion-safe:transition-opacity lg:scroll-mt-28',
          mails.isPlaceholderData && 'opacity-60',
        )}
      >
        {mails.items.map((mail) => (
          <li key={mail.id}>
            <MailRow mail={mail} onOpen={() => setOpenId(mail.id)} />
          </li>
        ))}
      </ul>
      <PageNav list={mails} noun={t('mail')} plural={t('mails')} listRef={listRef} />
      <MailSheet mailId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function MailRow({ mail, onOpen }: { mail: MailSummary; onOpen: () => void }) {
  const i18n = useI18n();
  const { t, dateTime } = i18n;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="group grid w-full grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-2 px-5 py-4 text-left transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6"
    >
      <span className="min-w-0">
        <span className="block font-serif text-xl leading-snug break-words text-ink">{mail.subject}</span>
        <span className="mt-1 block text-sm break-all text-ink-soft">{t('To {address}', { address: mail.to })}</span>
      </span>
      <ChevronRight
        aria-hidden="true"
        strokeWidth={1.5}
        className="mt-1.5 size-4 text-ink-soft transition-transform group-hover:translate-x-0.5"
      />
      <span className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-[0.8125rem] text-ink-soft">
        <MailStatusBadge mail={mail} />
        <span className="text-ink">{mailKindLabel(mail.kind, i18n)}</span>
        {mail.orderId !== null ? <span>{t('Order #{id}', { id: mail.orderId })}</span> : null}
        <time dateTime={mail.createdAt}>{dateTime(mail.createdAt)}</time>
        {mail.status === 'pending' && mail.attempts > 0 ? (
          <span className="basis-full break-words text-danger">{mailStatusText(mail, i18n)}</span>
        ) : null}
      </span>
    </button>
  );
}
