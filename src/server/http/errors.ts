import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DEFAULT_LOCALE } from '../../domain/i18n/locales';
import { createTranslator, type MessageValues, msg, type Translator } from '../../domain/i18n/translator';
import {
  type ApiErrorBody,
  type ErrorCode,
  errorMessages,
  type FieldError,
  isErrorCode,
} from '../../domain/shared/errors';

/**
 * An error's words as the catalogues hold them: the English ICU message (its id) and its values. A value may
 * itself be such words (another error's message quoted in this one), translated with them.
 */
export interface ErrorText {
  readonly id: string;
  readonly values?: ErrorValues;
}
export type ErrorValues = Readonly<Record<string, MessageValues[string] | ErrorText>>;

const isErrorText = (value: unknown): value is ErrorText =>
  typeof value === 'object' && value !== null && typeof (value as ErrorText).id === 'string';

/** `text` in a translator's language (`t`), its quoted words too. */
export function formatErrorText(t: Translator['t'], { id, values }: ErrorText): string {
  if (!values) return t(id);
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values))
    plain[name] = isErrorText(value) ? formatErrorText(t, value) : value;
  return t(id, plain);
}

let english: Translator | undefined;
/** The English of an error's words: a message without values is its id as written. */
const inEnglish: Translator['t'] = (id, values) => {
  if (!values) return id;
  english ??= createTranslator(DEFAULT_LOCALE, {}, compileMessage);
  return english.t(id, values);
};

/** An error body's words as the catalogues hold them (the i18n plugin translates them); not part of its JSON. */
const TEXT = Symbol('error text');

/** The catalogue words an error body was made from (`AppError.toBody`), if it has them. */
export function errorTextOf(body: unknown): ErrorText | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  return (body as { [TEXT]?: ErrorText })[TEXT];
}

/** What a thrower may add to its message: the values of its ICU placeholders, the fields it names. */
export interface ErrorOptions {
  values?: ErrorValues;
  errors?: FieldError[];
}

/**
 * The one error type services throw: the HTTP status, a stable code from the domain's list
 * (what the browser matches) and a message safe to show (the code's own words by default). The message
 * is a catalogue message (`msg('…')`), with `values` for its placeholders (`msg('Unknown country code:
 * {code}')`, `{ values: { code } }`): `message` is its English, and each answer says it in the request's
 * language (src/server/i18n/plugin.ts).
 */
export class AppError extends Error {
  /** The catalogue message (an ICU message, the English text) `message` is made from. */
  readonly messageId: string;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly errors?: FieldError[],
    /** Seconds the caller should wait (429), sent as Retry-After. */
    readonly retryAfter?: number,
    /** The values of the message's placeholders. */
    readonly values?: ErrorValues,
  ) {
    super(formatErrorText(inEnglish, { id: message, values }));
    this.name = 'AppError';
    this.messageId = message;
  }

  static badRequest(code: ErrorCode = 'BAD_REQUEST', message?: string, options?: FieldError[] | ErrorOptions) {
    const { errors, values } = Array.isArray(options) ? { errors: options, values: undefined } : (options ?? {});
    return new AppError(400, code, message, errors, undefined, values);
  }
  static unauthorized(code: ErrorCode = 'UNAUTHORIZED', message?: string, options?: ErrorOptions) {
    return new AppError(401, code, message, options?.errors, undefined, options?.values);
  }
  static forbidden(code: ErrorCode = 'FORBIDDEN', message?: string, options?: ErrorOptions) {
    return new AppError(403, code, message, options?.errors, undefined, options?.values);
  }
  static notFound(code: ErrorCode = 'NOT_FOUND', message?: string, options?: ErrorOptions) {
    return new AppError(404, code, message, options?.errors, undefined, options?.values);
  }
  static conflict(code: ErrorCode, message?: string, options?: ErrorOptions) {
    return new AppError(409, code, message, options?.errors, undefined, options?.values);
  }
  static tooManyRequests(retryAfterSeconds: number) {
    return new AppError(429, 'RATE_LIMITED', undefined, undefined, retryAfterSeconds);
  }

  /** This error's words as the catalogues hold them, to quote in another's (`{ values: { problem: err.text } }`). */
  get text(): ErrorText {
    return { id: this.messageId, ...(this.values ? { values: this.values } : {}) };
  }

  /** The answer's body: its English, with the catalogue words it was made from (not serialized) for the translation. */
  toBody(): ApiErrorBody {
    const body: ApiErrorBody = {
      message: this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
    };
    Object.defineProperty(body, TEXT, { value: this.text, enumerable: false });
    return body;
  }
}

function zodFieldErrors(err: ZodError): FieldError[] {
  return err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Turns a ZodError from a service-level parse into the same 400 the routes answer. */
export function validationError(err: ZodError): AppError {
  const errors = zodFieldErrors(err);
  return AppError.badRequest('VALIDATION', errors[0]?.message ?? errorMessages.VALIDATION, errors);
}

/** The code of a 4xx Fastify or plugin error (a malformed body, a rate limit…). */
function codeOfClientError(error: FastifyError, status: number): ErrorCode {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'MALFORMED_JSON';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'BODY_TOO_LARGE';
  if (isErrorCode(error.code)) return error.code;
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/**
 * Every error answer is JSON `{message, code, errors?}` with the right 4xx.
 * Anything unexpected is logged with its request id and answers 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? msg('Invalid value'),
      }));
      return reply.status(400).send(AppError.badRequest('VALIDATION', errors[0]?.message, errors).toBody());
    }
    if (error instanceof ZodError) return reply.status(400).send(validationError(error).toBody());
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = codeOfClientError(error as FastifyError, status);
      const message = code === 'MALFORMED_JSON' || code === 'BODY_TOO_LARGE' ? errorMessages[code] : error.message;
      return reply.status(status).send({ message, code } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: errorMessages.INTERNAL, code: 'INTERNAL' } satisfies ApiErrorBody);
  });
}

/** What the framework answers before any route runs, in the shop's words: nothing of the request in them. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: errorMessages.BAD_REQUEST,
  408: 'The request took too long to arrive',
  414: 'The address is too long',
  431: 'The request headers are too large',
};

function frameworkBody(status: number): string {
  return JSON.stringify({
    message: FRAMEWORK_MESSAGES[status] ?? errorMessages.BAD_REQUEST,
    code: 'BAD_REQUEST',
  } satisfies ApiErrorBody);
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (400) or a path parameter past its length
 * (414), met before any route or hook runs. Answered as every error is, `{ message, code }` with the
 * shop's headers, and without the URL Fastify's own answer echoed.
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode === 414 ? 414 : 400;
    request.log.debug({ code: error.code, status }, 'refused before routing');
    void reply
      .headers(headers)
      .header('x-request-id', request.id)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .status(status)
      .send(frameworkBody(status));
  };
}

/**
 * Node's `clientError`: what reached the socket was not HTTP the server can read (a broken request
 * line, headers past their size, too slow). Answered with the shop's error and headers before the
 * connection is closed, as Fastify's own handler does with its own.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return function (this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    this.log.debug({ code: err.code, status }, 'not a readable request');
    if (socket.writable) {
      const body = frameworkBody(status);
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        `x-request-id: ${randomUUID()}`,
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}
