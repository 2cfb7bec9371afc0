import {
  urlOf,
  type Answer,
  type EndpointDeclaration,
  type EndpointInput,
  type InputOptional,
} from '@/domain/api/endpoint';
import { isErrorCode, type ErrorCode, type FieldError } from '@/domain/shared/errors';

/** A non-OK answer from the API. `message` is "{status}: {text or statusText}". */
export class ApiError extends Error {
  readonly status: number;
  /** The `code` of the JSON error body (`CART_EMPTY`, …): what the client matches on, never the words. */
  readonly code: ErrorCode | undefined;
  /** The `message` field of the JSON error body, when there was one: the words shown to the shopper. */
  readonly serverMessage: string | undefined;
  /** The field errors of a validation answer (`errors: [{path, message}]`), else empty. */
  readonly fieldErrors: readonly FieldError[];

  constructor(
    status: number,
    message: string,
    body: { code?: ErrorCode; serverMessage?: string; fieldErrors?: readonly FieldError[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.serverMessage = body.serverMessage;
    this.fieldErrors = body.fieldErrors ?? [];
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The best message to show a shopper: the server's own words, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

const isFieldError = (e: unknown): e is FieldError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as FieldError).path === 'string' &&
  typeof (e as FieldError).message === 'string';

/** The ApiError for a non-OK answer whose body was `text` (the API's `{ message, code, errors? }`, or anything else). */
export function apiErrorOf(status: number, statusText: string, text: string): ApiError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the raw text is already in the message.
  }
  return new ApiError(status, `${status}: ${text || statusText}`, {
    code: isErrorCode(body.code) ? body.code : undefined,
    serverMessage: typeof body.message === 'string' ? body.message : undefined,
    fieldErrors: Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [],
  });
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw apiErrorOf(res.status, res.statusText, text);
}

/** What a call may pass besides its input. */
interface CallInit {
  signal?: AbortSignal;
}

/** A call's arguments: its input may be left out when the declaration needs none. */
type CallArgs<E extends EndpointDeclaration> =
  InputOptional<E> extends true
    ? [input?: EndpointInput<E>, init?: CallInit]
    : [input: EndpointInput<E>, init: CallInit | undefined] | [input: EndpointInput<E>];

/**
 * Calls an endpoint of src/domain/api: its path filled from `params`, `query` in the URL, `body` as JSON
 * (or a FormData as it is), cookies sent. The answer is typed by the declaration's schema: the one place
 * the browser trusts the server's JSON to be what the server's serializer made it.
 */
export async function call<E extends EndpointDeclaration>(
  declaration: E,
  ...[input, init]: CallArgs<E>
): Promise<Answer<E>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  const form = body instanceof FormData;
  const res = await fetch(urlOf(declaration, input as { params?: object; query?: object } | undefined), {
    method: declaration.method,
    credentials: 'include',
    headers:
      body === undefined || form
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    signal: init?.signal,
  });
  await throwIfNotOk(res);
  if (res.status === 204) return null as Answer<E>;
  const text = await res.text();
  const answer: Answer<E> = text ? JSON.parse(text) : null;
  return answer;
}

/** A query's fetcher: calls the endpoint with the query's abort signal. */
export const fetcher =
  <E extends EndpointDeclaration>(declaration: E, ...[input]: CallArgs<E>) =>
  ({ signal }: { signal?: AbortSignal }): Promise<Answer<E>> =>
    call(declaration, ...([input, { signal }] as CallArgs<E>));
