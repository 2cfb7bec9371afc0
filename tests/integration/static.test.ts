import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './fixtures';

/** A built client as `npm run build` leaves it: hashed assets with their compressed twins. */
function fakeClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n<head><meta name="theme-color" content="#f8f5f0" /><style>${'.a{color:red}'.repeat(200)}</style></head><body><div id="root"></div></body></html>`,
  );
  const js = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), js);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the built client', () => {
  const t = useTestApp({ SERVE_CLIENT: 'true' }, () => ({ clientDir: fakeClient() }));

  it('sends hashed assets compressed at build time, cached for a year', async () => {
    const br = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const answer');
  });

  it('caches other files for a day and never index.html', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const page = await t.app.inject({ url: '/about' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('sends pages compressed for clients that accept it, and the same page to those that do not', async () => {
    const plain = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    const br = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
  });

  it("sends pages in the shopper's theme", async () => {
    const light = await t.app.inject({ url: '/about' });
    expect(light.body).toContain('<html lang="en">');
    const dark = await t.app.inject({ url: '/about', cookies: { theme: 'dark' } });
    expect(dark.body).toContain('<html lang="en" class="dark" style="color-scheme: dark">');
    expect(dark.body).toContain('content="#13110e"');
    const odd = await t.app.inject({ url: '/about', cookies: { theme: '"><script>' } });
    expect(odd.body).toContain('<html lang="en">');
  });
});
