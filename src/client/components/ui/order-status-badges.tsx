import { CreditCard } from 'lucide-react';
import type { OrderStatus, PaymentStatus } from '@/domain/orders/schemas';
import { msg } from '@/domain/i18n/translator';
import { Rich, useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { Badge } from './badge';

/*
 * The status words are spelled out rather than taken from the domain module, which also holds
 * zod schemas; `satisfies` keeps them in step with the domain types. Catalogue messages: shown as `t(label)`.
 */
export const orderStatusLabels = {
  pending: msg('Pending'),
  processing: msg('Processing'),
  shipped: msg('Shipped'),
  completed: msg('Completed'),
  cancelled: msg('Cancelled'),
} satisfies Record<OrderStatus, string>;

export const ORDER_STATUSES = Object.keys(orderStatusLabels) as OrderStatus[];

const paymentStatusLabels = {
  paid: msg('Paid'),
  pending: msg('Payment pending'),
  failed: msg('Payment failed'),
  partially_refunded: msg('Partly refunded'),
  refunded: msg('Refunded'),
} satisfies Record<PaymentStatus, string>;

const orderStatusClasses: Record<OrderStatus, string> = {
  pending: 'border-accent/45 text-accent',
  processing: 'border-ink/30 text-ink',
  shipped: 'border-ink/45 text-ink',
  completed: 'border-success/50 text-success',
  cancelled: 'border-danger/45 text-danger',
};

const paymentStatusClasses: Record<PaymentStatus, string> = {
  paid: 'border-success/50 text-success',
  pending: 'border-ink/20 text-ink-soft',
  failed: 'border-danger/45 text-danger',
  partially_refunded: 'border-accent/45 text-accent',
  refunded: 'border-ink/30 text-ink-soft',
};

const dot = 'size-1.5 shrink-0 rounded-full bg-current';

/** An order's status; "Order status:" is read out, not shown. Unknown values are shown as they come. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useI18n();
  const label = orderStatusLabels[status] as string | undefined;
  return (
    <Badge
      className={cn('gap-1.5 bg-transparent', orderStatusClasses[status] ?? 'border-ink/20 text-ink-soft', className)}
    >
      <span aria-hidden="true" className={dot} />
      <Rich
        message="<sr>Order status: </sr>{status}"
        values={{ status: label ? t(label) : status }}
        tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
      />
    </Badge>
  );
}

/* Where many orders are listed side by side (the back office), the payment word is short and "Payment:" is read out. */
const shortPaymentStatusLabels = {
  paid: msg('Paid'),
  pending: msg('Pending'),
  failed: msg('Failed'),
  partially_refunded: msg('Part refunded'),
  refunded: msg('Refunded'),
} satisfies Record<PaymentStatus, string>;

type PaymentStatusBadgeProps = {
  status: PaymentStatus;
  className?: string;
  /** Short words ("Pending") with a read-out "Payment: " prefix, for lists of many orders. */
  short?: boolean;
  /** Adds a "Test" badge beside it for an order paid with a test card. */
  isTest?: boolean;
};

/** An order's payment status, in words that stand on their own ("Paid", "Payment pending"). */
export function PaymentStatusBadge({ status, className, short = false, isTest = false }: PaymentStatusBadgeProps) {
  const { t } = useI18n();
  const labels: Record<PaymentStatus, string | undefined> = short ? shortPaymentStatusLabels : paymentStatusLabels;
  const label = labels[status];
  const shown = label ? t(label) : status;
  return (
    <>
      <Badge
        className={cn(
          'gap-1.5 bg-transparent',
          paymentStatusClasses[status] ?? 'border-ink/20 text-ink-soft',
          className,
        )}
      >
        <CreditCard aria-hidden="true" className="size-3" strokeWidth={1.75} />
        {short ? (
          <Rich
            message="<sr>Payment: </sr>{status}"
            values={{ status: shown }}
            tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
          />
        ) : (
          shown
        )}
      </Badge>
      {isTest ? (
        <Badge className="border-dashed border-ink/30 bg-transparent text-ink-soft" title={t('Paid with a test card')}>
          <Rich message="Test<sr> payment</sr>" tags={{ sr: (words) => <span className="sr-only">{words}</span> }} />
        </Badge>
      ) : null}
    </>
  );
}
