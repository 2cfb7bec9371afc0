import { lineKind } from '@/domain/cart/lines';
import { Badge } from '@/client/components/ui/badge';
import { useI18n } from '@/client/lib/i18n';

/**
 * What a line is, beside its name, wherever a line is shown: "Gift card" for a gift card, "Custom"
 * for a perfume made for the shopper, nothing for a catalogue bottle (issue #43: one rule, every screen).
 */
export function LineBadge({
  item,
  className,
}: {
  item: { isCustom: boolean; customDetails: Record<string, unknown> | null };
  className?: string;
}) {
  const { t } = useI18n();
  const kind = lineKind(item);
  if (kind === 'catalogue') return null;
  return (
    <Badge variant="accent" className={className}>
      {kind === 'gift-card' ? t('Gift card') : t('Custom')}
    </Badge>
  );
}
