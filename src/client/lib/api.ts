import {
  urlOf,
  type Answer,
  type EndpointDeclaration,
  type EndpointInput,
  type InputOptional,
} from '@/domain/api/endpoint';
import { isErrorCode, type ErrorCode, type FieldError } from '@/domain/shared/errors';
import { pageHeaders } from '@/domain/shared/page-headers';
import type { ListTotal } from '@/domain/shared/paging';

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

let pageLanguage: string | undefined;

/**
 * The page's language, when it is not the default one: every call then asks for it as `?lang=` (not a header,
 * so that the answer the server preloaded for the page is the one the call reads).
 */
export function askApiIn(locale: string | undefined): void {
  pageLanguage = locale;
}

/** A call's URL in the page's language. */
function inPageLanguage(url: string): string {
  return pageLanguage ? `${url}${url.includes('?') ? '&' : '?'}lang=${pageLanguage}` : url;
}

/** Sends a call: its path filled from `params`, `query` in the URL, `body` as JSON (or a FormData as it is), cookies sent. */
async function send(
  declaration: EndpointDeclaration,
  input: { params?: object; query?: object; body?: unknown } | undefined,
  init: CallInit | undefined,
): Promise<Response> {
  const body = input?.body;
  const form = body instanceof FormData;
  const res = await fetch(inPageLanguage(urlOf(declaration, input)), {
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
  return res;
}

/** An OK answer's JSON (null for a 204 or an empty body). */
async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Calls an endpoint of src/domain/api: its path filled from `params`, `query` in the URL, `body` as JSON
 * (or a FormData as it is), cookies sent. The answer is typed by the declaration's schema: the one place
 * the browser trusts the server's JSON to be what the server's serializer made it.
 */
export async function call<E extends EndpointDeclaration>(
  declaration: E,
  ...[input, init]: CallArgs<E>
): Promise<Answer<E>> {
  return readJson<Answer<E>>(await send(declaration, input as Parameters<typeof send>[1], init));
}

/** A list endpoint read a page at a time (`paged: true`): its answer is the page's rows. */
type PagedDeclaration = EndpointDeclaration & { readonly paged: true };

/** One page of a list: its rows, the cursors of the pages either side (absent at the ends), and the list's total. */
export interface ListPage<Rows> {
  rows: Rows;
  /** `?after=` this for the next (older) page; absent on the last page. */
  next?: string;
  /** `?before=` this for the previous (newer) page; absent on the first page. */
  prev?: string;
  /** How many rows the whole list holds, counted or estimated; absent when the server does not say. */
  total?: ListTotal;
}

const wholeNumber = (value: string | null) => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
};

/** The neighbours and total a page's headers name. */
function pageOf<Rows>(res: Response, rows: Rows): ListPage<Rows> {
  const page: ListPage<Rows> = { rows };
  const next = res.headers.get(pageHeaders.next);
  const prev = res.headers.get(pageHeaders.prev);
  if (next) page.next = next;
  if (prev) page.prev = prev;
  const count = wholeNumber(res.headers.get(pageHeaders.count));
  const estimate = wholeNumber(res.headers.get(pageHeaders.estimate));
  if (count !== undefined) page.total = { count, estimated: false };
  else if (estimate !== undefined) page.total = { count: estimate, estimated: true };
  return page;
}

/**
 * Calls a paged list endpoint as `call` does, and reads the page's headers too: the cursors of the
 * next and previous pages (`x-next-cursor`, `x-prev-cursor`) and the list's total (`x-total-count`,
 * or `x-total-estimate` when the server estimated it).
 */
export async function callPage<E extends PagedDeclaration>(
  declaration: E,
  ...[input, init]: CallArgs<E>
): Promise<ListPage<Answer<E>>> {
  const res = await send(declaration, input as Parameters<typeof send>[1], init);
  return pageOf(res, await readJson<Answer<E>>(res));
}

/** A query's fetcher: calls the endpoint with the query's abort signal. */
export const fetcher =
  <E extends EndpointDeclaration>(declaration: E, ...[input]: CallArgs<E>) =>
  ({ signal }: { signal?: AbortSignal }): Promise<Answer<E>> =>
    call(declaration, ...([input, { signal }] as CallArgs<E>));
