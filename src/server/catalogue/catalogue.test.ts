import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getIngredients, getPerfume, getPerfumes } from '../../domain/api/catalogue';
import { getConfig } from '../../domain/api/system';
import { useTestApp } from '#tests/integration/fixtures';

const t = useTestApp();

describe('GET /api/perfumes', () => {
  it('answers the 20 seeded perfumes, 10 per gender, with prices in major units', async () => {
    const res = await t.client().send(getPerfumes);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const perfumes = res.answer;
    expect(perfumes).toHaveLength(20);
    expect(perfumes.filter((p) => p.gender === 'female')).toHaveLength(10);
    expect(perfumes.filter((p) => p.gender === 'male')).toHaveLength(10);
    for (const p of perfumes) {
      expect(p.price).toBeGreaterThanOrEqual(90);
      expect(p.price).toBeLessThanOrEqual(250);
      expect(p.notes.split(', ')).toHaveLength(3);
      expect(p.imageSrc).toMatch(/^\/images\/perfumes\/[a-z0-9-]+\.svg$/);
      expect(p.description.length).toBeGreaterThan(40);
    }
    expect(perfumes.some((p) => p.isNew)).toBe(true);
    expect(perfumes.some((p) => p.isBestseller)).toBe(true);
  });

  it('sends an ETag and answers 304 when it has not changed', async () => {
    const first = await t.client().send(getPerfumes);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.client().send(getPerfumes, {}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses for clients that accept it', async () => {
    const res = await t.client().send(getPerfumes, {}, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveLength(20);
  });

  it('carries security headers', async () => {
    const res = await t.client().send(getPerfumes);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /api/perfumes/:id', () => {
  it('answers one perfume', async () => {
    const res = await t.client().send(getPerfume, { params: { id: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toMatchObject({ id: 1 });
  });

  it('answers 404 with a message for an unknown id', async () => {
    const res = await t.client().send(getPerfume, { params: { id: 99999 } });
    expect(res.statusCode).toBe(404);
    expect(res.error).toMatchObject({ message: 'Perfume not found' });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '012', '99999999999'])('answers 400 for the malformed id %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/perfumes/${id}` });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('GET /api/ingredients', () => {
  it('answers at least 8 ingredients per group with characteristics', async () => {
    const res = await t.client().send(getIngredients);
    expect(res.statusCode).toBe(200);
    const list = res.answer;
    for (const category of ['top', 'middle', 'base'] as const) {
      const group = list.filter((i) => i.category === category);
      expect(group.length).toBeGreaterThanOrEqual(8);
      for (const i of group) {
        expect(i.characteristics.length).toBeGreaterThan(3);
        expect(i.imageSrc).toMatch(/^\/images\/ingredients\/[a-z0-9-]+\.svg$/);
      }
    }
  });
});

describe('GET /api/config', () => {
  it('names the store currency and the simulated payment provider outside production', async () => {
    const res = await t.client().send(getConfig);
    expect(res.answer).toEqual({ currency: 'EUR', samplePrice: 6, payments: { provider: 'simulated' } });
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No API route/);
  });
});

describe('seeding', () => {
  it('is idempotent', async () => {
    const { seedCatalogue } = await import('../db/seed');
    await seedCatalogue(t.store.db);
    const res = await t.client().send(getPerfumes);
    expect(res.answer).toHaveLength(20);
  });
});
