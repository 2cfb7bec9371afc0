import { beforeAll, describe, expect, it } from 'vitest';
import { getOpenApi } from '../../src/domain/api/system';
import { LOCALES } from '../../src/domain/i18n/locales';
import { useTestApp } from './fixtures';
import type { Client } from './helpers';

const t = useTestApp();
let c: Client;
beforeAll(() => {
  c = t.client();
});

interface Operation {
  summary?: string;
  tags?: string[];
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }>;
      headers?: Record<string, unknown>;
    }
  >;
}
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of exactly the /api routes the server registered', async () => {
    const res = await c.send(getOpenApi);
    expect(res.statusCode).toBe(200);
    const doc = res.answer as unknown as Document;
    expect(doc.openapi).toBe('3.1.0');
    const documented = operations(doc).map(
      ({ path, method }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(documented.sort()).toEqual([...new Set(t.app.apiRoutes)].sort());
    expect(documented.length).toBeGreaterThan(50);
  });

  it('gives every operation a summary, a success answer with its schema, and its error answers with their codes', async () => {
    const doc = (await c.send(getOpenApi)).answer as unknown as Document;
    for (const { path, method, operation } of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, where).toBeTruthy();
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((s) => s.startsWith('2'));
      expect(success.length, `${where} has a success answer`).toBeGreaterThan(0);
      for (const s of success.filter((s) => s !== '204')) {
        const content = operation.responses[s]!.content;
        expect(content && Object.values(content)[0]?.schema, `${where} ${s} has a schema`).toBeTruthy();
      }
      const internal = operation.responses['500']?.content?.['application/json']?.schema;
      expect(internal?.properties?.code?.enum, `${where} documents its 500`).toEqual(['INTERNAL']);
      // Headers past the server's limit are refused before any route runs (src/server/http/errors.ts).
      const tooLarge = operation.responses['431']?.content?.['application/json']?.schema;
      expect(tooLarge?.properties?.code?.enum, `${where} documents its 431`).toEqual(['BAD_REQUEST']);
    }
  });

  it('offers every operation `?lang=` in the shop’s languages', async () => {
    const doc = (await c.send(getOpenApi)).answer as unknown as Document;
    for (const { path, method, operation } of operations(doc)) {
      const { parameters = [] } = operation as {
        parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
      };
      const lang = parameters.find((p) => p.name === 'lang' && p.in === 'query');
      expect(lang?.schema?.enum, `${method.toUpperCase()} ${path}`).toEqual([...LOCALES]);
    }
  });

  it("lists an endpoint's own error codes under their status", async () => {
    const doc = (await c.send(getOpenApi)).answer as unknown as Document;
    const codesOf = (path: string, method: string, status: string) =>
      doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema?.properties?.code?.enum ?? [];
    expect(codesOf('/api/cart', 'post', '409')).toContain('OUT_OF_STOCK');
    expect(codesOf('/api/cart/{id}', 'put', '404')).toContain('CART_LINE_NOT_FOUND');
    expect(codesOf('/api/cart', 'post', '400')).toEqual(
      expect.arrayContaining(['VALIDATION', 'GUEST_ID_REQUIRED', 'CART_FULL']),
    );
  });

  it('says which staff may call a back-office endpoint, and which a staff branch of the shop opens to', async () => {
    const doc = (await c.send(getOpenApi)).answer as unknown as Document;
    const description = (path: string, method: string) =>
      (doc.paths[path]?.[method] as { description?: string } | undefined)?.description;
    expect(description('/api/admin/staff', 'get')).toMatch(
      /^Staff only: needs the `staff` permission \(roles: owner\)/,
    );
    expect(description('/api/orders/{orderId}/invoice', 'get')).toMatch(
      /^Also open to staff for any order: needs the `orders` permission \(roles: owner, fulfilment, support\) and, where the shop requires it, a second factor/,
    );
    expect(description('/api/cart', 'get')).toBeUndefined();
  });

  it("documents a paged list's cursors and total as its answer's headers", async () => {
    const doc = (await c.send(getOpenApi)).answer as unknown as Document;
    for (const path of [
      '/api/admin/orders',
      '/api/admin/users',
      '/api/admin/audit',
      '/api/admin/mails',
      '/api/user/orders',
    ]) {
      const headers = Object.keys(doc.paths[path]?.get?.responses['200']?.headers ?? {});
      expect(headers, path).toEqual(
        expect.arrayContaining(['link', 'x-next-cursor', 'x-prev-cursor', 'x-total-count', 'x-total-estimate']),
      );
    }
  });
});

describe('/api/docs', () => {
  it("shows the document to people from the shop's own files, under its CSP", async () => {
    const page = await c.get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src, 'no script from another site').not.toMatch(/^https?:/);
      const asset = await c.get(new URL(src, 'http://shop.test/api/docs/').pathname);
      expect(asset.statusCode, src).toBe(200);
    }
  });
});
