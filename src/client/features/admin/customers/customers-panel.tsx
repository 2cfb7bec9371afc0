import type { User } from '@/domain/accounts/schemas';
import { Badge } from '@/client/components/ui/badge';
import { formatDate } from '@/client/lib/dates';
import { cn } from '@/client/lib/utils';
import { capitalise } from '../shared/admin-format';
import { LoadMore, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { Missing, StackedTable, type Column } from '../shared/stacked-table';
import { useAdminUsers } from './api';

const COLUMNS: readonly Column<User>[] = [
  {
    label: 'Name',
    cell: (user) => (
      <>
        <span className="font-medium">{user.fullName || user.username}</span>
        {user.isAdmin ? (
          <Badge variant="accent" className="ml-2 bg-transparent px-1.5 py-0.5 align-[0.2em] font-sans">
            Admin
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    label: 'E-mail',
    cell: (user) => (
      <a
        href={`mailto:${user.email}`}
        className="break-all underline decoration-line underline-offset-4 hover:decoration-ink"
      >
        {user.email}
      </a>
    ),
  },
  {
    label: 'Joined',
    cell: (user) => (
      <time dateTime={user.createdAt} className="whitespace-nowrap">
        {formatDate(user.createdAt)}
      </time>
    ),
  },
  { label: 'Status', cell: (user) => <AccountStatus user={user} /> },
  { label: 'Phone', cell: (user) => user.phone || <Missing /> },
  { label: 'City', cell: (user) => user.city || <Missing /> },
  { label: 'Country', cell: (user) => user.country || <Missing /> },
];

export function CustomersPanel() {
  const users = useAdminUsers();

  if (users.isPending) return <PanelLoading label="Loading customers" rows={2} />;
  if (users.isError && users.items.length === 0)
    return <PanelError what="customers" onRetry={() => void users.refetch()} />;
  if (users.items.length === 0)
    return <PanelEmpty title="No customers yet">Accounts appear here once people sign up.</PanelEmpty>;

  return (
    <>
      <StackedTable label="Customers, newest first" columns={COLUMNS} rows={users.items} />
      <LoadMore list={users} noun="customer" />
    </>
  );
}

function AccountStatus({ user }: { user: User }) {
  const subscribed = user.subscriptionStatus && user.subscriptionStatus !== 'inactive';
  return (
    <span className="inline-flex flex-wrap justify-end gap-1.5 md:justify-start">
      <Badge
        className={cn(
          'bg-transparent',
          user.isActive ? 'border-success/50 text-success' : 'border-ink/20 text-ink-soft',
        )}
      >
        {user.isActive ? 'Active' : 'Inactive'}
      </Badge>
      {subscribed ? (
        <Badge variant="accent" className="bg-transparent">
          Subscription {capitalise(user.subscriptionStatus)}
        </Badge>
      ) : null}
    </span>
  );
}
