import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * `npm run dev` (scripts/dev.mjs): Vite serves the pages and passes to the API server what only it serves. A receiver
 * on API_PORT stands for the API server and answers with the path it was asked, so each answer says who gave it.
 */
describe('npm run dev: the Vite server', () => {
  let api: Server;
  let vite: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    api = createHttpServer((req, res) => res.end(`api answered ${req.url}`));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const before = process.env.API_PORT;
    process.env.API_PORT = String((api.address() as AddressInfo).port);
    try {
      vite = await createServer({
        configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
        server: { port: 0, host: '127.0.0.1' },
        logLevel: 'silent',
      });
      await vite.listen();
    } finally {
      if (before === undefined) delete process.env.API_PORT;
      else process.env.API_PORT = before;
    }
    base = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
  }, 30_000);

  afterAll(async () => {
    await vite?.close();
    await new Promise((resolve) => api?.close(resolve));
  });

  it.each(['/api/health', '/media/0123abcd.webp', '/sitemap.xml', '/robots.txt'])(
    'passes %s to the API server',
    async (path) => {
      const res = await fetch(base + path);
      expect(await res.text()).toBe(`api answered ${path}`);
    },
  );

  it('serves the pages itself', async () => {
    const res = await fetch(`${base}/collections`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('api answered');
  });
});
