import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  type ApiErrorBody,
  type ErrorCode,
  errorMessages,
  type FieldError,
  isErrorCode,
} from '../../domain/shared/errors';

/**
 * The one error type services throw: the HTTP status, a stable code from the domain's list
 * (what the browser matches) and a message safe to show (the code's own words by default).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly errors?: FieldError[],
    /** Seconds the caller should wait (429), sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(code: ErrorCode = 'BAD_REQUEST', message?: string, errors?: FieldError[]) {
    return new AppError(400, code, message, errors);
  }
  static unauthorized(code: ErrorCode = 'UNAUTHORIZED', message?: string) {
    return new AppError(401, code, message);
  }
  static forbidden(code: ErrorCode = 'FORBIDDEN', message?: string) {
    return new AppError(403, code, message);
  }
  static notFound(code: ErrorCode = 'NOT_FOUND', message?: string) {
    return new AppError(404, code, message);
  }
  static conflict(code: ErrorCode, message?: string) {
    return new AppError(409, code, message);
  }
  static tooManyRequests(retryAfterSeconds: number) {
    return new AppError(429, 'RATE_LIMITED', undefined, undefined, retryAfterSeconds);
  }

  toBody(): ApiErrorBody {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
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
        message: v.message ?? 'Invalid value',
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
