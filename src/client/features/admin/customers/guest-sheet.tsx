import type { GuestCustomerPage } from '@/domain/customers/schemas';
import { Badge } from '@/client/components/ui/badge';
import { isApiError } from '@/client/lib/api';
import { formatDate } from '@/client/lib/dates';
import { idParam } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField } from '../shared/detail-sheet';
import { SheetStatus } from '../shared/sheet-status';
import type { SheetParam } from '../shared/use-sheet-param';
import { useAdminGuestCustomer } from './api';
import { ContactFields, linkClasses, OrdersSection, ReturnsSection, SpendFields } from './customer-history';
import { paths } from '@/domain/pages/paths';

/** A guest buyer, opened from the list (`?guest=31`): who they are on their latest order, and their orders. */
export function GuestSheet({ sheet }: { sheet: SheetParam }) {
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel="Close guest">
      {(id) => <GuestView id={id} />}
    </DetailSheet>
  );
}

function GuestView({ id }: { id: number }) {
  const guest = useAdminGuestCustomer(id);
  if (!guest.isSuccess) {
    const missing = isApiError(guest.error, 404)
      ? 'No guest buyer has this number: their orders may have joined an account.'
      : undefined;
    return <SheetStatus title={`Guest #${id}`} what="guest" query={guest} missing={missing} />;
  }
  return <GuestDetails page={guest.data} />;
}

/** The Orders tab, searching this address: a guest's orders are found by it. */
export const guestOrdersHref = (email: string) => paths.admin({ tab: 'orders', q: email });

function GuestDetails({ page }: { page: GuestCustomerPage }) {
  const { guest } = page;
  const name = guest.fullName || guest.email;
  return (
    <SheetArticle
      eyebrow={`Guest #${guest.id}`}
      title={name}
      titleClassName="text-3xl leading-tight break-words"
      description={
        <>
          <a href={`mailto:${guest.email}`} className={`break-all ${linkClasses}`}>
            {guest.email}
          </a>{' '}
          · first order <time dateTime={guest.firstOrderAt}>{formatDate(guest.firstOrderAt)}</time>
        </>
      }
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="bg-transparent">Guest: no account</Badge>
        </div>
      }
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-y border-line py-5 text-sm sm:grid-cols-4">
        <SpendFields spend={page.spend} />
        <SheetField label="Latest order">
          <time dateTime={guest.lastOrderAt}>{formatDate(guest.lastOrderAt)}</time>
        </SheetField>
      </dl>

      <ContactFields contact={page.contact} />

      <OrdersSection
        headingId={`guest-${guest.id}-orders`}
        name={name}
        orders={page.orders}
        allOrdersHref={guestOrdersHref(guest.email)}
      />

      <ReturnsSection headingId={`guest-${guest.id}-returns`} returns={page.returns} />
    </SheetArticle>
  );
}
