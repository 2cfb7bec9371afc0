import { describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures';

/** What an attacker can put in headers the shop echoes or logs. */
const t = useTestApp();

describe('request ids', () => {
  it.each(['<script>alert(1)</script>', 'forged-id', '1'])(
    'never takes the client’s x-request-id (%s)',
    async (forged) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/perfumes', headers: { 'x-request-id': forged } });
      expect(res.headers['x-request-id']).not.toBe(forged);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    },
  );

  it('gives every request its own id', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/config' })));
    expect(new Set(ids.map((r) => r.headers['x-request-id'])).size).toBe(5);
  });
});

describe('framing', () => {
  it("forbids framing once, with frame-ancestors 'none' and no contradicting X-Frame-Options", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});
