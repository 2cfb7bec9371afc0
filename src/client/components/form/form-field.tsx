import {
  get,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** What a bound field reads of its form: how to register a field, and the errors it has. */
export interface FieldSource<T extends FieldValues> {
  register: UseFormRegister<T>;
  formState: { errors: FieldErrors<T> };
}

/** A field's error message in a form's errors, by its path (a list's row too: `allergens.0.percent`). */
const errorAt = <T extends FieldValues>(errors: FieldErrors<T>, name: FieldPath<T>): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/**
 * A kit field (TextField, EmailField, TextAreaField, SelectField, PasswordField) bound to its form by
 * name: registered there, its error read from there; the field wires the label, the hint and the
 * error (aria-describedby, aria-invalid). Spread last: `<TextField label="Name" {...formField(form, 'name')} />`.
 * A function, not a component: the form registers its fields in the order they are written, and
 * focuses the first invalid one in that order.
 */
export function formField<T extends FieldValues, N extends FieldPath<T>>(
  form: FieldSource<T>,
  name: N,
  options?: RegisterOptions<T, N>,
): UseFormRegisterReturn<N> & { error: string | undefined } {
  return { error: errorAt(form.formState.errors, name), ...form.register(name, options) };
}
