import type { User } from '@/domain/auth';
import { Badge } from '@/client/components/ui/badge';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatDate } from '@/client/lib/dates';
import { cn } from '@/client/lib/utils';
import { useAdminUsers } from './api';
import { LoadMore, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { Missing, StackedCell, stackedBodyClasses, stackedHeaderClasses, stackedRowClasses, stackedTableClasses } from '../shared/stacked-table';

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
      <Table aria-label="Customers, newest first" className={stackedTableClasses}>
        <TableHeader className={stackedHeaderClasses}>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHead key={c}>{c}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody className={stackedBodyClasses}>
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
    <TableRow className={stackedRowClasses}>
      <StackedCell label="Name" first>
        <span className="font-medium">{user.fullName || user.username}</span>
        {user.isAdmin ? (
          <Badge variant="accent" className="ml-2 bg-transparent px-1.5 py-0.5 align-[0.2em] font-sans">
            Admin
          </Badge>
        ) : null}
      </StackedCell>
      <StackedCell label="E-mail">
        <a href={`mailto:${user.email}`} className="break-all underline decoration-line underline-offset-4 hover:decoration-ink">
          {user.email}
        </a>
      </StackedCell>
      <StackedCell label="Joined">
        <time dateTime={user.createdAt} className="whitespace-nowrap">
          {formatDate(user.createdAt)}
        </time>
      </StackedCell>
      <StackedCell label="Status">
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
      </StackedCell>
      <StackedCell label="Phone">{user.phone || <Missing />}</StackedCell>
      <StackedCell label="City">{user.city || <Missing />}</StackedCell>
      <StackedCell label="Country">{user.country || <Missing />}</StackedCell>
    </TableRow>
  );
}
