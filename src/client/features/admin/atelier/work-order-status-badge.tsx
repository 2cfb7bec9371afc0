import type { WorkOrderStatus } from '@/domain/atelier/work-orders';
import { badgeStyle, type BadgeVariant } from '@/client/components/ui/badge-variants';
import { useI18n } from '@/client/lib/i18n';
import { workOrderStatusLabels } from './atelier-format';

/** Waiting work stands out; work in hand is plain; bottled is done; cancelled is the refund's mark. */
const variants: Record<WorkOrderStatus, BadgeVariant> = {
  queued: 'accent',
  compounding: 'default',
  macerating: 'default',
  bottled: 'solid',
  cancelled: 'danger',
};

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  const { t } = useI18n();
  return <span className={badgeStyle(variants[status], 'whitespace-nowrap')}>{t(workOrderStatusLabels[status])}</span>;
}
