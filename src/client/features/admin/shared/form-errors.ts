import type { FieldError } from '@/domain/shared/errors';
import { errorMessage, isApiError } from '@/client/lib/api';

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
  const named: FieldError[] = isApiError(error, 400) ? [...error.fieldErrors] : [];
  let placed = 0;
  for (const { path, message } of named) {
    const field = fields.find((f) => f === path);
    if (!field) continue;
    place(field, message, placed === 0);
    placed += 1;
  }
  if (placed > 0) return placed === 1 ? 'Please correct the marked field.' : 'Please correct the marked fields.';
  return errorMessage(error, fallback);
}
