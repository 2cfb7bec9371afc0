import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@/domain/orders/schemas';
import { QuerySection } from '@/client/components/query-section';
import { userOrdersQuery } from '@/client/lib/orders';

interface UserOrdersProps {
  userId: number;
  /** Shown until the orders arrive, usually a <SkeletonList>. */
  loading: ReactNode;
  /** Shown when there is no order yet. */
  empty: ReactNode;
  errorClassName?: string;
  children: (orders: Order[]) => ReactNode;
}

/**
 * The signed-in user's orders, newest first, through their states (loading, error with retry,
 * none yet): the account's table and the dashboard's cards read the same cache entry, which
 * checkout refreshes after an order.
 */
export function UserOrders({ userId, loading, empty, errorClassName, children }: UserOrdersProps) {
  const orders = useQuery(userOrdersQuery(userId));
  return (
    <QuerySection
      query={orders}
      loading={loading}
      errorTitle="Your orders could not be loaded"
      errorClassName={errorClassName}
      empty={empty}
    >
      {children}
    </QuerySection>
  );
}
