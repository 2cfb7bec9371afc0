import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/client/lib/utils';
import { Input } from './input';
import { Label } from './label';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message shown under the field; marks the input invalid. */
  error?: string;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** Classes for the wrapper (grid placement, spans). */
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled text input with its help text and error underneath, both tied to the input
 * (aria-describedby), the error also with aria-invalid. Spreads react-hook-form's register().
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, inputClassName, id: idProp, ...props },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input ref={ref} id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClassName} />
      {hint ? (
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-[0.8125rem] text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
});
