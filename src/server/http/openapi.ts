import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { can, type Permission, STAFF_ROLES } from '../../domain/accounts/roles';
import { LOCALES } from '../../domain/i18n/locales';
import { errorAnswers, type EndpointDeclaration } from '../../domain/api/endpoint';
import type { ErrorCode } from '../../domain/shared/errors';
import { pageHeaders } from '../../domain/shared/page-headers';
import { webhookDocuments } from '../../domain/webhooks/openapi';
import { API_DOCS_PREFIX } from './route-contract';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0] & { route?: { config?: { endpoint?: EndpointDeclaration } } };

const errorBody = (codes: readonly ErrorCode[]) => ({
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'Words safe to show a shopper.' },
    code: { type: 'string', enum: [...new Set(codes)], description: 'What a client matches on, never the words.' },
    errors: {
      type: 'array',
      description: 'The fields a validation error names.',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
});

/** What a page of a list answers besides its rows (domain/shared/paging.ts). */
const pageHeaderDocs = {
  link: { type: 'string', description: 'The next and previous pages: `<…?after={cursor}>; rel="next"`, `rel="prev"`.' },
  [pageHeaders.next]: {
    type: 'string',
    description: 'The cursor of the next page (`?after=`); absent on the last page.',
  },
  [pageHeaders.prev]: {
    type: 'string',
    description: 'The cursor of the previous page (`?before=`); absent on the first page.',
  },
  [pageHeaders.count]: { type: 'integer', description: 'How many rows the list holds, counted.' },
  [pageHeaders.estimate]: {
    type: 'integer',
    description:
      'How many rows the list holds, estimated (sent instead of the count when counting would read them all).',
  },
};

/** Every operation's `?lang=` (docs/decisions/069-languages.md): the language its words answer in. */
const langParameter = {
  type: 'string',
  enum: [...LOCALES],
  description:
    'The language of the answer’s words (error messages, translated catalogue fields, shipping method names); else `Accept-Language`, else English. The answer says it in `Content-Language`; codes never change with it.',
};

/** The operation's query with `lang` beside its own parameters. */
function withLang(querystring: unknown): object {
  const own = (querystring ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown> };
  return { ...own, type: 'object', properties: { ...own.properties, lang: langParameter } };
}

/** Fastify's route schema in JSON Schema (the zod provider's transform), with the declared errors and `lang` added. */
const withDeclaredErrors: Transform = (input) => {
  // Pages, images, robots.txt and the sitemap are the shop's, not its API.
  if (!input.url.startsWith('/api/')) return { schema: { ...input.schema, hide: true }, url: input.url };
  const translated = jsonSchemaTransform(input);
  const transformed = {
    ...translated,
    schema: { ...translated.schema, querystring: withLang(translated.schema.querystring) },
  };
  const declaration = (input as TransformInput).route?.config?.endpoint;
  if (!declaration) return transformed;
  const response: Record<string, unknown> = { ...(transformed.schema.response as Record<string, unknown> | undefined) };
  if (declaration.produces) {
    for (const [status, schema] of Object.entries(response))
      response[status] = { description: 'Success', content: { [declaration.produces]: { schema } } };
  }
  if (declaration.paged && response['200'])
    response['200'] = { ...(response['200'] as object), headers: pageHeaderDocs };
  for (const [status, codes] of Object.entries(errorAnswers(declaration))) {
    response[status] = {
      description: `Error: ${codes.join(', ')}`,
      content: { 'application/json': { schema: errorBody(codes) } },
    };
  }
  const access = declaration.permission
    ? { description: `Staff only: ${whoMay(declaration.permission)}.` }
    : declaration.staffPermission
      ? { description: `Also open to staff for any order: ${whoMay(declaration.staffPermission)}.` }
      : {};
  return { ...transformed, schema: { ...transformed.schema, ...access, response } };
};

/**
 * The reference's words on which staff may call an endpoint: its permission and the roles that hold
 * it, past the back office's second factor where the shop requires one.
 */
function whoMay(permission: Permission): string {
  const roles = STAFF_ROLES.filter((role) => can(role, permission));
  return `needs the \`${permission}\` permission (roles: ${roles.join(', ')}) and, where the shop requires it, a second factor`;
}

/**
 * The OpenAPI 3.1 document of every declared endpoint, and the reference page that shows it
 * (Swagger UI's own files, served by the shop under its CSP).
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maison Lumière API',
        version,
        description:
          'Every endpoint of the shop, generated from its declaration (src/domain/api). Errors answer JSON `{ message, code, errors? }`; clients match `code`, never the words. Lists answer a JSON array, newest first.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      // What the shop posts to the owner's endpoints (DESIGN §1 "Webhooks and integrations"); plain JSON, which the
      // plugin's OpenAPI types (a dependency of its own) do not name.
      webhooks: webhookDocuments() as Record<string, never>,
    },
    transform: withDeclaredErrors,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // Sections closed at first: opened all at once, the whole reference (some 300 operations) is more than Swagger UI draws.
    uiConfig: { docExpansion: 'none', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'Maison Lumière API' },
  });
}
