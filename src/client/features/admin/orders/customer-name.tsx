import type { AdminOrderSummary } from '@/domain/orders/admin-schemas';
import { useI18n } from '@/client/lib/i18n';

/** Who the order is for: the name, the e-mail (a mail link), and whether it came from an account or a guest checkout. */
export function CustomerName({ customer }: { customer: AdminOrderSummary['customer'] }) {
  const { t } = useI18n();
  return (
    <>
      <span className="block break-words">{customer.name || '—'}</span>
      {customer.email ? (
        <a
          href={`mailto:${customer.email}`}
          className="block break-all text-ink-soft underline decoration-line underline-offset-4 hover:text-ink hover:decoration-ink"
        >
          {customer.email}
        </a>
      ) : null}
      <span className="mt-0.5 block text-xs text-ink-soft">
        {customer.kind === 'guest'
          ? t('Guest checkout')
          : customer.userId !== null
            ? t('Account #{id}', { id: customer.userId })
            : t('Account')}
      </span>
    </>
  );
}
