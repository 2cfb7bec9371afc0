import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

export interface NativeSelectProps extends ComponentProps<'select'> {
  /** Classes for the wrapper (width, margins); `className` styles the select itself. */
  wrapperClassName?: string;
}

/**
 * A styled native `<select>`: role combobox, the platform's own picker on phones, full
 * keyboard support, and no positioning engine to download. Callers give it a `<label>`.
 */
export function NativeSelect({ className, wrapperClassName, children, ...props }: NativeSelectProps) {
  return (
    <div className={cn('relative inline-flex', wrapperClassName)}>
      <select
        className={cn(
          'h-10 w-full min-w-0 cursor-pointer appearance-none border border-line bg-surface py-0 pr-9 pl-3 text-sm text-ink',
          'transition-colors duration-200 hover:border-ink/35 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-wait disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft"
      />
    </div>
  );
}

/**
 * A select's options: `values` in their order (every key of `labels` by default), each shown by its label, a
 * catalogue message (`msg('…')`) shown through `t`.
 */
export function SelectOptions<T extends string>({
  values,
  labels,
}: {
  values?: readonly T[];
  labels: Record<T, string>;
}) {
  const { t } = useI18n();
  return (values ?? (Object.keys(labels) as T[])).map((value) => (
    <option key={value} value={value}>
      {t(labels[value])}
    </option>
  ));
}
