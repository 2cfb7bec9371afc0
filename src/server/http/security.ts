import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { paymentProviderFor } from '../config';
import { redactUrl } from './log';
import { securityHeaders } from './security-headers';

/**
 * The security headers and CSP of every answer, worked out once for this configuration: the routes'
 * answers get them here (below), the framework's own answers (a bad URL, a request that is not HTTP)
 * through http/errors.ts.
 */
export function shopSecurityHeaders(config: Config): Record<string, string> {
  const stripe = paymentProviderFor(config) === 'stripe';
  return securityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // frame-ancestors 'none' says it; X-Frame-Options: SAMEORIGIN would contradict it.
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Security headers and CSP on every answer, the request id echoed, request logging, and
 * connections closed while the server shuts down.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = shopSecurityHeaders(config);

    // While closing, every answer ends its keep-alive connection, so the close does not wait
    // for idle clients; requests that arrive meanwhile get the shop's 503 (system/stopping.ts).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (request, reply) => {
      reply.headers(headers);
      reply.header('x-request-id', request.id);
      if (closing) reply.header('connection', 'close');
    });
    // Per-request lines cost throughput on hot paths: failures are logged, everything else at debug;
    // never a secret of the query string (an order's key, a reset token, a guest's id).
    app.addHook('onResponse', async (request, reply) => {
      const line = {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: reply.elapsedTime,
      };
      if (reply.statusCode >= 500) request.log.error(line, 'request failed');
      else request.log.debug(line, 'request');
    });
  },
  { name: 'security' },
);
