import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { type Refusal, useFormSubmit } from './use-form-submit';

/**
 * A form that edits something saved (the house's details, a page's words, a setting): checked by
 * its schema's resolver, started from `saved`; once `save` answers, the answer is its new starting
 * point (`savedValues`) and `done` says so. A refusal is placed as `useFormSubmit` places it.
 */
export function useSavedForm<TIn extends FieldValues, TOut, TResult>({
  resolver,
  saved,
  save,
  savedValues,
  done,
  refusal,
}: {
  resolver: Resolver<TIn, unknown, TOut>;
  saved: DefaultValues<TIn>;
  save: (values: TOut) => Promise<TResult>;
  savedValues: (result: TResult) => TIn;
  done: (result: TResult) => void;
  refusal: Refusal<TIn>;
}) {
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues: saved });
  const { onSubmit, formError } = useFormSubmit(
    form,
    async (values) => {
      const result = await save(values);
      form.reset(savedValues(result));
      done(result);
    },
    refusal,
  );
  return { form, onSubmit, formError };
}
