import type { z } from 'zod';
import type { Permission } from '../accounts/roles';
import type { ErrorCode } from '../shared/errors';

/*
 * One declaration per endpoint: the server registers its route from it, the browser calls it with
 * `call(endpoint, input)`, the tests call it the same way, and the OpenAPI document is generated
 * from it. This file holds only types and a function that returns its argument, so the browser's
 * first bundle can read it; the build hands the browser each declaration's method and path alone
 * (vite.config.ts, `endpointsWithoutSchemas`), and the schemas stay types there.
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 431 | 502 | 503;

/** A declaration's parts apart from who may call it. */
export interface EndpointShape {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/orders/:id`. */
  readonly path: `/api/${string}`;
  /** One line for the API reference. */
  readonly summary: string;
  /** The feature it belongs to (its section of the API reference). */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is a multipart form (an upload) rather than JSON; `body` is then not validated as JSON. */
  readonly multipart?: true;
  /** The answers by status: the successes, and an error answer whose body is not the usual `{ message, code }`. */
  readonly responses: { readonly [S in SuccessStatus | ErrorStatus]?: z.ZodType };
  /** A success answer that is not JSON (`text/csv`, `application/pdf`): its media type. */
  readonly produces?: string;
  /**
   * The error codes it may answer, by status, beyond the ones every endpoint may answer
   * (400 for input its schemas refuse, 403 for a cross-site write, 500).
   */
  readonly errors?: { readonly [S in ErrorStatus]?: readonly ErrorCode[] };
  /**
   * A list read a page at a time (domain/shared/paging.ts): its answer carries the page's neighbours
   * (`Link`, `x-next-cursor`, `x-prev-cursor`) and the list's total (`x-total-count` or `x-total-estimate`).
   */
  readonly paged?: true;
}

/**
 * Whose session it needs: shown in the reference; the server's gates enforce it. A back-office
 * endpoint names the permission a staff member's role must hold (domain/accounts/roles.ts): the
 * back-office gate checks it, and an `/api/admin` route declared without one stops the app from being built.
 * An endpoint of the shop that answers a staff member more than anyone else (an order's invoice, for
 * any order) names the permission of that branch in `staffPermission`: the server lets only such a
 * route ask whether its caller is staff (`request.staffMay()`), through the back-office gate's own rule
 * (the role's permission and, where required, a second factor).
 */
export type EndpointAccess =
  | { readonly auth?: 'user'; readonly permission?: never; readonly staffPermission?: Permission }
  | { readonly auth: 'admin'; readonly permission: Permission; readonly staffPermission?: never };

export type EndpointDeclaration = EndpointShape & EndpointAccess;

/** Declares an endpoint: returns it as written, its types kept exactly. */
export const endpoint = <const E extends EndpointDeclaration>(declaration: E): E => declaration;

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** A path's parameters as the caller writes them: numbers or strings, made part of the path. */
type ParamsInput<E> = [Schema<E, 'params'>] extends [never]
  ? unknown
  : { params: { [K in keyof z.input<Schema<E, 'params'>>]: string | number } };

/** A part the caller may leave out when every field of it is optional. */
type Part<E, K extends 'query' | 'body'> = [Schema<E, K>] extends [never]
  ? unknown
  : object extends z.input<Schema<E, K>>
    ? { [P in K]?: z.input<Schema<E, K>> }
    : { [P in K]: z.input<Schema<E, K>> };

/** What a caller sends: `{ params?, query?, body? }` as the declaration asks. */
export type EndpointInput<E extends EndpointDeclaration> = ParamsInput<E> &
  Part<E, 'query'> &
  (E['multipart'] extends true ? { body: FormData } : Part<E, 'body'>);

/** Whether a caller may call it with no input at all. */
export type InputOptional<E extends EndpointDeclaration> = object extends EndpointInput<E> ? true : false;

type SuccessSchema<E extends EndpointDeclaration> = NonNullable<E['responses'][keyof E['responses'] & SuccessStatus]>;

/** What a successful call answers, as the declaration's schemas infer it (null for a 204). */
export type Answer<E extends EndpointDeclaration> = z.output<SuccessSchema<E>>;

/** What the handler may return: the schema's input (the server's serializer makes it the answer). */
export type HandlerAnswer<E extends EndpointDeclaration> = z.input<NonNullable<E['responses'][keyof E['responses']]>>;

export type ParamsOf<E extends EndpointDeclaration> = [Schema<E, 'params'>] extends [never]
  ? Record<string, never>
  : z.output<Schema<E, 'params'>>;
export type QueryOf<E extends EndpointDeclaration> = [Schema<E, 'query'>] extends [never]
  ? Record<string, never>
  : z.output<Schema<E, 'query'>>;
export type BodyOf<E extends EndpointDeclaration> = [Schema<E, 'body'>] extends [never]
  ? undefined
  : z.output<Schema<E, 'body'>>;

/** A query value as it travels in a URL. */
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * The URL of a call: `:name` parameters filled in (encoded), then the query's defined values. The
 * browser's fetches, its links (a CSV download) and the tests' requests are all made by this.
 */
export function urlOf(
  declaration: Pick<EndpointDeclaration, 'path'>,
  input?: { params?: object; query?: object },
): string {
  const params = (input?.params ?? {}) as Record<string, string | number>;
  const path = declaration.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declaration.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The error answers of an endpoint: the ones it declares, and the ones every endpoint of its kind may
 * give (input its schemas refuse, a cross-site write, a gate it sits behind, an unexpected failure).
 */
export function errorAnswers(declaration: EndpointDeclaration): Partial<Record<ErrorStatus | 500, ErrorCode[]>> {
  const answers: Partial<Record<ErrorStatus | 500, ErrorCode[]>> = {};
  const add = (status: ErrorStatus | 500, ...codes: readonly ErrorCode[]) => {
    answers[status] = [...new Set([...(answers[status] ?? []), ...codes])];
  };
  const writes = declaration.method !== 'GET';
  if (declaration.params || declaration.query || writes) add(400, 'VALIDATION', 'CONTROL_CHARACTER');
  if (writes) {
    add(400, 'MALFORMED_JSON', 'BAD_REQUEST');
    add(403, 'CROSS_SITE');
    add(413, 'BODY_TOO_LARGE');
    add(415, 'BAD_REQUEST');
  }
  if (declaration.auth) add(401, 'UNAUTHORIZED');
  if (declaration.auth === 'admin') add(403, 'ADMIN_ONLY', 'FORBIDDEN', 'TWO_FACTOR_SETUP_REQUIRED');
  for (const [status, codes] of Object.entries(declaration.errors ?? {}))
    add(Number(status) as ErrorStatus, ...(codes ?? []));
  // Headers past the server's limit are refused before any route runs, whatever the route.
  add(431, 'BAD_REQUEST');
  add(500, 'INTERNAL');
  return answers;
}
