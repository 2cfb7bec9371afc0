import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { AUDIT_ENTITIES } from '@/domain/audit/entities';
import type { AuditEntry } from '@/domain/audit/schemas';
import { Label } from '@/client/components/ui/label';
import { NativeSelect, SelectOptions } from '@/client/components/ui/select';
import { msg } from '@/domain/i18n/translator';
import { useI18n } from '@/client/lib/i18n';
import { useStoreCurrency } from '@/client/lib/format';
import { useChoiceParam } from '@/client/lib/use-tab-param';
import { cn } from '@/client/lib/utils';
import { useAdminAudit } from './api';
import { describeAction, describeDetails, entityHref, entityLabel } from './audit-format';
import { PageNav } from '../shared/page-nav';
import { PAGE_KEYS, pagedState, usePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { RefreshButton } from '../shared/refresh-button';
import { Missing, StackedTable, type Column } from '../shared/stacked-table';

/** Every change, or the changes of one kind of thing: the kinds the audit table knows, listed once in the domain. */
const ENTITY_FILTERS = ['all', ...AUDIT_ENTITIES] as const;
/* Catalogue messages: shown as `t(label)`. */
const filterLabels: Record<(typeof ENTITY_FILTERS)[number], string> = {
  all: msg('Every change'),
  perfume: msg('Perfumes'),
  ingredient: msg('Ingredients'),
  order: msg('Orders'),
  image: msg('Images'),
  settings: msg('Settings'),
  shipping: msg('Shipping'),
  return: msg('Returns'),
  'work-order': msg('Atelier'),
  staff: msg('Staff'),
  review: msg('Reviews'),
  customer: msg('Customers'),
  market: msg('Markets'),
  sale: msg('Sales'),
  webhook: msg('Webhooks'),
};
/** A filter's empty list: "No changes to perfumes yet." */
const emptyTexts: Record<(typeof ENTITY_FILTERS)[number], string> = {
  all: msg('Changes to the catalogue and to orders appear here, newest first, with who made them.'),
  perfume: msg('No changes to perfumes yet.'),
  ingredient: msg('No changes to ingredients yet.'),
  order: msg('No changes to orders yet.'),
  image: msg('No changes to images yet.'),
  settings: msg('No changes to settings yet.'),
  shipping: msg('No changes to shipping yet.'),
  market: msg('No changes to markets yet.'),
  sale: msg('No sales scheduled yet.'),
  return: msg('No changes to returns yet.'),
  'work-order': msg('No changes to atelier yet.'),
  staff: msg('No changes to staff yet.'),
  review: msg('No changes to reviews yet.'),
  customer: msg('No changes to customers yet.'),
  webhook: msg('No changes to webhooks yet.'),
};
/** The table's columns, in the reader's words. */
const columns = (t: (message: string) => string): readonly Column<AuditEntry>[] => [
  {
    label: t('When'),
    className: 'md:whitespace-nowrap',
    cell: (entry) => <ActivityWhen at={entry.at} />,
  },
  {
    label: t('Who'),
    cell: (entry) => (
      <span className="break-all">{entry.admin ?? <span className="text-ink-soft">{t('The shop')}</span>}</span>
    ),
  },
  { label: t('What'), cell: (entry) => <ActivityWhat entry={entry} /> },
  { label: t('Details'), cell: (entry) => <ActivityDetails entry={entry} /> },
];

/** Every change made in the back office, newest first, 50 a page: when, who, what. */
export function ActivityPanel() {
  const { t } = useI18n();
  const id = useId();
  // Another filter is another list: its first page.
  const [entity, setEntity] = useChoiceParam('entity', ENTITY_FILTERS, 'all', { drop: PAGE_KEYS });
  const cursor = usePageCursor();
  const audit = useAdminAudit(entity === 'all' ? undefined : entity, cursor);
  const tableRef = useRef<HTMLTableElement>(null);

  let content;
  switch (pagedState(audit, cursor)) {
    case 'loading':
      content = <PanelLoading label={t('Loading the activity')} rows={3} />;
      break;
    case 'error':
      content = <PanelError what={t('activity')} onRetry={() => void audit.refetch()} />;
      break;
    case 'gone':
      content = <PageGone what={t('changes')} />;
      break;
    case 'empty':
      content = <PanelEmpty title={t('No changes yet')}>{t(emptyTexts[entity])}</PanelEmpty>;
      break;
    case 'rows':
      content = (
        <>
          <div
            aria-busy={audit.isFetching}
            className={cn('motion-safe:transition-opacity', audit.isPlaceholderData && 'opacity-60')}
          >
            <StackedTable
              ref={tableRef}
              focusable
              className="scroll-mt-24 lg:scroll-mt-28"
              label={t('Changes, newest first')}
              columns={columns(t)}
              rows={audit.items}
            />
          </div>
          <PageNav list={audit} noun={t('change')} plural={t('changes')} listRef={tableRef} />
        </>
      );
  }

  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-entity`}>{t('Show')}</Label>
          <NativeSelect
            id={`${id}-entity`}
            value={entity}
            onChange={(e) => setEntity(e.target.value)}
            wrapperClassName="w-52"
            className="h-10"
          >
            <SelectOptions values={ENTITY_FILTERS} labels={filterLabels} />
          </NativeSelect>
        </div>
        <RefreshButton fetching={audit.isFetching} onRefresh={() => void audit.refetch()} />
      </div>
      {content}
    </>
  );
}

function ActivityWhen({ at }: { at: string }) {
  const { dateTime } = useI18n();
  return <time dateTime={at}>{dateTime(at)}</time>;
}

function ActivityWhat({ entry }: { entry: AuditEntry }) {
  const i18n = useI18n();
  const href = entityHref(entry);
  const what = describeAction(entry, i18n);
  return (
    <>
      {href ? (
        <Link to={href} className="underline decoration-line underline-offset-4 hover:decoration-ink">
          {what}
        </Link>
      ) : (
        what
      )}
      <span className="sr-only"> ({entityLabel(entry.entity, i18n)})</span>
    </>
  );
}

function ActivityDetails({ entry }: { entry: AuditEntry }) {
  const i18n = useI18n();
  const details = describeDetails(entry, i18n, useStoreCurrency());
  if (details.length === 0) return <Missing words={i18n.t('No details')} />;
  return (
    <ul className="grid gap-0.5 text-[0.8125rem] text-ink-soft">
      {details.map((line, i) => (
        <li key={i} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
