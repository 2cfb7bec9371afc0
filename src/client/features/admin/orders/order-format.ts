import type { OrderStatus } from '@/domain/orders/schemas';
import { msg, type Translator } from '@/domain/i18n/translator';
import { orderStatusLabels } from '@/client/components/ui/order-status-badges';

/* Catalogue messages: shown as `t(label)`. */
const providers: Record<string, string> = { stripe: 'Stripe', simulated: msg('Simulated card') };

/** The payment provider's name as the admin knows it; an unknown one as it comes. */
export const providerLabel = (provider: string, tr: Pick<Translator, 't'>) => {
  const label = providers[provider];
  return label ? tr.t(label) : provider;
};

/** A status history entry in words: the first is the order being placed, the others their status. */
export function historyLabel(status: OrderStatus, index: number, tr: Pick<Translator, 't'>): string {
  if (index === 0 && status === 'pending') return tr.t('Order placed');
  const label = orderStatusLabels[status] as string | undefined;
  return label ? tr.t(label) : status;
}
