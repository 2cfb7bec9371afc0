import { Link } from 'react-router';
import type { CustomerContact, CustomerPage } from '@/domain/customers/schemas';
import { returnStatusLabels } from '@/domain/returns/returns';
import { OrderStatusBadge, PaymentStatusBadge } from '@/client/components/ui/order-status-badges';
import { usePrice, usePriceIn } from '@/client/lib/format';
import { Rich, useI18n } from '@/client/lib/i18n';
import { SheetField, SheetTime } from '../shared/detail-sheet';
import { fieldLabelClasses } from '../shared/styles';
import { paths } from '@/domain/pages/paths';

/*
 * What an account's page and a guest buyer's show alike (issue #43): the spend, the phone and address,
 * the orders and the returns.
 */

const sectionHeading = 'font-serif text-xl leading-tight';
export const linkClasses = 'underline decoration-line underline-offset-4 hover:decoration-ink';

type History = Pick<CustomerPage, 'orders' | 'spend' | 'returns' | 'contact'>;

/**
 * Lifetime spend and the average order: what the paid orders kept, refunds taken off, in each currency the customer
 * paid in (never added across currencies), the currency of most orders first.
 */
export function SpendFields({ spend }: { spend: History['spend'] }) {
  const { t } = useI18n();
  const price = usePrice();
  const priceIn = usePriceIn();
  const amounts = (pick: (s: History['spend'][number]) => number) =>
    spend.length === 0 ? (
      <span className="font-serif text-2xl tabular-nums">{price(0)}</span>
    ) : (
      spend.map((s) => (
        <span key={s.currency} className="block font-serif text-2xl tabular-nums">
          {priceIn(pick(s), s.currency)}
        </span>
      ))
    );
  return (
    <>
      <SheetField label={t('Lifetime spend (paid, less refunds)')}>{amounts((s) => s.lifetime)}</SheetField>
      <SheetField label={t('Average order')}>{amounts((s) => s.average)}</SheetField>
    </>
  );
}

/** The phone and address: the profile's, else the latest order's (said so). */
export function ContactFields({ contact }: { contact: CustomerContact }) {
  const { t } = useI18n();
  const fromOrder = <span className="block text-ink-soft">{t('From the latest order')}</span>;
  return (
    <dl className="grid gap-x-8 gap-y-5 text-sm sm:grid-cols-2">
      <SheetField label={t('Phone')}>
        {contact.phone ? (
          <>
            <a href={`tel:${contact.phone.value.replace(/[^+0-9]/g, '')}`} className={linkClasses}>
              {contact.phone.value}
            </a>
            {contact.phone.from === 'order' ? fromOrder : null}
          </>
        ) : (
          '—'
        )}
      </SheetField>
      <SheetField label={t('Address')}>
        {contact.address ? (
          <>
            {contact.address.lines.map((line, i) => (
              <span key={i} className="block break-words">
                {line}
              </span>
            ))}
            {contact.address.from === 'order' ? fromOrder : null}
          </>
        ) : (
          '—'
        )}
      </SheetField>
    </dl>
  );
}

/** The most recent orders, and a link to all of them in the Orders tab. */
export function OrdersSection({
  headingId,
  name,
  orders,
  allOrdersHref,
}: {
  headingId: string;
  name: string;
  orders: History['orders'];
  allOrdersHref: string;
}) {
  const { t } = useI18n();
  const priceIn = usePriceIn();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className={sectionHeading}>
          {t('Orders')}
        </h3>
        <p className="text-sm text-ink-soft">
          {t('{count, plural, one {# order placed} other {# orders placed}}', { count: orders.count })}
        </p>
      </div>
      {orders.recent.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('No order yet.')}</p>
      ) : (
        <ul
          aria-label={t('Orders of {name}, newest first', { name })}
          className="grid divide-y divide-line border-y border-line"
        >
          {orders.recent.map((order) => (
            <li key={order.id} className="grid gap-2 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <Link to={paths.admin({ tab: 'orders', order: order.id })} className={`font-medium ${linkClasses}`}>
                  {t('Order #{id}', { id: order.id })}
                </Link>
                <span className="block text-ink-soft">
                  <SheetTime at={order.createdAt} /> ·{' '}
                  {t('{count, plural, one {# item} other {# items}}', { count: order.items })} ·{' '}
                  <span className="tabular-nums">{priceIn(order.total, order.currency)}</span>
                  {order.refunded > 0 ? (
                    <span className="tabular-nums">
                      {' '}
                      {t('({amount} refunded)', { amount: priceIn(order.refunded, order.currency) })}
                    </span>
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
        <Link to={allOrdersHref} className={`text-sm ${linkClasses}`}>
          {t('All {count} orders in the Orders tab', { count: orders.count })}
        </Link>
      ) : null}
    </section>
  );
}

export function ReturnsSection({ headingId, returns }: { headingId: string; returns: History['returns'] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className={sectionHeading}>
        {t('Returns')}
      </h3>
      {returns.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('No return asked.')}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {returns.map((ret) => (
            <li key={ret.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className={fieldLabelClasses}>{t(returnStatusLabels[ret.status])}</span>
              <span>
                <Rich
                  message="Return #{id} of <link>order #{order}</link>"
                  values={{ id: ret.id, order: ret.orderId }}
                  tags={{
                    link: (text) => (
                      <Link to={paths.admin({ tab: 'orders', order: ret.orderId })} className={linkClasses}>
                        {text}
                      </Link>
                    ),
                  }}
                />
              </span>
              <SheetTime at={ret.createdAt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
