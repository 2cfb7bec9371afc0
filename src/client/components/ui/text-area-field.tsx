import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/client/lib/utils';
import { Field, fieldDescribedBy } from './field';
import { inputClasses } from './input-variants';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  inputClassName?: string;
}

/** A labelled multi-line text input, wired like TextField (hint and error in aria-describedby). Spreads register(). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, className, inputClassName, id: idProp, rows = 4, ...props },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  const describedBy = fieldDescribedBy(id, hint, error, props['aria-describedby']);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses, 'h-auto resize-y py-2.5 leading-relaxed', inputClassName)}
      />
    </Field>
  );
});
