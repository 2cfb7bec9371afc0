import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { BodyOf, EndpointDeclaration, HandlerAnswer, ParamsOf, QueryOf } from '../../domain/api/endpoint';

/** The request a handler gets: params, query and body as the declaration's schemas parsed them. */
type EndpointRequest<E extends EndpointDeclaration> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler returns the answer (checked against the declaration), or the reply it has sent. */
export type EndpointHandler<E extends EndpointDeclaration> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E> | FastifyReply> | HandlerAnswer<E> | FastifyReply;

/** Route options an endpoint may add to its declaration: its own hooks and limits. */
export type EndpointOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'bodyLimit'> & {
  config?: Record<string, unknown>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route was registered from (every /api route has one: http/route-contract.ts). */
    endpoint?: EndpointDeclaration;
  }
}

/**
 * Registers the route an endpoint declares: its method, path, schemas (params, query, body, answers)
 * and its place in the API reference. The handler's request and answer are typed by the declaration.
 */
export function serve<E extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const { config, ...hooks } = options;
  app.route({
    method: declaration.method,
    url: declaration.path,
    schema: {
      summary: declaration.summary,
      tags: [declaration.tag],
      ...(declaration.params ? { params: declaration.params } : {}),
      ...(declaration.query ? { querystring: declaration.query } : {}),
      ...(declaration.body && !declaration.multipart ? { body: declaration.body } : {}),
      ...(declaration.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(declaration.produces ? { produces: [declaration.produces] } : {}),
      response: declaration.responses,
    },
    config: { ...config, endpoint: declaration },
    ...hooks,
    // The declaration's schemas type the request; Fastify's own generics cannot follow a generic declaration.
    handler: handler as unknown as Parameters<FastifyInstance['route']>[0]['handler'],
  });
}
