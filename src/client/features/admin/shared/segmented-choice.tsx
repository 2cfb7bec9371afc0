import { useId, useState } from 'react';
import { cn } from '@/client/lib/utils';

interface SegmentedChoiceProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** A few mutually exclusive views side by side: native radios (arrow keys move between them) drawn as one segmented control. */
export function SegmentedChoice<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  // The choice shows at once; the value it drives (an address) follows a moment later.
  const [chosen, setChosen] = useState<T | null>(null);
  if (chosen !== null && chosen === value) setChosen(null);
  const shown = chosen ?? value;
  return (
    <fieldset className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <legend className="float-left mr-3 text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase">
        {legend}
      </legend>
      <div className="inline-flex border border-line bg-surface">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex h-9 cursor-pointer items-center px-3.5 text-[0.8125rem] text-ink-soft transition-colors select-none not-first:border-l not-first:border-line',
              'hover:text-ink has-[:checked]:bg-primary has-[:checked]:text-primary-ink',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === shown}
              onChange={() => {
                setChosen(option.value);
                onChange(option.value);
              }}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
