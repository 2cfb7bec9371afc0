import { forwardRef, useId, type ReactNode } from 'react';
import { Field, fieldDescribedBy } from './field';
import { NativeSelect, type NativeSelectProps } from './select';

export interface SelectFieldProps extends NativeSelectProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Classes for the field's frame; `selectClassName` styles the select. */
  className?: string;
  selectClassName?: string;
}

/** A labelled native select with its hint and error, wired like TextField. Spreads register(). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, selectClassName, id: idProp, children, ...props },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  const describedBy = fieldDescribedBy(id, hint, error, props['aria-describedby']);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <NativeSelect
        ref={ref}
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        wrapperClassName="w-full"
        className={selectClassName ?? 'h-11 text-[0.9375rem] aria-invalid:border-danger'}
      >
        {children}
      </NativeSelect>
    </Field>
  );
});
