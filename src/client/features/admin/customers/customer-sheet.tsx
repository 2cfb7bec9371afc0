import { Link } from 'react-router';
import type { CustomerPage } from '@/domain/customers/schemas';
import { formatAddress, profileAddress } from '@/domain/addresses/address';
import { returnStatusLabels } from '@/domain/returns/returns';
import { toCents } from '@/domain/shared/money';
import { Badge } from '@/client/components/ui/badge';
import { OrderStatusBadge, PaymentStatusBadge } from '@/client/components/ui/order-status-badges';
import { isApiError } from '@/client/lib/api';
import { formatDate } from '@/client/lib/dates';
import { useMoney } from '@/client/lib/format';
import { idParam, plural } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField, SheetTime } from '../shared/detail-sheet';
import { InternalNotes } from '../shared/internal-notes';
import { SheetStatus } from '../shared/sheet-status';
import { fieldLabelClasses } from '../shared/styles';
import type { SheetParam } from '../shared/use-sheet-param';
import { useAddCustomerNote, useAdminCustomer } from './api';

const sectionHeading = 'font-serif text-xl leading-tight';
const linkClasses = 'underline decoration-line underline-offset-4 hover:decoration-ink';

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
  const money = useMoney();
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
        <SheetField label="Lifetime spend">
          <span className="font-serif text-2xl tabular-nums">{money(toCents(spend.lifetime))}</span>
        </SheetField>
        <SheetField label="Average order">
          <span className="font-serif text-2xl tabular-nums">{money(toCents(spend.average))}</span>
        </SheetField>
        <SheetField label="Creations">{plural(customer.creations, 'creation')}</SheetField>
        <SheetField label="Wishlist">{plural(customer.wishlist, 'perfume')}</SheetField>
      </dl>

      <dl className="grid gap-x-8 gap-y-5 text-sm sm:grid-cols-2">
        <SheetField label="Phone">{profile.phone || '—'}</SheetField>
        <SheetField label="Address">
          {profile.address || profile.city ? (
            <>
              {formatAddress(profileAddress(profile)).map((line, i) => (
                <span key={i} className="block break-words">
                  {line}
                </span>
              ))}
            </>
          ) : (
            '—'
          )}
        </SheetField>
      </dl>

      <section aria-labelledby={`customer-${profile.id}-orders`} className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={`customer-${profile.id}-orders`} className={sectionHeading}>
            Orders
          </h3>
          <p className="text-sm text-ink-soft">{plural(orders.count, 'order')} placed</p>
        </div>
        {orders.recent.length === 0 ? (
          <p className="text-sm text-ink-soft">No order yet.</p>
        ) : (
          <ul aria-label={`Orders of ${name}, newest first`} className="grid divide-y divide-line border-y border-line">
            {orders.recent.map((order) => (
              <li key={order.id} className="grid gap-2 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="min-w-0">
                  <Link to={`/admin?tab=orders&order=${order.id}`} className={`font-medium ${linkClasses}`}>
                    Order #{order.id}
                  </Link>
                  <span className="block text-ink-soft">
                    <SheetTime at={order.createdAt} /> · {plural(order.items, 'item')} ·{' '}
                    <span className="tabular-nums">{money(toCents(order.total))}</span>
                    {order.refunded > 0 ? (
                      <span className="tabular-nums"> ({money(toCents(order.refunded))} refunded)</span>
                    ) : null}
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <OrderStatusBadge status={order.status} />
                  <PaymentStatusBadge status={order.paymentStatus} isTest={false} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {orders.count > orders.recent.length ? (
          <Link to={`/admin?tab=orders&customer=${profile.id}`} className={`text-sm ${linkClasses}`}>
            All {orders.count} orders in the Orders tab
          </Link>
        ) : null}
      </section>

      <section aria-labelledby={`customer-${profile.id}-returns`} className="grid gap-3">
        <h3 id={`customer-${profile.id}-returns`} className={sectionHeading}>
          Returns
        </h3>
        {customer.returns.length === 0 ? (
          <p className="text-sm text-ink-soft">No return asked.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {customer.returns.map((ret) => (
              <li key={ret.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className={fieldLabelClasses}>{returnStatusLabels[ret.status]}</span>
                <span>
                  Return #{ret.id} of{' '}
                  <Link to={`/admin?tab=orders&order=${ret.orderId}`} className={linkClasses}>
                    order #{ret.orderId}
                  </Link>
                </span>
                <SheetTime at={ret.createdAt} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <InternalNotes about={name} notes={customer.notes} add={(body) => add.mutateAsync(body)} />
    </SheetArticle>
  );
}
