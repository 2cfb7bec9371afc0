import { CreditCard } from 'lucide-react';
import type { OrderStatus, PaymentStatus } from '@/domain/orders/schemas';
import { cn } from '@/client/lib/utils';
import { Badge } from './badge';

/*
 * The status words are spelled out rather than taken from the domain module, which also holds
 * zod schemas; `satisfies` keeps them in step with the domain types.
 */
export const orderStatusLabels = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;

export const ORDER_STATUSES = Object.keys(orderStatusLabels) as OrderStatus[];

const paymentStatusLabels = {
  paid: 'Paid',
  pending: 'Payment pending',
  failed: 'Payment failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
} as const satisfies Record<PaymentStatus, string>;

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
  return (
    <Badge
      className={cn('gap-1.5 bg-transparent', orderStatusClasses[status] ?? 'border-ink/20 text-ink-soft', className)}
    >
      <span aria-hidden="true" className={dot} />
      <span className="sr-only">Order status: </span>
      {orderStatusLabels[status] ?? status}
    </Badge>
  );
}

/* Where many orders are listed side by side (the back office), the payment word is short and "Payment:" is read out. */
const shortPaymentStatusLabels = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  partially_refunded: 'Part refunded',
  refunded: 'Refunded',
} as const satisfies Record<PaymentStatus, string>;

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
  const labels = short ? shortPaymentStatusLabels : paymentStatusLabels;
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
        {short ? <span className="sr-only">Payment: </span> : null}
        {labels[status] ?? status}
      </Badge>
      {isTest ? (
        <Badge className="border-dashed border-ink/30 bg-transparent text-ink-soft" title="Paid with a test card">
          Test<span className="sr-only"> payment</span>
        </Badge>
      ) : null}
    </>
  );
}
