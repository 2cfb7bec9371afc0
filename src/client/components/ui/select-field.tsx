import { Field, fieldParts, type FieldProps } from './field';
import { NativeSelect, type NativeSelectProps } from './select';

export interface SelectFieldProps extends NativeSelectProps, FieldProps {
  /** Styles the select (`className` is the field's frame). */
  selectClassName?: string;
}

/** A labelled native select with its hint and error (see Field). Spreads register(), ref included. */
export function SelectField({ selectClassName, children, ...props }: SelectFieldProps) {
  const [field, select] = fieldParts(props);
  return (
    <Field {...field}>
      {(control) => (
        <NativeSelect
          {...select}
          {...control}
          wrapperClassName="w-full"
          className={selectClassName ?? 'h-11 text-[0.9375rem] aria-invalid:border-danger'}
        >
          {children}
        </NativeSelect>
      )}
    </Field>
  );
}
