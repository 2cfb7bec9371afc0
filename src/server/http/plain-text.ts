import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/i18n/translator';
import { AppError } from './errors';

/** C0 controls and DEL, but tab, line feed and carriage return (free text keeps its lines). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * Half of a UTF-16 surrogate pair with no other half: no character at all. PostgreSQL's jsonb refuses
 * it (a 500 where it reached the store), and text columns would store a replacement character.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unfit = (text: string) => CONTROL.test(text) || LONE_SURROGATE.test(text);
const MAX_DEPTH = 32;

/** The dotted path of the first string holding a control character, if any. */
function findControl(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return unfit(value) ? path || '(body)' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (unfit(key)) return innerPath;
    const found = findControl(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * No text the shop stores or logs may hold a control character (NUL breaks PostgreSQL's text and
 * JSON types; the others forge log lines and corrupt names) or half a surrogate pair (jsonb refuses
 * it): every route's body, query and
 * params are checked before validation, so a new route is covered without writing anything.
 * Single-line fields also refuse line breaks, in their schemas.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const path = findControl(request.body, '') ?? findControl(request.query, '') ?? findControl(request.params, '');
    if (path)
      throw AppError.badRequest('CONTROL_CHARACTER', undefined, [
        { path, message: msg('Text may not contain control characters or broken characters') },
      ]);
  });
}
