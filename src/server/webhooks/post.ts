import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { ResolvedAddress } from './url-guard';

/** A receiver has this long to answer a delivery, connection included; past it the try has failed. */
export const POST_TIMEOUT_MS = 10_000;
/** At most this much of an answer's body is read; the rest is left unread (the status is what counts). */
const MAX_ANSWER_BYTES = 4096;

/** What one try came to: the receiver's status (null when it gave none) or why it failed. */
export interface PostOutcome {
  statusCode: number | null;
  error: string | null;
}

/**
 * Posts `body` to `url`, connecting to `target` alone (the address url-guard.ts checked: a DNS answer that changed
 * since cannot move the connection), with the URL's own host in `Host` and TLS's server name. No redirect is
 * followed (a 3xx is an answer like any other not 2xx), the whole exchange is bounded by `timeoutMs`, and at most
 * a few kilobytes of the answer are read.
 */
export function postPinned(
  url: URL,
  target: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs = POST_TIMEOUT_MS,
): Promise<PostOutcome> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const secure = url.protocol === 'https:';
  // Node asks for every address when it may try several families (autoSelectFamily): the one checked either way.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const options: RequestOptions & { servername?: string } = {
    protocol: url.protocol,
    hostname,
    port: url.port || (secure ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    method: 'POST',
    headers: {
      ...headers,
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'Maison-Lumiere-Webhooks/1.0',
      connection: 'close',
    },
    lookup,
    agent: false,
    ...(secure && !isIP(hostname) ? { servername: hostname } : {}),
  };
  return new Promise((resolve) => {
    let statusCode: number | null = null;
    let settled = false;
    const done = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, error });
    };
    const req = (secure ? httpsRequest : httpRequest)(options, (res) => {
      statusCode = res.statusCode ?? null;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= MAX_ANSWER_BYTES) {
          res.destroy();
          done(null);
        }
      });
      res.on('end', () => done(null));
      res.on('close', () => done(null));
      res.on('error', () => done(null));
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    req.on('error', (err) => done(statusCode === null ? err.message : null));
    req.end(body);
  });
}
