import { type FormEvent, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { placeServerErrors } from './server-errors';

/**
 * How a refused save is said: the fields the server may name (read when it refuses), and the words when it names
 * none (a catalogue message, `msg('…')`: the form's alert shows it through `t`).
 */
export interface Refusal<T extends FieldValues> {
  fields: readonly FieldPath<T>[] | (() => readonly FieldPath<T>[]);
  fallback: string;
}

/**
 * A react-hook-form form's submit with the house's refusal rules: a second press while it runs is
 * ignored; the values, once checked, go to `save`; a refusal puts each field error the server named
 * under its field (one of `fields`, the first focused) and says in `formError` (the form's one error
 * slot) "please correct the marked fields", or the server's words, or `fallback`.
 */
export function useFormSubmit<T extends FieldValues, TOut>(
  form: Pick<UseFormReturn<T, unknown, TOut>, 'handleSubmit' | 'setError' | 'formState'>,
  save: (values: TOut) => Promise<unknown>,
  refusal: Refusal<T>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) return event.preventDefault();
    void form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await save(values);
      } catch (err) {
        setFormError(
          placeServerErrors(
            err,
            typeof refusal.fields === 'function' ? refusal.fields() : refusal.fields,
            (field, message, focus) => form.setError(field, { type: 'server', message }, { shouldFocus: focus }),
            refusal.fallback,
          ),
        );
      }
    })(event);
  };
  return { onSubmit, formError, setFormError };
}
