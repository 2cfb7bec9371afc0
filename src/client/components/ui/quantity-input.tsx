import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '@/domain/cart/cart';
import { clsx as cn } from 'clsx';
import { useI18n } from '@/client/lib/i18n';

interface QuantityInputProps {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  /** Hide the label visually (it stays the input's accessible name). */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  size?: 'sm' | 'md';
}

const stepButton =
  'inline-flex items-center justify-center text-ink transition-colors hover:bg-muted focus-visible:relative focus-visible:outline-2 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-50 data-[limit=true]:text-ink-soft/60';

/** Quantity 1–10: minus and plus buttons around a number field; every value is clamped. */
export function QuantityInput({
  value,
  onChange,
  label,
  hideLabel = false,
  disabled,
  className,
  size = 'md',
}: QuantityInputProps) {
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  // The field may hold an unfinished edit (empty); a new value from outside replaces it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (next: number) => {
    const clamped = clampQuantity(next);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  const h = size === 'sm' ? 'h-9' : 'h-11';
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label
        htmlFor={id}
        className={cn('text-[0.6875rem] font-medium tracking-[0.18em] uppercase', hideLabel && 'sr-only')}
      >
        {label ?? t('Quantity')}
      </label>
      <div className={cn('inline-flex w-fit items-stretch border border-line bg-surface', h)}>
        <button
          type="button"
          aria-label={t('Decrease quantity')}
          aria-controls={id}
          data-limit={value <= MIN_QUANTITY}
          disabled={disabled}
          onClick={() => commit(value - 1)}
          className={cn(stepButton, size === 'sm' ? 'w-9' : 'w-11')}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(e) => {
            const raw = e.target.value;
            if (raw === '') {
              setDraft('');
              return;
            }
            commit(Number(raw));
          }}
          onBlur={() => {
            if (draft === '') commit(MIN_QUANTITY);
          }}
          className={cn(
            'w-12 border-x border-line bg-transparent text-center text-[0.9375rem] tabular-nums text-ink outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-ring',
          )}
        />
        <button
          type="button"
          aria-label={t('Increase quantity')}
          aria-controls={id}
          data-limit={value >= MAX_QUANTITY}
          disabled={disabled}
          onClick={() => commit(value + 1)}
          className={cn(stepButton, size === 'sm' ? 'w-9' : 'w-11')}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
