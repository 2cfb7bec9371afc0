import { isApiError } from '@/client/lib/api';

export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * The field errors of a 400 answer (`{message, errors: [{path, message}]}`). ApiError keeps
 * the raw answer in its message ("400: {json}"), so they are read back from there.
 */
export function serverFieldErrors(err: unknown): ServerFieldError[] {
  if (!isApiError(err, 400)) return [];
  const raw = err.message.slice(err.message.indexOf(':') + 1).trim();
  try {
    const body: unknown = JSON.parse(raw);
    const errors = (body as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (e): e is ServerFieldError => typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string',
    );
  } catch {
    return [];
  }
}
