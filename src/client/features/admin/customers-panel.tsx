import type { ReactNode } from 'react';
import type { User } from '@/domain/auth';
import { Badge } from '@/client/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatDate } from '@/client/lib/dates';
import { cn } from '@/client/lib/utils';
import { useAdminUsers } from './api';
import { LoadMore, PanelEmpty, PanelError, PanelLoading } from './panel-states';

const COLUMNS = ['Name', 'E-mail', 'Joined', 'Status', 'Phone', 'City', 'Country'] as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function CustomersPanel() {
  const users = useAdminUsers();

  if (users.isPending) return <PanelLoading label="Loading customers" rows={2} />;
  if (users.isError && users.items.length === 0) return <PanelError what="customers" onRetry={() => void users.refetch()} />;
  if (users.items.length === 0) return <PanelEmpty title="No customers yet">Accounts appear here once people sign up.</PanelEmpty>;

  return (
    <>
      {/* Below md the rows stack as cards; the explicit roles keep it a table for screen readers. */}
      <Table aria-label="Customers, newest first" className="block md:table md:border md:border-line md:bg-surface">
        <TableHeader className="max-md:sr-only">
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHead key={c}>{c}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className="grid gap-4 md:table-row-group">
          {users.items.map((user) => (
            <CustomerRow key={user.id} user={user} />
          ))}
        </TableBody>
      </Table>
      <LoadMore
        shown={users.items.length}
        noun="customer"
        hasMore={users.hasNextPage}
        loading={users.isFetchingNextPage}
        onLoadMore={() => void users.fetchNextPage()}
      />
    </>
  );
}

function CustomerRow({ user }: { user: User }) {
  const subscribed = user.subscriptionStatus && user.subscriptionStatus !== 'inactive';
  return (
    <TableRow className="block border border-line bg-surface p-5 last:border-b md:table-row md:border-x-0 md:border-t-0 md:bg-transparent md:p-0 md:last:border-b-0">
      <Cell label="Name" first>
        <span className="font-medium">{user.fullName || user.username}</span>
        {user.isAdmin ? (
          <Badge variant="accent" className="ml-2 bg-transparent px-1.5 py-0.5 align-[0.2em] font-sans">
            Admin
          </Badge>
        ) : null}
      </Cell>
      <Cell label="E-mail">
        <a href={`mailto:${user.email}`} className="break-all underline decoration-line underline-offset-4 hover:decoration-ink">
          {user.email}
        </a>
      </Cell>
      <Cell label="Joined">
        <time dateTime={user.createdAt} className="whitespace-nowrap">
          {formatDate(user.createdAt)}
        </time>
      </Cell>
      <Cell label="Status">
        <span className="inline-flex flex-wrap justify-end gap-1.5 md:justify-start">
          <Badge className={cn('bg-transparent', user.isActive ? 'border-success/50 text-success' : 'border-ink/20 text-ink-soft')}>
            {user.isActive ? 'Active' : 'Inactive'}
          </Badge>
          {subscribed ? (
            <Badge variant="accent" className="bg-transparent">
              Subscription {capitalise(user.subscriptionStatus)}
            </Badge>
          ) : null}
        </span>
      </Cell>
      <Cell label="Phone">{user.phone || <Missing />}</Cell>
      <Cell label="City">{user.city || <Missing />}</Cell>
      <Cell label="Country">{user.country || <Missing />}</Cell>
    </TableRow>
  );
}

function Missing() {
  return (
    <>
      <span aria-hidden="true" className="text-ink-soft">
        —
      </span>
      <span className="sr-only">Not given</span>
    </>
  );
}

/** On narrow screens each cell shows its column's name beside the value (hidden from screen readers, who hear the header). */
function Cell({ label, first = false, children }: { label: string; first?: boolean; children: ReactNode }) {
  return (
    <TableCell
      className={cn(
        'flex items-baseline justify-between gap-4 px-0 py-1.5 text-right md:table-cell md:px-4 md:py-4 md:text-left',
        first && 'pb-3 text-left font-serif text-xl md:font-sans md:text-sm',
      )}
    >
      {first ? null : (
        <span aria-hidden="true" className="shrink-0 text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase md:hidden">
          {label}
        </span>
      )}
      <span className="min-w-0">{children}</span>
    </TableCell>
  );
}
