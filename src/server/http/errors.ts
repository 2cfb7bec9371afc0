import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw: it carries the HTTP status and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'ERROR',
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, errors?: FieldError[]) {
    return new AppError(400, message, 'BAD_REQUEST', errors);
  }
  static unauthorized(message = 'Not authenticated') {
    return new AppError(401, message, 'UNAUTHORIZED');
  }
  static forbidden(message = 'Forbidden') {
    return new AppError(403, message, 'FORBIDDEN');
  }
  static notFound(message = 'Not found') {
    return new AppError(404, message, 'NOT_FOUND');
  }
  static conflict(message: string) {
    return new AppError(409, message, 'CONFLICT');
  }
}

export function zodFieldErrors(err: ZodError): FieldError[] {
  return err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Turns a ZodError from a service-level parse into the same 400 the routes answer. */
export function validationError(err: ZodError): AppError {
  const errors = zodFieldErrors(err);
  return new AppError(400, errors[0]?.message ?? 'Invalid request', 'VALIDATION', errors);
}

/**
 * Every error answer is JSON `{message, code, errors?}` with the right 4xx.
 * Anything unexpected is logged with its request id and answers 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', code: 'VALIDATION', errors });
    }
    if (error instanceof ZodError) {
      const appError = validationError(error);
      return reply.status(400).send({ message: appError.message, code: appError.code, errors: appError.errors });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (error as FastifyError).code ?? 'ERROR';
      const message =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body'
          : code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.message;
      return reply.status(status).send({ message, code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'INTERNAL' });
  });
}
