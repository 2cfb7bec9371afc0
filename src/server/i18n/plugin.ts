import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale, negotiateLocale, splitLocalePath } from '../../domain/i18n/locales';
import type { Translator } from '../../domain/i18n/translator';
import { errorTextOf, formatErrorText } from '../http/errors';
import type { Languages } from './languages';

/**
 * The language of a request (docs/decisions/069-languages.md): a page's is its path's (`/fr/…`); the API's
 * is `?lang=`, else the `Accept-Language` the client sends (the browser app sends its page's), else English.
 * Every API answer says it in `Content-Language`; error codes never change with it.
 */
function requestLocale(request: Pick<FastifyRequest, 'url' | 'headers'>): Locale {
  const at = request.url.indexOf('?');
  const path = at < 0 ? request.url : request.url.slice(0, at);
  if (!isApiPath(path)) return splitLocalePath(path).locale;
  const lang = at < 0 ? null : new URLSearchParams(request.url.slice(at + 1)).get('lang');
  if (isLocale(lang)) return lang;
  return negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

interface ErrorBody {
  message: string;
  code: string;
  errors?: { message?: unknown }[];
}
const isErrorBody = (payload: unknown): payload is ErrorBody =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as ErrorBody).message === 'string' &&
  typeof (payload as ErrorBody).code === 'string';

export function registerLanguages(app: FastifyInstance, languages: Languages): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('translator', {
    getter(this: FastifyRequest) {
      return languages.translator(this.locale);
    },
  });
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request);
  });
  // An error's words in the request's language (its English is the catalogue's id, an AppError's its message
  // with its values); its code stays.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || request.locale === DEFAULT_LOCALE || !isErrorBody(payload)) return payload;
    const { t, has } = request.translator;
    // Only the catalogues' messages: a field error may quote what a user typed, which is neither compiled nor kept.
    const words = (message: string) => (has(message) ? t(message) : message);
    const text = errorTextOf(payload);
    return {
      ...payload,
      message: text ? formatErrorText(t, text) : words(payload.message),
      ...(Array.isArray(payload.errors)
        ? {
            errors: payload.errors.map((e) =>
              typeof e?.message === 'string' ? { ...e, message: words(e.message) } : e,
            ),
          }
        : {}),
    };
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) {
      reply.header('content-language', request.locale);
      const vary = reply.getHeader('vary');
      if (typeof vary !== 'string' || !/accept-language/i.test(vary)) {
        reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      }
    }
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language (`requestLocale`). */
    locale: Locale;
    /** Its translator: the catalogues' messages, amounts and dates in its language. */
    readonly translator: Translator;
  }
}
