import {
  errorAnswers,
  type Answer,
  type EndpointDeclaration,
  type EndpointInput,
  type ErrorStatus,
} from '@/domain/api/endpoint';
import type { ErrorCode, FieldError } from '@/domain/shared/errors';

/*
 * The component tests' server: answers for `fetch` registered per endpoint declaration, so the
 * browser's `call` layer (src/client/lib/api.ts) runs as it does in the shop. An answer is typed by
 * the declaration (`Answer<E>`), so a stub of the wrong shape fails type-checking; an error answer
 * may only carry a status and code the endpoint can answer (`errorAnswers`). A request nothing
 * answers fails the test (tests/component/setup.ts checks after each test), as does a stub that throws.
 */

/** What the component sent: the path's parameters, the query, and the JSON body (or the FormData of an upload). */
interface Sent<E extends EndpointDeclaration> {
  method: string;
  /** The path and query string, as fetched. */
  url: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: BodyOf<E>;
}

type BodyOf<E extends EndpointDeclaration> = EndpointInput<E> extends { body?: infer B } ? B : undefined;

/** Codes any endpoint of a kind may answer besides its own (see `errorAnswers`). */
type CommonCode<S> = S extends 400
  ? 'VALIDATION' | 'CONTROL_CHARACTER' | 'MALFORMED_JSON' | 'BAD_REQUEST'
  : S extends 401
    ? 'UNAUTHORIZED'
    : S extends 403
      ? 'CROSS_SITE' | 'ADMIN_ONLY' | 'FORBIDDEN' | 'TWO_FACTOR_SETUP_REQUIRED'
      : S extends 413
        ? 'BODY_TOO_LARGE'
        : S extends 415 | 431
          ? 'BAD_REQUEST'
          : S extends 500
            ? 'INTERNAL'
            : never;

type DeclaredCode<E extends EndpointDeclaration, S> = E['errors'] extends infer R
  ? R extends Partial<Record<ErrorStatus, readonly ErrorCode[]>>
    ? S extends keyof R
      ? NonNullable<R[S]> extends readonly (infer C)[]
        ? C
        : never
      : never
    : never
  : never;

type FailStatus = ErrorStatus | 500;

/** An error answer's body: the API's `{ message, code, errors? }`, its code one the endpoint may answer at that status. */
export interface Refusal<E extends EndpointDeclaration, S extends FailStatus> {
  message?: string;
  code?: DeclaredCode<E, S> | CommonCode<S>;
  errors?: FieldError[];
}

/** An error answer a handler returns instead of its answer (`fail(409, {...})`). */
class Failure {
  constructor(
    readonly status: FailStatus,
    readonly body: { message?: string; code?: string; errors?: FieldError[] },
  ) {}
}

/** Refuses this call: a handler returns it for, say, the first call only. */
export function fail<E extends EndpointDeclaration, S extends FailStatus>(
  declaration: E,
  status: S,
  body: Refusal<E, S>,
): Failure {
  checkRefusal(declaration, status, body);
  return new Failure(status, body);
}

type Handler<E extends EndpointDeclaration> = (sent: Sent<E>) => Answer<E> | Failure | Promise<Answer<E> | Failure>;

interface Options {
  /** Answers one call only; the next goes to an older stub of the same endpoint (or fails unmatched). */
  once?: boolean;
  /** Headers of the answer: a paged list's `x-next-cursor`, `x-total-count`, … */
  headers?: Record<string, string>;
  /** Answers only what no other stub answers, whenever registered (a default the test may override). */
  fallback?: boolean;
}

/** A registered answer: the calls it answered, in order. */
export interface Stub<E extends EndpointDeclaration> {
  readonly calls: Sent<E>[];
  /** The last call's body (fails when there was none). */
  lastBody(): BodyOf<E>;
}

interface Entry {
  declaration: EndpointDeclaration;
  pattern: RegExp;
  names: string[];
  handler: (sent: Sent<EndpointDeclaration>) => unknown;
  options: Options;
  calls: Sent<EndpointDeclaration>[];
  used: boolean;
}

let entries: Entry[] = [];
let problems: string[] = [];

function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * Answers `declaration`'s calls: with `answer` (its JSON, or what a function of the call returns),
 * else with `status` and its error body. The newest stub of an endpoint answers first.
 *
 *   answer(getCart, [line]);
 *   answer(updateCartLine, ({ params, body }) => ({ ...line, quantity: body.quantity }));
 *   answer(login, 401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
 */
export function answer<E extends EndpointDeclaration>(
  declaration: E,
  reply: Answer<E> | Handler<E>,
  options?: Options,
): Stub<E>;
export function answer<E extends EndpointDeclaration, S extends FailStatus>(
  declaration: E,
  status: S,
  body: Refusal<E, S>,
  options?: Options,
): Stub<E>;
export function answer<E extends EndpointDeclaration>(
  declaration: E,
  replyOrStatus: unknown,
  bodyOrOptions?: unknown,
  maybeOptions?: Options,
): Stub<E> {
  const failing = typeof replyOrStatus === 'number';
  const options = ((failing ? maybeOptions : bodyOrOptions) ?? {}) as Options;
  let handler: Entry['handler'];
  if (failing) {
    const status = replyOrStatus as FailStatus;
    const body = bodyOrOptions as Failure['body'];
    checkRefusal(declaration, status, body);
    handler = () => new Failure(status, body);
  } else if (typeof replyOrStatus === 'function') handler = replyOrStatus as Entry['handler'];
  else handler = () => structuredClone(replyOrStatus);
  const { pattern, names } = patternOf(declaration.path);
  const entry: Entry = { declaration, pattern, names, handler, options, calls: [], used: false };
  if (options.fallback) entries.push(entry);
  else entries.unshift(entry);
  return {
    calls: entry.calls as Sent<E>[],
    lastBody() {
      const last = entry.calls.at(-1);
      if (!last) throw new Error(`${declaration.method} ${declaration.path} was not called`);
      return last.body as BodyOf<E>;
    },
  };
}

function checkRefusal(declaration: EndpointDeclaration, status: FailStatus, body: Failure['body']) {
  const allowed = errorAnswers(declaration)[status];
  if (!allowed) throw new Error(`${declaration.method} ${declaration.path} never answers ${status}`);
  if (body.code && !allowed.includes(body.code as ErrorCode))
    throw new Error(
      `${declaration.method} ${declaration.path} answers ${status} with ${allowed.join(', ')}, not ${body.code}`,
    );
}

/** A gate for an answer that should wait (a skeleton, a busy button): `await gate.opened`, then `gate.open()`. */
export function hold(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Every call any stub answered, oldest first: `method path` (with its query), for a test to read what was sent. */
export function requests(): string[] {
  return log.slice();
}
let log: string[] = [];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  status === 204 || body === null || body === undefined
    ? new Response(null, { status: status === 200 ? 204 : status, headers })
    : new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });

function parseBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body === '' ? undefined : JSON.parse(body);
  return body; // FormData: as it was sent
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

/** The `fetch` the component tests install (setup.ts): answers from the stubs, never the network. */
export async function stubbedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  const where = `${method} ${url.pathname}${url.search}`;
  if (init.signal?.aborted) throw abortError();
  for (const entry of entries) {
    if (entry.declaration.method !== method) continue;
    if (entry.options.once && entry.used) continue;
    const match = entry.pattern.exec(url.pathname);
    if (!match) continue;
    entry.used = true;
    const sent: Sent<EndpointDeclaration> = {
      method,
      url: `${url.pathname}${url.search}`,
      params: Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])),
      query: Object.fromEntries(url.searchParams),
      body: parseBody(init.body) as never,
    };
    entry.calls.push(sent);
    log.push(where);
    let result: unknown;
    try {
      // As over a network, the answer comes in a later task: the page renders what it did meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 0));
      result = await withAbort(Promise.resolve(entry.handler(sent)), init.signal);
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') throw err;
      problems.push(`${where}: the stub threw ${String(err)}`);
      throw err;
    }
    if (result instanceof Failure) return json(result.status, result.body);
    return json(200, result, entry.options.headers);
  }
  problems.push(`${where}: no answer registered (answer(<declaration>, …) in the test)`);
  throw new Error(`Unanswered request: ${where}`);
}

function withAbort<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Forgets every stub and call; answers what went wrong (requests nothing answered, stubs that threw). */
export function resetApi(): string[] {
  const found = problems;
  entries = [];
  problems = [];
  log = [];
  return found;
}
