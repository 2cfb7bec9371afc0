import type { CartLine } from '@/domain/cart/schemas';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

/** Under a refill line's name: how often it comes (DESIGN §1 "Refills"); nothing for any other line. */
export function RefillNote({ item, className }: { item: Pick<CartLine, 'refill'>; className?: string }) {
  const { t } = useI18n();
  if (!item.refill) return null;
  return (
    <p className={cn('text-sm text-ink-soft', className)} data-testid="refill-note">
      {t('Refill every {weeks} weeks', { weeks: item.refill.intervalWeeks })}
    </p>
  );
}
