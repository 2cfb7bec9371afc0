import type { OrderStatus } from '@/domain/orders/schemas';
import { orderStatusLabels } from '@/client/components/ui/order-status-badges';

const providers: Record<string, string> = { stripe: 'Stripe', simulated: 'Simulated card' };

/** The payment provider's name as the admin knows it; an unknown one as it comes. */
export const providerLabel = (provider: string) => providers[provider] ?? provider;

/** A status history entry in words: the first is the order being placed, the others their status. */
export const historyLabel = (status: OrderStatus, index: number) =>
  index === 0 && status === 'pending' ? 'Order placed' : (orderStatusLabels[status] ?? status);
