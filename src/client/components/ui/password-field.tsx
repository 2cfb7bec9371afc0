import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/client/lib/utils';
import { Field, fieldDescribedBy } from './field';
import { Input } from './input';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** The eye button's name, e.g. "Show password" or "Show current password". */
  toggleLabel?: string;
  /** The validation message shown under the field; marks the input invalid. */
  error?: string;
  hint?: ReactNode;
  /** Classes for the wrapper (grid placement, spans). */
  className?: string;
}

/**
 * A labelled password input with an eye button that reveals the value. The button keeps its
 * name and reports its state with aria-pressed, so a screen reader hears "Show password,
 * toggle button, pressed". Help and error texts are tied to the input like TextField's.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, toggleLabel = 'Show password', error, hint, className, id: idProp, ...props },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  const [visible, setVisible] = useState(false);
  const describedBy = fieldDescribedBy(id, hint, error, props['aria-describedby']);
  const Icon = visible ? EyeOff : Eye;

  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <Input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...props}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="pr-12"
        />
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
          className={cn(
            'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center text-ink-soft transition-colors duration-200',
            'hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring disabled:opacity-50',
          )}
        >
          <Icon aria-hidden="true" strokeWidth={1.5} className="size-[1.15rem]" />
        </button>
      </div>
    </Field>
  );
});
