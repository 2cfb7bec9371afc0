import { workOrderLabels, type WorkOrderStatus } from '@/domain/atelier/work-orders';
import { badgeStyle, type BadgeVariant } from '@/client/components/ui/badge-variants';

/** Waiting work stands out; work in hand is plain; bottled is done; cancelled is the refund's mark. */
const variants: Record<WorkOrderStatus, BadgeVariant> = {
  queued: 'accent',
  compounding: 'default',
  macerating: 'default',
  bottled: 'solid',
  cancelled: 'danger',
};

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return <span className={badgeStyle(variants[status], 'whitespace-nowrap')}>{workOrderLabels[status]}</span>;
}
