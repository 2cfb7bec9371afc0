import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { Order } from '@/domain/orders/schemas';
import { LoadError } from '@/client/components/query-section';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
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
 * none yet), read a page at a time with "Show more orders" under them: the account's table and
 * the dashboard's cards read the same cache entry, which checkout refreshes after an order.
 */
export function UserOrders({ userId, loading, empty, errorClassName, children }: UserOrdersProps) {
  const { t } = useI18n();
  const query = useInfiniteQuery(userOrdersQuery(userId));
  if (query.isPending) return loading;
  if (query.isError && !query.data)
    return (
      <LoadError
        title={t('Your orders could not be loaded')}
        onRetry={() => void query.refetch()}
        className={errorClassName}
      />
    );
  const pages = query.data.pages;
  const orders = pages.flatMap((page) => page.rows);
  if (orders.length === 0) return empty;
  return (
    <>
      {children(orders)}
      {pages.length > 1 || query.hasNextPage ? (
        <MoreOrders
          shown={orders.length}
          more={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onMore={() => void query.fetchNextPage()}
        />
      ) : null}
    </>
  );
}

interface MoreOrdersProps {
  shown: number;
  more: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/** "Showing 20 orders" and, while older ones remain, a button that adds the next page below. */
function MoreOrders({ shown, more, loading, failed, onMore }: MoreOrdersProps) {
  const { t } = useI18n();
  return (
    <div className="mt-8 flex flex-col items-center gap-4 text-center">
      <p className="text-sm text-ink-soft" aria-live="polite">
        {more
          ? t('{count, plural, one {Showing # order} other {Showing # orders}}', { count: shown })
          : t('{count, plural, one {Showing # order · all of them} other {Showing # orders · all of them}}', {
              count: shown,
            })}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('More orders could not be loaded. Please try again.')}
        </p>
      ) : null}
      {more ? (
        // Not disabled while loading: the button keeps the focus, and the orders arrive above it.
        <Button
          variant="outline"
          size="sm"
          aria-disabled={loading || undefined}
          className="aria-disabled:cursor-wait"
          onClick={() => {
            if (!loading) onMore();
          }}
        >
          {loading ? <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
          {loading ? t('Loading…') : failed ? t('Try Again') : t('Show more orders')}
        </Button>
      ) : null}
    </div>
  );
}
