import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';
import { Field, fieldParts, type FieldProps } from './field';
import { inputClasses } from './input-variants';

export interface TextAreaFieldProps extends ComponentProps<'textarea'>, FieldProps {
  inputClassName?: string;
}

/** A labelled multi-line text input with its hint and error (see Field). Spreads register(), ref included. */
export function TextAreaField({ inputClassName, rows = 4, ...props }: TextAreaFieldProps) {
  const [field, textarea] = fieldParts(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          rows={rows}
          {...textarea}
          {...control}
          className={cn(inputClasses, 'h-auto resize-y py-2.5 leading-relaxed', inputClassName)}
        />
      )}
    </Field>
  );
}
