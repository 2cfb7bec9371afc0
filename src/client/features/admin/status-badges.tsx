import { CreditCard } from 'lucide-react';
import type { OrderStatus, PaymentStatus } from '@/domain/checkout';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { orderStatusLabels, paymentStatusLabels } from './admin-format';

const orderStatusClasses: Record<OrderStatus, string> = {
  pending: 'border-accent/45 text-accent',
  processing: 'border-ink/30 text-ink',
  completed: 'border-success/50 text-success',
  cancelled: 'border-danger/45 text-danger',
};

const paymentStatusClasses: Record<PaymentStatus, string> = {
  paid: 'border-success/50 text-success',
  pending: 'border-ink/20 text-ink-soft',
  failed: 'border-danger/45 text-danger',
};

const dot = 'size-1.5 shrink-0 rounded-full bg-current';

/** The words "Order status:" are read out, not shown: the badge sits beside the order's heading. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge className={cn('gap-1.5 bg-transparent', orderStatusClasses[status], className)}>
      <span aria-hidden="true" className={dot} />
      <span className="sr-only">Order status: </span>
      {orderStatusLabels[status]}
    </Badge>
  );
}

export function PaymentStatusBadge({ status, isTest = false }: { status: PaymentStatus; isTest?: boolean }) {
  return (
    <>
      <Badge className={cn('gap-1.5 bg-transparent', paymentStatusClasses[status])}>
        <CreditCard aria-hidden="true" className="size-3" strokeWidth={1.75} />
        <span className="sr-only">Payment: </span>
        {paymentStatusLabels[status]}
      </Badge>
      {isTest ? (
        <Badge className="border-dashed border-ink/30 bg-transparent text-ink-soft" title="Paid with a test card">
          Test<span className="sr-only"> payment</span>
        </Badge>
      ) : null}
    </>
  );
}
