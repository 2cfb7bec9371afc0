import type { QueryFunction } from '@tanstack/react-query';

export interface FieldError {
  /** Dotted path of the field, e.g. `shippingDetails.city`. */
  path: string;
  message: string;
}

/** A non-OK answer from the API. `message` follows the spec: "{status}: {text or statusText}". */
export class ApiError extends Error {
  readonly status: number;
  /** The `message` field of the JSON error body, when there was one. */
  readonly serverMessage: string | undefined;
  /** The field errors of a validation answer (`errors: [{path, message}]`), else empty. */
  readonly fieldErrors: readonly FieldError[];

  constructor(status: number, message: string, serverMessage?: string, fieldErrors: readonly FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The best message to show a shopper: the server's own words, else the raw error text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  let serverMessage: string | undefined;
  let fieldErrors: FieldError[] = [];
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown } | null;
    if (body && typeof body.message === 'string') serverMessage = body.message;
    if (body && Array.isArray(body.errors)) {
      fieldErrors = body.errors.filter(
        (e): e is FieldError => typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string',
      );
    }
  } catch {
    // Not JSON: the raw text is already in the message.
  }
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage, fieldErrors);
}

async function readBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Every call sends cookies and, when there is a body, JSON. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  init?: { signal?: AbortSignal },
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: init?.signal,
  });
  await throwIfNotOk(res);
  return readBody<T>(res);
}

/** Default query: GET the resource path held in `queryKey[0]`. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The first query key must be the resource path');
  return apiRequest('GET', url, undefined, { signal });
};
