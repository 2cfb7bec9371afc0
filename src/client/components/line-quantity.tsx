import { QuantityInput } from '@/client/components/ui/quantity-input';
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
  if (lineKind(item) === 'lifestyle') {
    return (
      <div className={cn('text-sm', className)} data-testid="single-bottle">
        <p className="tabular-nums">
          <span className="text-ink-soft">Quantity</span> {item.quantity}
        </p>
        <p className="mt-0.5 text-xs text-ink-soft">Made one bottle at a time</p>
      </div>
    );
  }
  return (
    <QuantityInput
      size="sm"
      hideLabel
      label={`Quantity of ${item.name}`}
      value={item.quantity}
      onChange={onChange}
      className={className}
    />
  );
}
