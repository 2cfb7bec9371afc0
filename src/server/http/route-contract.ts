import type { FastifyInstance } from 'fastify';
import { errorAnswers, type ErrorStatus } from '../../domain/api/endpoint';
import type { ErrorCode } from '../../domain/shared/errors';

/** The API reference's own pages (HTML, scripts, styles): not endpoints of the shop. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * Every API route is registered from its declaration in src/domain/api (http/endpoint.ts `serve`), which
 * the browser, the tests and the OpenAPI document read too: a route registered any other way stops the
 * app from being built, so it cannot ship undocumented or untyped.
 */
export function requireDeclarations(app: FastifyInstance): void {
  const registered: string[] = [];
  app.decorate('apiRoutes', registered);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.url.startsWith(API_DOCS_PREFIX)) return;
    for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
    const declared = route.config?.endpoint;
    if (!declared)
      throw new Error(`${String(route.method)} ${route.url} is not registered from a declaration in src/domain/api`);
    // The back office's gate checks the permission its endpoint declares: none declared, no route.
    if (route.url.startsWith('/api/admin/') && (declared.auth !== 'admin' || !declared.permission))
      throw new Error(`${String(route.method)} ${route.url} declares no permission (auth: 'admin', permission: …)`);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route Fastify registered, as `METHOD /path` (what the OpenAPI document must list). */
    apiRoutes: readonly string[];
  }
}

/**
 * In tests, an answer its declaration does not list (a status, or an error code under its status) is
 * turned into a 500 naming it, so the declarations (and the OpenAPI document made from them) stay true.
 */
export function checkDeclaredAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const declaration = request.routeOptions.config.endpoint;
    const status = reply.statusCode;
    if (!declaration || status === 304 || status >= 500) return payload;
    let problem: string | undefined;
    if (status in declaration.responses) return payload;
    if (status < 400) problem = `status ${status}`;
    else {
      const code = typeof payload === 'string' ? (JSON.parse(payload) as { code?: unknown }).code : undefined;
      const declared = errorAnswers(declaration)[status as ErrorStatus];
      if (!declared?.includes(code as ErrorCode)) problem = `${status} ${String(code)}`;
    }
    if (!problem) return payload;
    const message = `Undeclared answer ${problem} from ${declaration.method} ${declaration.path}: declare it in src/domain/api`;
    request.log.error(message);
    reply.status(500);
    return JSON.stringify({ message, code: 'INTERNAL' });
  });
}
