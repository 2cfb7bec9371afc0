import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '@/client/components/ui/select-field';
import { TextAreaField, type TextAreaFieldProps } from '@/client/components/ui/text-area-field';
import { EmailField, TextField, type TextFieldProps } from '@/client/components/ui/text-field';

/** What a bound field reads of its form: how to register a field, and the errors it has. */
export interface FieldSource<T extends FieldValues> {
  register: UseFormRegister<T>;
  formState: { errors: FieldErrors<T> };
}

interface Bound<T extends FieldValues> {
  /** The form (react-hook-form's `useForm()`, or its register and errors). */
  form: FieldSource<T>;
  /** The field's path in the form: its value is registered there, its error read from there. */
  name: FieldPath<T>;
  /** register()'s options: `setValueAs`, `valueAsNumber`… */
  options?: RegisterOptions<T, FieldPath<T>>;
}

/** A field's error message in a form's errors, by its path (a list's row too: `allergens.0.percent`). */
export const errorAt = <T extends FieldValues>(errors: FieldErrors<T>, name: FieldPath<T>): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/** A field bound to its form by name: registered there, its error from there (label, hint and wiring are the field's). */
const bind = <T extends FieldValues>({ form, name, options }: Bound<T>) => ({
  error: errorAt(form.formState.errors, name),
  ...form.register(name, options),
});

/** A TextField bound to a form field by name. */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Bound<T> & Omit<TextFieldProps, 'form' | 'name' | 'error'>) {
  return <TextField {...props} {...bind({ form, name, options })} />;
}

/** A TextAreaField bound to a form field by name. */
export function FormTextAreaField<T extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Bound<T> & Omit<TextAreaFieldProps, 'form' | 'name' | 'error'>) {
  return <TextAreaField {...props} {...bind({ form, name, options })} />;
}

/** A SelectField bound to a form field by name. */
export function FormSelectField<T extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Bound<T> & Omit<SelectFieldProps, 'form' | 'name' | 'error'>) {
  return <SelectField {...props} {...bind({ form, name, options })} />;
}

/** An EmailField bound to a form field by name. */
export function FormEmailField<T extends FieldValues>({
  form,
  name,
  options,
  ...props
}: Bound<T> & Omit<TextFieldProps, 'form' | 'name' | 'error'>) {
  return <EmailField {...props} {...bind({ form, name, options })} />;
}
