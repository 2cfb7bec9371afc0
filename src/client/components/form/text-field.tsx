import type { FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import {
  EmailField as EmailInput,
  TextField as TextInput,
  type TextFieldProps as TextInputProps,
} from '@/client/components/ui/text-field';
import { TextAreaField as TextAreaInput, type TextAreaFieldProps } from '@/client/components/ui/text-area-field';
import { type FieldSource, formField } from './form-field';

/** What binds a kit field to its form: the form, the field's name there, and how its value is read. */
type Bound<T extends FieldValues, N extends FieldPath<T>, P> = Omit<P, 'form' | 'name' | 'error'> & {
  form: FieldSource<T>;
  name: N;
  /** react-hook-form's register options (`valueAsNumber`, `setValueAs`). */
  options?: RegisterOptions<T, N>;
};

/** A bound field's props as its kit field takes them: its own, then its form's (name, ref, handlers, error). */
function bind<T extends FieldValues, N extends FieldPath<T>, P>({ form, name, options, ...field }: Bound<T, N, P>) {
  return { ...field, ...formField(form, name, options) };
}

/**
 * A labelled text input bound to its form by name (`formField`): registered there, its error read from
 * there, the label, hint and error wired to the input (aria-describedby, aria-invalid).
 * `<TextField form={form} name="city" label="City" autoComplete="address-level2" />`.
 * It registers as it renders: a form written with these alone registers its fields in the order they
 * are written (and focuses the first invalid one in that order).
 */
export function TextField<T extends FieldValues, N extends FieldPath<T>>(props: Bound<T, N, TextInputProps>) {
  return <TextInput {...bind(props)} />;
}

/** A bound TextField for an e-mail address (the keyboard, autofill and spelling an address wants). */
export function EmailField<T extends FieldValues, N extends FieldPath<T>>(props: Bound<T, N, TextInputProps>) {
  return <EmailInput {...bind(props)} />;
}

/** A bound multi-line text input, like TextField. */
export function TextAreaField<T extends FieldValues, N extends FieldPath<T>>(props: Bound<T, N, TextAreaFieldProps>) {
  return <TextAreaInput {...bind(props)} />;
}

/**
 * A number field's text as the form's value: the number typed, or `empty` when nothing is; what is not
 * text (the form's starting number, or null) stays as it is.
 */
const numberFrom =
  (empty: null | undefined) =>
  (value: unknown): unknown =>
    typeof value !== 'string' ? value : value.trim() === '' ? empty : Number(value);

/**
 * A bound number input: the keypad its step asks for (digits for whole numbers, else decimals), and
 * its text read as a number; empty is `empty`: undefined (the schema then asks for a number) or null
 * ("none": not tracked, not restricted, never free). `options` replaces that reading.
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>>({
  empty,
  form,
  name,
  options = { setValueAs: numberFrom(empty) },
  ...field
}: Bound<T, N, TextInputProps> & { empty?: null }) {
  const whole = Number(field.step ?? 1) % 1 === 0;
  return (
    <TextInput type="number" inputMode={whole ? 'numeric' : 'decimal'} {...field} {...formField(form, name, options)} />
  );
}
