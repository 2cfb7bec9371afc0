import { useId, type ComponentProps, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/client/lib/utils';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** A line under the label, part of the checkbox's description. */
  hint?: ReactNode;
  className?: string;
}

/**
 * A native checkbox with its label beside it; the whole row is the click target. Spreads register().
 * The box is drawn over the real input, which keeps its keyboard and screen-reader behaviour.
 */
export function CheckboxField({ label, hint, className, id: idProp, ...props }: CheckboxFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <label
      htmlFor={id}
      className={cn('group flex cursor-pointer items-start gap-3 text-sm text-ink select-none', className)}
    >
      <span className="relative mt-0.5 inline-flex size-5 shrink-0">
        <input
          id={id}
          type="checkbox"
          aria-describedby={hintId}
          className="peer size-5 cursor-pointer appearance-none border border-ink/45 bg-surface transition-colors checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
          {...props}
        />
        <Check
          aria-hidden="true"
          strokeWidth={2.5}
          className="pointer-events-none absolute inset-0.5 size-4 text-primary-ink opacity-0 peer-checked:opacity-100"
        />
      </span>
      <span className="min-w-0">
        <span className="block leading-snug">{label}</span>
        {hint ? (
          <span id={hintId} className="mt-0.5 block text-xs text-ink-soft">
            {hint}
          </span>
        ) : null}
      </span>
    </label>
  );
}
