import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { useAdminOrders } from './api';
import { OrderCard } from './order-card';
import { describeFilter, hasFilter, parseOrderFilter, withoutFilters } from './order-filter';
import { OrderFilterBar } from './order-filter-bar';
import { OrderSheet } from './order-sheet';
import { PageNav } from '../shared/page-nav';
import { pagedState, parsePageCursor } from '../shared/paged-list';
import { PageGone, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { useSheetParam } from '../shared/use-sheet-param';
import { useUpdateParams } from '@/client/lib/use-update-params';

export function OrdersPanel() {
  const i18n = useI18n();
  const { t } = i18n;
  const formatDay = (day: string) => i18n.day(day, 'medium');
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const filter = parseOrderFilter(params);
  const cursor = parsePageCursor(params);
  const orders = useAdminOrders(filter, cursor);
  const sheet = useSheetParam('order');
  const listRef = useRef<HTMLUListElement>(null);
  const filtered = hasFilter(filter);
  // The filtered account's name, from its orders on screen (the customer filter's label).
  const customerName = filter.customer
    ? orders.items.find((o) => o.customer.userId === filter.customer)?.customer.name
    : undefined;

  let content;
  switch (pagedState(orders, cursor)) {
    case 'loading':
      content = <PanelLoading label={t('Loading orders')} />;
      break;
    case 'error':
      content = <PanelError what={t('orders')} onRetry={() => void orders.refetch()} />;
      break;
    case 'gone':
      content = <PageGone what={t('orders')} />;
      break;
    case 'empty':
      content = filtered ? (
        <PanelEmpty title={t('No orders match these filters')}>
          {describeFilter(filter, formatDay, i18n, customerName)}.{' '}
          <Button
            variant="link"
            size="inline"
            onClick={() => setParams((prev) => withoutFilters(prev), { replace: true, preventScrollReset: true })}
          >
            {t('Clear filters')}
          </Button>
        </PanelEmpty>
      ) : (
        <PanelEmpty title={t('No orders yet')}>
          {t('Orders placed in the shop will appear here, newest first.')}
        </PanelEmpty>
      );
      break;
    case 'rows':
      content = (
        <>
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={
              filtered
                ? t('Orders: {filters}', { filters: describeFilter(filter, formatDay, i18n, customerName) })
                : t('Orders, newest first')
            }
            aria-busy={orders.isFetching}
            className={cn(
              'grid scroll-mt-24 gap-5 outline-none motion-safe:transition-opacity lg:scroll-mt-28',
              orders.isPlaceholderData && 'opacity-60',
            )}
          >
            {orders.items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} viewHref={sheet.hrefFor(order.id)} viewState={sheet.linkState} />
              </li>
            ))}
          </ul>
          <PageNav list={orders} noun={t('order')} plural={t('orders')} listRef={listRef} />
        </>
      );
  }

  return (
    <>
      <OrderFilterBar filter={filter} customerName={customerName} />
      {content}
      <OrderSheet sheet={sheet} />
    </>
  );
}
