import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, fieldDescribedBy } from './field';
import { Input } from './input';

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
  const describedBy = fieldDescribedBy(id, hint, error, props['aria-describedby']);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Input ref={ref} id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClassName} />
    </Field>
  );
});
