import { QuantityInput } from '@/client/components/ui/quantity-input';
import { Rich, useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { lineKind, type DescribedLine } from './line-info';

interface LineQuantityProps {
  item: Pick<DescribedLine, 'isCustom' | 'customDetails'> & { name: string; quantity: number };
  onChange: (quantity: number) => void;
  className?: string;
}

/**
 * A cart line's quantity: the − / + stepper, except for a lifestyle perfume, which is made one bottle
 * at a time (the server refuses any other quantity), so it says so instead of offering a change.
 */
export function LineQuantity({ item, onChange, className }: LineQuantityProps) {
  const { t } = useI18n();
  if (lineKind(item) === 'lifestyle') {
    return (
      <div className={cn('text-sm', className)} data-testid="single-bottle">
        <p className="lining-nums tabular-nums">
          <Rich
            message="<label>Quantity</label> {quantity}"
            values={{ quantity: item.quantity }}
            tags={{ label: (words) => <span className="text-ink-soft">{words}</span> }}
          />
        </p>
        <p className="mt-0.5 text-xs text-ink-soft">{t('Made one bottle at a time')}</p>
      </div>
    );
  }
  return (
    <QuantityInput
      size="sm"
      hideLabel
      label={t('Quantity of {name}', { name: item.name })}
      value={item.quantity}
      onChange={onChange}
      className={className}
    />
  );
}
