import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { CustomerRow } from '@/domain/customers/schemas';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { usePrice, usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';
import { useSearchDraft } from '@/client/lib/use-search-draft';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { cn } from '@/client/lib/utils';
import { capitalise } from '../shared/admin-format';
import { PageNav } from '../shared/page-nav';
import { pagedState, parsePageCursor, withoutPage } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { SEARCH_DELAY_MS, SearchInput, trimSearch } from '../shared/search-input';
import { Missing, StackedTable, type Column } from '../shared/stacked-table';
import { useSheetParam, type SheetParam } from '../shared/use-sheet-param';
import { useAdminCustomers } from './api';
import { CustomerSheet } from './customer-sheet';
import { GuestSheet, guestOrdersHref } from './guest-sheet';
import { paths } from '@/domain/pages/paths';

/** The most a search may hold (the server's limit). */
const MAX_SEARCH = 100;

/** The customers tab's search as the address holds it (`?q=`), trimmed; none when blank. */
const searchOf = (params: URLSearchParams) => params.get('q')?.trim().slice(0, MAX_SEARCH) || undefined;

/** The address with the search set (blank removes it), back on the first page. */
function withSearch(params: URLSearchParams, value: string): URLSearchParams {
  const next = withoutPage(params);
  const q = value.trim();
  if (q) next.set('q', q);
  else next.delete('q');
  return next;
}

interface Sheets {
  account: SheetParam;
  guest: SheetParam;
}

const columns = (
  { t, date }: Translator,
  sheets: Sheets,
  money: { priceIn: (major: number, currency: string) => string; price: (major: number) => string },
): readonly Column<CustomerRow>[] => [
  {
    label: t('Name'),
    cell: (row) => {
      const sheet = row.kind === 'guest' ? sheets.guest : sheets.account;
      return (
        <>
          <Link
            to={sheet.hrefFor(row.id)}
            state={sheet.linkState}
            preventScrollReset
            className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {row.fullName || row.username || row.email}
            <span className="sr-only">
              {row.kind === 'guest' ? t(": open the guest's page") : t(": open the customer's page")}
            </span>
          </Link>
          {row.kind === 'guest' ? (
            <Badge className="ml-2 bg-transparent px-1.5 py-0.5 align-[0.2em] font-sans">{t('Guest')}</Badge>
          ) : null}
        </>
      );
    },
  },
  {
    label: t('E-mail'),
    cell: (row) => (
      <a
        href={`mailto:${row.email}`}
        className="break-all underline decoration-line underline-offset-4 hover:decoration-ink"
      >
        {row.email}
      </a>
    ),
  },
  {
    label: t('Joined or first order'),
    cell: (row) => (
      <time dateTime={row.createdAt} className="whitespace-nowrap">
        {date(row.createdAt, 'medium')}
      </time>
    ),
  },
  { label: t('Status'), cell: (row) => <CustomerStatus row={row} /> },
  { label: t('Phone'), cell: (row) => row.phone || <Missing /> },
  { label: t('City'), cell: (row) => row.city || <Missing /> },
  { label: t('Country'), cell: (row) => row.country || <Missing /> },
  {
    label: t('Orders'),
    end: true,
    cell: (row) => (
      <OrdersLink row={row}>
        {row.orders === null
          ? t('Orders')
          : t('{count, plural, one {# order} other {# orders}} · {amount} paid', {
              count: row.orders,
              // One amount per currency, never added (a guest who paid in euros and in pounds); nothing kept: 0.
              amount: row.spent?.length
                ? row.spent.map((s) => money.priceIn(s.amount, s.currency)).join(' · ')
                : money.price(0),
            })}
      </OrdersLink>
    ),
  },
];

/**
 * The customers, newest first, a page at a time, found by part of a name, e-mail or username: the
 * accounts (never the staff's) and the guest buyers, one row per address that paid orders (issue #43).
 */
export function CustomersPanel() {
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const q = searchOf(params);
  const cursor = parsePageCursor(params);
  const users = useAdminCustomers(q, cursor);
  const tableRef = useRef<HTMLTableElement>(null);
  const sheet = useSheetParam('customer');
  const guestSheet = useSheetParam('guest');
  const priceIn = usePriceIn();
  const price = usePrice();
  const tr = useI18n();
  const { t } = tr;

  let content;
  switch (pagedState(users, cursor)) {
    case 'loading':
      content = <PanelLoading label={t('Loading customers')} rows={2} />;
      break;
    case 'error':
      content = <PanelError what={t('customers')} onRetry={() => void users.refetch()} />;
      break;
    case 'gone':
      content = <PageGone what={t('customers')} />;
      break;
    case 'empty':
      content = q ? (
        <PanelEmpty title={t('No customers match this search')}>
          {t('No name, e-mail or username holds “{q}”.', { q })}{' '}
          <Button
            variant="link"
            size="inline"
            onClick={() => setParams((prev) => withSearch(prev, ''), { replace: true, preventScrollReset: true })}
          >
            {t('Clear the search')}
          </Button>
        </PanelEmpty>
      ) : (
        <PanelEmpty title={t('No customers yet')}>
          {t('Accounts appear here once people sign up, and guests once they pay an order.')}
        </PanelEmpty>
      );
      break;
    case 'rows':
      content = (
        <>
          <div
            aria-busy={users.isFetching}
            className={cn('motion-safe:transition-opacity', users.isPlaceholderData && 'opacity-60')}
          >
            <StackedTable
              ref={tableRef}
              focusable
              className="scroll-mt-24 lg:scroll-mt-28"
              label={q ? t('Customers matching “{q}”', { q }) : t('Customers, newest first')}
              columns={columns(tr, { account: sheet, guest: guestSheet }, { priceIn, price })}
              rows={users.items}
            />
          </div>
          <PageNav list={users} noun={t('customer')} plural={t('customers')} listRef={tableRef} />
        </>
      );
  }

  return (
    <>
      <CustomerSearch
        q={q ?? ''}
        onSearch={(value) => setParams((prev) => withSearch(prev, value), { replace: true, preventScrollReset: true })}
      />
      {content}
      <CustomerSheet sheet={sheet} />
      <GuestSheet sheet={guestSheet} />
    </>
  );
}

/** The search box: the list follows a moment after typing stops, or at once on Enter. */
function CustomerSearch({ q, onSearch }: { q: string; onSearch: (value: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft, submit] = useSearchDraft(q, onSearch, { delayMs: SEARCH_DELAY_MS, normalize: trimSearch });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form
      role="search"
      aria-label={t('Find customers')}
      onSubmit={onSubmit}
      className="mb-6 flex max-w-md flex-col gap-2"
    >
      <Label htmlFor={`${id}-q`}>{t('Search')}</Label>
      <SearchInput id={`${id}-q`} value={draft} onChange={setDraft} placeholder={t('Name, e-mail or username')} />
    </form>
  );
}

/** To the Orders tab: an account's orders (filtered by it), a guest's (searched by their address). */
function OrdersLink({ row, children }: { row: CustomerRow; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Link
      to={row.kind === 'guest' ? guestOrdersHref(row.email) : paths.admin({ tab: 'orders', customer: row.id })}
      className="inline-flex items-center gap-1 whitespace-nowrap underline decoration-line underline-offset-4 hover:decoration-ink"
    >
      {children}
      <span className="sr-only"> {t('of {name}', { name: row.fullName || row.username || row.email })}</span>
      <ChevronRight aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
    </Link>
  );
}

function CustomerStatus({ row }: { row: CustomerRow }) {
  const { t } = useI18n();
  if (row.kind === 'guest')
    return <Badge className="border-ink/20 bg-transparent text-ink-soft">{t('No account')}</Badge>;
  const subscribed = row.subscriptionStatus && row.subscriptionStatus !== 'inactive';
  return (
    <span className="inline-flex flex-wrap justify-end gap-1.5 md:justify-start">
      <Badge
        className={cn(
          'bg-transparent',
          row.isActive ? 'border-success/50 text-success' : 'border-ink/20 text-ink-soft',
        )}
      >
        {row.isActive ? t('Active') : t('Inactive')}
      </Badge>
      {subscribed ? (
        <Badge variant="accent" className="bg-transparent">
          {t('Subscription {status}', { status: capitalise(row.subscriptionStatus ?? '') })}
        </Badge>
      ) : null}
    </span>
  );
}
