import type { ComponentProps } from 'react';
import { Field, fieldParts, type FieldProps } from './field';
import { Input } from './input';

export interface TextFieldProps extends ComponentProps<'input'>, FieldProps {
  inputClassName?: string;
}

/** A labelled text input with its hint and error (see Field). Spreads react-hook-form's register(), ref included. */
export function TextField({ inputClassName, ...props }: TextFieldProps) {
  const [field, input] = fieldParts(props);
  return <Field {...field}>{(control) => <Input {...input} {...control} className={inputClassName} />}</Field>;
}

/** A TextField for an e-mail address: the keyboard, autofill and spelling an address wants. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />;
}
