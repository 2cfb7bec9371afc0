import { marketQuery } from '../markets/schemas';
import { healthSchema, publicConfigSchema } from '../catalogue/schemas';
import { readySchema } from '../system/schemas';
import { z } from '../shared/zod';
import { endpoint } from './endpoint';

const tag = 'System';

export const getConfig = endpoint({
  method: 'GET',
  path: '/api/config',
  tag,
  summary:
    "The shopper's market's currency and sample price (`?market=`, else the `market` cookie, else the default market), and the payment provider the browser should use.",
  query: z.object({ market: marketQuery }),
  responses: { 200: publicConfigSchema },
});

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  tag,
  summary: 'Whether the store answers, and how mail delivery stands (for load balancers).',
  responses: { 200: healthSchema, 503: healthSchema },
});

export const getReady = endpoint({
  method: 'GET',
  path: '/api/ready',
  tag,
  summary:
    'Whether this server process can serve (its store answers and holds every migration of this release): a load balancer sends it requests only while 200. 503 once it is stopping (SIGTERM, `reason: stopping`), when its store does not answer, or when the store lacks a migration; a process still starting does not listen yet. `/api/health` says only that the process lives.',
  responses: { 200: readySchema, 503: readySchema },
});

export const getOpenApi = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  tag,
  summary: 'This document: every endpoint of the shop in OpenAPI 3.1.',
  responses: { 200: z.record(z.string(), z.unknown()) },
});

export const getShopMessages = endpoint({
  method: 'GET',
  path: '/api/messages/shop',
  tag,
  summary:
    'The storefront\'s words in the request\'s language (`?lang=`, else Accept-Language), compiled: each page names them in its head (`<link id="messages">`) and the browser reads them before its first render. With `v`, the version the page named, the answer may be kept for good.',
  query: z.object({
    v: z.string().max(40).optional().describe('The version a page names: an answer to the current one is immutable.'),
  }),
  responses: { 200: z.record(z.string(), z.unknown()) },
});

export const getAdminMessages = endpoint({
  method: 'GET',
  path: '/api/messages/admin',
  tag,
  summary:
    "The back office's words in the request's language (`?lang=`, else Accept-Language), compiled: the staff's pages load them with their code.",
  responses: { 200: z.record(z.string(), z.unknown()) },
});
