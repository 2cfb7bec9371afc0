import type { GuestCustomerPage } from '@/domain/customers/schemas';
import { Badge } from '@/client/components/ui/badge';
import { isApiError } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { idParam } from '../shared/admin-format';
import { DetailSheet, SheetArticle, SheetField } from '../shared/detail-sheet';
import { SheetStatus } from '../shared/sheet-status';
import type { SheetParam } from '../shared/use-sheet-param';
import { useAdminGuestCustomer } from './api';
import { ContactFields, linkClasses, OrdersSection, ReturnsSection, SpendFields } from './customer-history';
import { paths } from '@/domain/pages/paths';

/** A guest buyer, opened from the list (`?guest=31`): who they are on their latest order, and their orders. */
export function GuestSheet({ sheet }: { sheet: SheetParam }) {
  const { t } = useI18n();
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel={t('Close guest')}>
      {(id) => <GuestView id={id} />}
    </DetailSheet>
  );
}

function GuestView({ id }: { id: number }) {
  const { t } = useI18n();
  const guest = useAdminGuestCustomer(id);
  if (!guest.isSuccess) {
    const missing = isApiError(guest.error, 404)
      ? t('No guest buyer has this number: their orders may have joined an account.')
      : undefined;
    return <SheetStatus title={t('Guest #{id}', { id })} what={t('guest')} query={guest} missing={missing} />;
  }
  return <GuestDetails page={guest.data} />;
}

/** The Orders tab, searching this address: a guest's orders are found by it. */
export const guestOrdersHref = (email: string) => paths.admin({ tab: 'orders', q: email });

function GuestDetails({ page }: { page: GuestCustomerPage }) {
  const { t, date } = useI18n();
  const { guest } = page;
  const name = guest.fullName || guest.email;
  return (
    <SheetArticle
      eyebrow={t('Guest #{id}', { id: guest.id })}
      title={name}
      titleClassName="text-3xl leading-tight break-words"
      description={
        <>
          <a href={`mailto:${guest.email}`} className={`break-all ${linkClasses}`}>
            {guest.email}
          </a>{' '}
          ·{' '}
          <Rich
            message="first order <time>{date}</time>"
            values={{ date: date(guest.firstOrderAt, 'medium') }}
            tags={{ time: (text) => <time dateTime={guest.firstOrderAt}>{text}</time> }}
          />
        </>
      }
      extra={
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="bg-transparent">{t('Guest: no account')}</Badge>
        </div>
      }
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-y border-line py-5 text-sm sm:grid-cols-4">
        <SpendFields spend={page.spend} />
        <SheetField label={t('Latest order')}>
          <time dateTime={guest.lastOrderAt}>{date(guest.lastOrderAt, 'medium')}</time>
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
