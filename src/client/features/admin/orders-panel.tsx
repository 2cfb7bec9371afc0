import { LoadMore, PanelEmpty, PanelError, PanelLoading } from './panel-states';
import { useAdminOrders } from './api';
import { OrderCard } from './order-card';

export function OrdersPanel() {
  const orders = useAdminOrders();

  if (orders.isPending) return <PanelLoading label="Loading orders" />;
  if (orders.isError && orders.items.length === 0) return <PanelError what="orders" onRetry={() => void orders.refetch()} />;
  if (orders.items.length === 0) {
    return <PanelEmpty title="No orders yet">Orders placed in the shop will appear here, newest first.</PanelEmpty>;
  }

  return (
    <>
      <ul aria-label="Orders, newest first" className="grid gap-5">
        {orders.items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <LoadMore
        shown={orders.items.length}
        noun="order"
        hasMore={orders.hasNextPage}
        loading={orders.isFetchingNextPage}
        onLoadMore={() => void orders.fetchNextPage()}
      />
    </>
  );
}
