import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '@/domain/shared/errors';
import { errorMessage, isApiError } from '@/client/lib/api';
import { msg } from '@/domain/i18n/translator';

/** The field errors a refused request named (a 400's `errors: [{path, message}]`), else none. */
export function serverFieldErrors(error: unknown): readonly FieldError[] {
  return isApiError(error, 400) ? error.fieldErrors : [];
}

/** The error a refused request named for the field at `path`, if it named one. */
export const serverFieldError = (error: unknown, path: string): FieldError | undefined =>
  serverFieldErrors(error).find((e) => e.path === path);

/** What a form's alert says once `placed` field errors are under their fields: a catalogue message (`t` shows it). */
export const markedFieldsMessage = (placed: number): string =>
  placed === 1 ? msg('Please correct the marked field.') : msg('Please correct the marked fields.');

/**
 * A refused save, spread over the form: each field error the server named goes under its field
 * (`place`, the first one focused), and the answer is what the form's own alert says: "please
 * correct the marked fields" when some were placed, else the server's words or `fallback`.
 */
export function placeServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  place: (field: F, message: string, focus: boolean) => void,
  fallback: string,
): string {
  let placed = 0;
  for (const { path, message } of serverFieldErrors(error)) {
    const field = fields.find((f) => f === path);
    if (!field) continue;
    place(field, message, placed === 0);
    placed += 1;
  }
  if (placed > 0) return markedFieldsMessage(placed);
  return errorMessage(error, fallback);
}

/**
 * The server's field errors onto a react-hook-form form: each path `fieldOf` knows (a list of the
 * form's fields, or a function naming the form's field for a server path) gets its message, the
 * first one focused. Answers how many were placed (0: the form's alert says why instead).
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldOf: readonly FieldPath<T>[] | ((path: string) => FieldPath<T> | undefined),
): number {
  const find = typeof fieldOf === 'function' ? fieldOf : (path: string) => fieldOf.find((f) => f === path);
  let placed = 0;
  for (const { path, message } of serverFieldErrors(error)) {
    const field = find(path);
    if (field === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
