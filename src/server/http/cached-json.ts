import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialized and compressed once, sent many times. */
export interface CachedJson {
  body: string;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * `best` compresses hardest (an answer sent many times: the catalogue); `fast` costs a few
 * milliseconds even for a large answer (one made for a query, maybe sent once).
 */
export function cacheJson(value: unknown, effort: 'best' | 'fast' = 'best'): CachedJson {
  const body = JSON.stringify(value);
  return {
    body,
    gzip: gzipSync(body, { level: effort === 'best' ? 9 : 6 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5 } }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (accept.includes('br')) return 'br';
  if (accept.includes('gzip')) return 'gzip';
  return undefined;
}

/** Sends a cached answer, honouring If-None-Match and Accept-Encoding without per-request work. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) {
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? cached.br : cached.gzip);
  }
  return reply.send(cached.body);
}
