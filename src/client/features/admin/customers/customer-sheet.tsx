import type { CustomerPage } from '@/domain/customers/schemas';
import { Badge } from '@/client/components/ui/badge';
import { isApiError } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { idParam } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField } from '../shared/detail-sheet';
import { InternalNotes } from '../shared/internal-notes';
import { SheetStatus } from '../shared/sheet-status';
import type { SheetParam } from '../shared/use-sheet-param';
import { useAddCustomerNote, useAdminCustomer } from './api';
import { ContactFields, linkClasses, OrdersSection, ReturnsSection, SpendFields } from './customer-history';
import { paths } from '@/domain/pages/paths';

/** One customer, opened from the list or an order (`?customer=12`): the account, orders, figures and notes. */
export function CustomerSheet({ sheet }: { sheet: SheetParam }) {
  const { t } = useI18n();
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel={t('Close customer')}>
      {(id) => <CustomerView id={id} />}
    </DetailSheet>
  );
}

function CustomerView({ id }: { id: number }) {
  const { t } = useI18n();
  const customer = useAdminCustomer(id);
  if (!customer.isSuccess) {
    const missing = isApiError(customer.error, 404) ? t('There is no account with this number.') : undefined;
    return <SheetStatus title={t('Customer #{id}', { id })} what={t('customer')} query={customer} missing={missing} />;
  }
  return <CustomerDetails customer={customer.data} />;
}

function CustomerDetails({ customer }: { customer: CustomerPage }) {
  const { t, date } = useI18n();
  const { profile, orders, spend } = customer;
  const add = useAddCustomerNote(profile.id);
  const name = profile.fullName || profile.username;

  return (
    <SheetArticle
      eyebrow={t('Customer #{id}', { id: profile.id })}
      title={name}
      titleClassName="text-3xl leading-tight break-words"
      description={
        <>
          <a href={`mailto:${profile.email}`} className={`break-all ${linkClasses}`}>
            {profile.email}
          </a>{' '}
          ·{' '}
          <Rich
            message="joined <time>{date}</time>"
            values={{ date: date(profile.createdAt, 'medium') }}
            tags={{ time: (text) => <time dateTime={profile.createdAt}>{text}</time> }}
          />
        </>
      }
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="bg-transparent">{profile.isActive ? t('Active') : t('Inactive')}</Badge>
          <Badge className="bg-transparent">
            {profile.emailVerified ? t('Address confirmed') : t('Address not confirmed')}
          </Badge>
          <Badge className="bg-transparent">{profile.twoFactorEnabled ? t('Two-step on') : t('Two-step off')}</Badge>
          {profile.isAdmin ? <Badge variant="accent">{t('Staff')}</Badge> : null}
        </div>
      }
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-y border-line py-5 text-sm sm:grid-cols-4">
        <SpendFields spend={spend} />
        <SheetField label={t('Creations')}>
          {t('{count, plural, one {# creation} other {# creations}}', { count: customer.creations })}
        </SheetField>
        <SheetField label={t('Wishlist')}>
          {t('{count, plural, one {# perfume} other {# perfumes}}', { count: customer.wishlist })}
        </SheetField>
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
