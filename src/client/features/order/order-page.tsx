import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ArrowRight, PackageSearch } from 'lucide-react';
import { isCardOnly } from '@/domain/cart/lines';
import type { OrderPage as Order } from '@/domain/orders/schemas';
import { trackingUrl } from '@/domain/shipping/shipping';
import { OrderAgain } from '@/client/components/order-again';
import { OrderLines } from '@/client/components/order-lines';
import { OrderTotals } from '@/client/components/order-totals';
import { OrderGiftDetails } from '@/client/components/order-gift';
import { GiftCardsBought } from '@/client/components/gift-cards-bought';
import { ShippingAddress } from '@/client/components/shipping-address';
import { LoadError } from '@/client/components/query-section';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { OrderStatusBadge, orderStatusLabels, PaymentStatusBadge } from '@/client/components/ui/order-status-badges';
import { Skeleton } from '@/client/components/ui/skeleton';
import { orderTotals, orderVat } from '@/client/lib/orders';
import { loginHref } from '@/client/lib/return-path';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { cn } from '@/client/lib/utils';
import { useOrderPage } from './api';
import { historySteps, orderIdOf, orderLoadFailure } from './order-view';
import { BankConfirmation } from './bank-confirmation';
import { CreditNotes } from './credit-notes';
import { InvoiceLink } from './invoice-link';
import { OrderAtelier } from './order-atelier';
import { ReturnRequest } from './return-request';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

/**
 * /orders/:id?key=…: one order, for whoever holds the link from its confirmation (the key) or
 * for its signed-in owner (no key). Anyone else, and any malformed address, sees "not found".
 */
export default function OrderPage() {
  const id = orderIdOf(useParams().id);
  const [search] = useSearchParams();
  const key = search.get('key') ?? undefined;
  const confirm = search.get('confirm') || undefined;
  if (id === null) return <OrderNotFound />;
  return <OrderById id={id} accessKey={key} confirm={confirm} />;
}

function OrderById({
  id,
  accessKey,
  confirm,
}: {
  id: number;
  accessKey: string | undefined;
  /** The secret of a renewal's charge the bank wants confirmed (`?confirm=`, the mailed link). */
  confirm: string | undefined;
}) {
  const { t } = useI18n();
  const order = useOrderPage(id, accessKey);
  const notFound = order.isError && orderLoadFailure(order.error) === 'not-found';
  useDocumentTitle(notFound ? t('Order Not Found') : t('Order #{id}', { id }));

  if (order.isPending) return <OrderSkeleton />;
  // The confirmation link is its owner's: signed out, it is "not found" until they sign in and come back.
  if (notFound) return <OrderNotFound comeBack={confirm !== undefined} />;
  if (order.isError) {
    return (
      <div className="container-page pt-10 pb-24 sm:pt-14">
        <h1 className="sr-only">{t('Order #{id}', { id })}</h1>
        <LoadError title={t('Your order could not be loaded')} onRetry={() => void order.refetch()} className="py-16" />
      </div>
    );
  }
  return <OrderDetails order={order.data} accessKey={accessKey} confirm={confirm} />;
}

const sectionHeading = 'font-serif text-2xl';
const panel = 'border border-line bg-surface p-6 sm:p-8';

function OrderDetails({
  order,
  accessKey,
  confirm,
}: {
  order: Order;
  accessKey: string | undefined;
  confirm: string | undefined;
}) {
  const { t, date } = useI18n();
  const placedAt = (words: string) => <time dateTime={order.createdAt}>{words}</time>;
  const { data: user } = useCurrentUser();
  const ship = order.shippingDetails;
  // Gift cards only: nothing travels, so the page speaks of the buyer and the cards' days (issue #43).
  const cardOnly = isCardOnly(order.items);
  // Checkout arrives here with `{ placed: true }` just after the payment; a later visit has no such state.
  const justPlaced =
    (useLocation().state as { placed?: boolean } | null)?.placed === true && order.paymentStatus === 'paid';
  // Just paid: the focus comes to the order's heading (the Pay button it was on has gone with the checkout).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justPlaced) heading.current?.focus();
  }, [justPlaced]);

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="border-b border-line pb-8">
        <p className="eyebrow">{t('Your Order')}</p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-3 font-serif text-4xl leading-tight lining-nums outline-none sm:text-5xl"
        >
          {t('Order #{id}', { id: order.id })}
        </h1>
        <p className="mt-3 text-[0.9375rem] text-ink-soft">
          {order.invoiceNumber ? (
            <Rich
              message="Placed on <time>{date}</time> · Invoice <number>{invoice}</number>"
              values={{ date: date(order.createdAt), invoice: order.invoiceNumber }}
              tags={{ time: placedAt, number: (words) => <span className="lining-nums tabular-nums">{words}</span> }}
            />
          ) : (
            <Rich
              message="Placed on <time>{date}</time>"
              values={{ date: date(order.createdAt) }}
              tags={{ time: placedAt }}
            />
          )}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          <span className="sm:ml-auto">
            <InvoiceLink orderId={order.id} accessKey={accessKey} invoiceNumber={order.invoiceNumber} />
          </span>
        </div>
        {justPlaced ? (
          <p className="mt-6 max-w-2xl text-[0.9375rem] leading-relaxed">
            <Rich
              message="Thank you for your order. A confirmation is on its way to <email>{email}</email>: its link brings you back to this page at any time."
              values={{ email: ship.email }}
              tags={{ email: (words) => <span className="break-all">{words}</span> }}
            />
          </p>
        ) : null}
        {confirm && (order.paymentStatus === 'pending' || order.paymentStatus === 'paid') ? (
          <BankConfirmation order={order} clientSecret={confirm} className="mt-6 max-w-2xl" />
        ) : null}
      </header>

      <div className="mt-10 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
        <div className="min-w-0">
          <section aria-labelledby="order-items-heading">
            <h2 id="order-items-heading" className={cn(sectionHeading, 'mb-2')}>
              {t('Items')}
            </h2>
            <OrderLines
              orderId={order.id}
              lines={order.items}
              currency={order.currency}
              lineAction={(line) => <OrderAgain line={line} />}
            />
            <div className="ml-auto max-w-sm">
              <OrderTotals
                totals={orderTotals(order)}
                adjustments={order.adjustments}
                shippingMethod={order.shippingMethod}
                vat={orderVat(order)}
                giftCardPaid={order.giftCard}
                nothingToShip={cardOnly}
                currency={order.currency}
              />
            </div>
          </section>
          <OrderAtelier order={order} className="mt-12" />
          <GiftCardsBought cards={order.giftCards} className="mt-12" headingClassName={sectionHeading} />
        </div>

        <div className="grid gap-6">
          <section aria-labelledby="order-history-heading" className={panel}>
            <h2 id="order-history-heading" className={sectionHeading}>
              {t('Status History')}
            </h2>
            <StatusHistory history={order.statusHistory} />
          </section>

          {cardOnly ? (
            <section aria-labelledby="order-buyer-heading" className={panel}>
              <h2 id="order-buyer-heading" className={sectionHeading}>
                {t('Your Details')}
              </h2>
              <p className="mt-5 text-[0.9375rem]">{ship.fullName}</p>
              <p className="mt-1 text-[0.9375rem] break-all">{ship.email}</p>
              <p className="mt-5 border-t border-line pt-5 text-sm text-ink-soft">
                {t('Gift cards are e-mailed to their recipients: nothing is shipped.')}
              </p>
            </section>
          ) : (
            <section aria-labelledby="order-shipping-heading" className={panel}>
              <h2 id="order-shipping-heading" className={sectionHeading}>
                {t('Shipping Address')}
              </h2>
              <ShippingAddress
                details={{ ...ship, country: order.countryName }}
                className="mt-5 text-[0.9375rem]"
                emailClassName="mt-3"
              />
              {order.shippingMethod ? (
                <dl className="mt-5 grid gap-3 border-t border-line pt-5 text-sm">
                  <Detail label={t('Shipping method')}>{order.shippingMethod}</Detail>
                </dl>
              ) : null}
              <div className="mt-5 border-t border-line pt-5 empty:hidden">
                <OrderGiftDetails
                  gift={order.gift}
                  billing={order.billingDetails}
                  shipping={order.shippingDetails}
                  headingClassName="text-xs tracking-[0.14em] text-ink-soft uppercase"
                />
              </div>
              {order.carrier && order.trackingNumber ? (
                <dl className="mt-5 grid gap-3 border-t border-line pt-5 text-sm">
                  <Detail label={t('Carrier')}>{order.carrier}</Detail>
                  <Detail label={t('Tracking number')}>
                    <TrackingNumber carrier={order.carrier} tracking={order.trackingNumber} />
                  </Detail>
                </dl>
              ) : null}
            </section>
          )}
        </div>
      </div>

      <CreditNotes order={order} accessKey={accessKey} className={cn(panel, 'mt-10')} />

      <ReturnRequest order={order} className="mt-10" />

      <div className="mt-14 flex flex-wrap gap-3 border-t border-line pt-8">
        <Link to={paths.collections()} className={buttonStyle('primary')}>
          {t('Continue Shopping')}
        </Link>
        {user ? (
          <Link to={paths.account({ tab: 'orders' })} className={buttonStyle('outline')}>
            {t('All Your Orders')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** The tracking number, linked to the carrier's own page when the shop knows the carrier. */
function TrackingNumber({ carrier, tracking }: { carrier: string; tracking: string }) {
  const url = trackingUrl(carrier, tracking);
  const number = <span className="break-all lining-nums tabular-nums">{tracking}</span>;
  if (!url) return number;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="underline decoration-line underline-offset-4 hover:decoration-ink"
    >
      {number}
    </a>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </div>
  );
}

/** The statuses the order has had, oldest first, the current one marked. */
function StatusHistory({ history }: { history: Order['statusHistory'] }) {
  const { t, dateTime } = useI18n();
  const steps = historySteps(history, orderStatusLabels);
  if (steps.length === 0) return <p className="mt-5 text-sm text-ink-soft">{t('No changes yet.')}</p>;
  return (
    <ol className="mt-6 grid gap-0">
      {steps.map((step, i) => (
        <li
          key={i}
          aria-current={step.current ? 'step' : undefined}
          className="relative grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3 pb-5 last:pb-0"
        >
          {/* The thread joining one step to the next. */}
          {i < steps.length - 1 ? (
            <span aria-hidden="true" className="absolute top-4 bottom-0 left-[0.3125rem] w-px bg-line" />
          ) : null}
          <span
            aria-hidden="true"
            className={cn(
              'mt-1.5 size-2.5 rounded-full border',
              step.current ? 'border-accent bg-accent' : 'border-ink/35 bg-surface',
            )}
          />
          <div>
            <p className={cn('text-sm', step.current ? 'font-medium text-ink' : 'text-ink')}>
              {t(step.label)}
              {step.current ? <span className="sr-only"> {t('(current)')}</span> : null}
            </p>
            <p className="mt-0.5 text-[0.8125rem] text-ink-soft">
              <time dateTime={step.at}>{dateTime(step.at)}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * No such order for this visitor: a wrong or old link, someone else's order, or a signed-out owner. `comeBack`: the
 * sign-in returns to this address (a link only its signed-in owner can use).
 */
function OrderNotFound({ comeBack = false }: { comeBack?: boolean }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  useDocumentTitle(t('Order Not Found'));
  const { data: user } = useCurrentUser();
  return (
    <section className="container-page flex flex-col items-center py-28 text-center sm:py-36">
      <span className="flex size-16 items-center justify-center rounded-full border border-line text-accent">
        <PackageSearch aria-hidden="true" strokeWidth={1.25} className="size-7" />
      </span>
      <h1 className="mt-8 font-serif text-4xl sm:text-5xl">{t('We could not find this order')}</h1>
      <p className="mt-5 max-w-md text-ink-soft">
        {t(
          'Please check the link in your confirmation e-mail. Signed-in shoppers find all their orders in their account.',
        )}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {user ? (
          <Link to={paths.account({ tab: 'orders' })} className={buttonStyle('primary')}>
            {t('Your Orders')}
            <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </Link>
        ) : (
          <Link to={comeBack ? loginHref(`${pathname}${search}`) : paths.login()} className={buttonStyle('primary')}>
            {t('Sign In')}
          </Link>
        )}
        <Link to={paths.collections()} className={buttonStyle('outline')}>
          {t('Browse Collections')}
        </Link>
      </div>
    </section>
  );
}

function OrderSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="container-page pt-10 pb-24 sm:pt-14">
      <span className="sr-only">{t('Loading your order')}</span>
      <div className="border-b border-line pb-8">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="mt-4 h-12 w-60 max-w-full" />
        <Skeleton className="mt-4 h-5 w-52 max-w-full" />
        <Skeleton className="mt-5 h-6 w-48" />
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
        <div className="grid gap-4">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
