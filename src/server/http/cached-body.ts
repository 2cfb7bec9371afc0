import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * An answer serialized once and sent many times: compressed in an encoding the first time a client
 * asks for that encoding, then kept. An answer made for one query (a search nobody made before) is
 * compressed once, in the one encoding its client reads, or not at all if it is small.
 */
export interface CachedBody {
  /** UTF-8 bytes when the answer is assembled from bytes kept beforehand (a search's answer). */
  body: string | Buffer;
  etag: string;
  /** The body in `encoding`, compressed on first use; undefined when compressing would not pay. */
  encoded(encoding: Encoding): Buffer | undefined;
}

/** Below this, compressing costs more than it saves (the compression plugin's own threshold). */
const THRESHOLD = 1024;

/**
 * How hard to compress: `best` for an answer sent many times (the catalogue), `good` for one sent
 * a few times (a page), `fast` for one made for a query and maybe sent once (a search): a fraction
 * of a millisecond, so a search nobody made before costs little more than the search.
 */
type Effort = 'best' | 'good' | 'fast';
const BROTLI_QUALITY: Record<Effort, number> = { best: 11, good: 5, fast: 1 };
const GZIP_LEVEL: Record<Effort, number> = { best: 9, good: 6, fast: 1 };

/**
 * The compression plugin's settings for the answers it compresses as they are sent (made for one request: a page,
 * a list, a CSV export): the `fast` effort, as nginx compresses on the fly by default. Its own defaults (brotli 4,
 * gzip 6) spent 86 ms of one core on a 7.4 MB export that gzip 1 writes in 33 ms (26 % larger) and brotli 1 in 19 ms
 * (12 % larger than brotli 4): a 200,000-row export spent a sixth of the process's time in gzip.
 */
export const perAnswerCompression = {
  threshold: THRESHOLD,
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY.fast,
    },
  },
  zlibOptions: { level: GZIP_LEVEL.fast },
};

/** A strong validator for `text` (a body, or what a body is made from). */
export const etagOf = (text: string | Buffer): string => `"${createHash('sha1').update(text).digest('base64url')}"`;

/**
 * `etag`, when the caller knows what the body is made from (a search's answer: the catalogue's
 * version and the ids it lists), spares hashing a body that may be sent only once.
 */
export function cacheBody(body: string | Buffer, effort: Effort = 'best', etag = etagOf(body)): CachedBody {
  const made: Partial<Record<Encoding, Buffer>> = {};
  return {
    body,
    etag,
    encoded(encoding) {
      if (body.length < THRESHOLD) return undefined;
      made[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipSync(body, { level: GZIP_LEVEL[effort] });
      return made[encoding];
    },
  };
}

export const cacheJson = (value: unknown, effort: Effort = 'best'): CachedBody =>
  cacheBody(JSON.stringify(value), effort);

function pickEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  if (accept.includes('br')) return 'br';
  if (accept.includes('gzip')) return 'gzip';
  return undefined;
}

/** Sends the body in the best encoding the request accepts, without compressing it again. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const encoded = encoding && cached.encoded(encoding);
  return encoded ? reply.header('content-encoding', encoding).send(encoded) : reply.send(cached.body);
}

/**
 * Sends a cached JSON answer, honouring If-None-Match and Accept-Encoding; asked again each time
 * (with its validator) unless `cacheControl` lets it be kept a while.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl = 'no-cache',
): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) {
    return reply.code(304).send();
  }
  return sendEncoded(request, reply.type('application/json; charset=utf-8'), cached);
}
