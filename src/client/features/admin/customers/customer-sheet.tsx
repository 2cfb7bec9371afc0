import type { CustomerPage } from '@/domain/customers/schemas';
import { Badge } from '@/client/components/ui/badge';
import { isApiError } from '@/client/lib/api';
import { formatDate } from '@/client/lib/dates';
import { idParam, plural } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField } from '../shared/detail-sheet';
import { InternalNotes } from '../shared/internal-notes';
import { SheetStatus } from '../shared/sheet-status';
import type { SheetParam } from '../shared/use-sheet-param';
import { useAddCustomerNote, useAdminCustomer } from './api';
import { ContactFields, linkClasses, OrdersSection, ReturnsSection, SpendFields } from './customer-history';
import { paths } from '@/domain/pages/paths';

/** One customer, opened from the list or an order (`?customer=12`): the account, orders, figures and notes. */
export function CustomerSheet({ sheet }: { sheet: SheetParam }) {
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel="Close customer">
      {(id) => <CustomerView id={id} />}
    </DetailSheet>
  );
}

function CustomerView({ id }: { id: number }) {
  const customer = useAdminCustomer(id);
  if (!customer.isSuccess) {
    const missing = isApiError(customer.error, 404) ? 'There is no account with this number.' : undefined;
    return <SheetStatus title={`Customer #${id}`} what="customer" query={customer} missing={missing} />;
  }
  return <CustomerDetails customer={customer.data} />;
}

function CustomerDetails({ customer }: { customer: CustomerPage }) {
  const { profile, orders, spend } = customer;
  const add = useAddCustomerNote(profile.id);
  const name = profile.fullName || profile.username;

  return (
    <SheetArticle
      eyebrow={`Customer #${profile.id}`}
      title={name}
      titleClassName="text-3xl leading-tight break-words"
      description={
        <>
          <a href={`mailto:${profile.email}`} className={`break-all ${linkClasses}`}>
            {profile.email}
          </a>{' '}
          · joined <time dateTime={profile.createdAt}>{formatDate(profile.createdAt)}</time>
        </>
      }
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="bg-transparent">{profile.isActive ? 'Active' : 'Inactive'}</Badge>
          <Badge className="bg-transparent">
            {profile.emailVerified ? 'Address confirmed' : 'Address not confirmed'}
          </Badge>
          <Badge className="bg-transparent">{profile.twoFactorEnabled ? 'Two-step on' : 'Two-step off'}</Badge>
          {profile.isAdmin ? <Badge variant="accent">Staff</Badge> : null}
        </div>
      }
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-y border-line py-5 text-sm sm:grid-cols-4">
        <SpendFields spend={spend} />
        <SheetField label="Creations">{plural(customer.creations, 'creation')}</SheetField>
        <SheetField label="Wishlist">{plural(customer.wishlist, 'perfume')}</SheetField>
      </dl>

      <ContactFields contact={customer.contact} />

      <OrdersSection
        headingId={`customer-${profile.id}-orders`}
        name={name}
        orders={orders}
        allOrdersHref={paths.admin({ tab: 'orders', customer: profile.id })}
      />

      <ReturnsSection headingId={`customer-${profile.id}-returns`} returns={customer.returns} />

      <InternalNotes about={name} notes={customer.notes} add={(body) => add.mutateAsync(body)} />
    </SheetArticle>
  );
}
