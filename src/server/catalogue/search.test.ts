import { sql } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { updatePerfume } from '../../domain/api/admin-catalogue';
import { getPerfumes } from '../../domain/api/catalogue';
import type { Perfume } from '../../domain/catalogue/catalogue';
import type { perfumeSearchSchema } from '../../domain/catalogue/schemas';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';

/** GET /api/perfumes with q, gender, family, minPrice, maxPrice and sort. Both stores. */

type Search = z.input<typeof perfumeSearchSchema>;

const t = useTestApp();
let c: Client;
let all: Perfume[];
beforeAll(async () => {
  c = t.client();
  all = (await c.send(getPerfumes)).answer;
});

const search = async (query: Search) => (await c.send(getPerfumes, { query })).answer;
const names = async (query: Search) => (await search(query)).map((p) => p.name);
const ids = async (query: Search) => (await search(query)).map((p) => p.id);
/** "Featured", the order without a sort: new launches first, each group in the catalogue's order. */
const featured = (perfumes: Perfume[]) => [...perfumes.filter((p) => p.isNew), ...perfumes.filter((p) => !p.isNew)];

describe('search', () => {
  it('without parameters answers the whole catalogue, as the specification does', async () => {
    expect(all).toHaveLength(20);
    const res = await c.get('/api/perfumes?q=&sort=');
    expect(res.json()).toEqual(all);
    // No query at all skips the query's validation (the hot path); an empty one and a stray one answer the same.
    for (const path of ['/api/perfumes', '/api/perfumes?', '/api/perfumes?utm_source=x'])
      expect((await c.get(path)).json()).toEqual(all);
  });

  it('ignores case and accents, both ways', async () => {
    expect(await names({ q: 'neroli' })).toEqual(['Néroli Soleil']);
    expect(await names({ q: 'NÉROLI' })).toEqual(['Néroli Soleil']);
    expect(await names({ q: 'fumé' })).toContain('Oud Fumé');
    expect(await names({ q: 'fume' })).toContain('Oud Fumé');
  });

  it('matches notes and descriptions: "vetiver" finds every perfume with vetiver', async () => {
    const withVetiver = all.filter((p) => /vetiver/i.test(p.notes)).map((p) => p.name);
    expect(withVetiver.length).toBeGreaterThan(1);
    const found = await names({ q: 'vetiver' });
    for (const name of withVetiver) expect(found).toContain(name);
    // A name match comes first.
    expect(found[0]).toBe('Vétiver Gris');
  });

  it('needs every word, in any order', async () => {
    const found = await names({ q: 'rose oud' });
    expect(found).toContain('Oud Fumé');
    expect(found.every((n) => n !== 'Rose de Minuit' || all.find((p) => p.name === n)!.notes.includes('Oud'))).toBe(
      true,
    );
    expect(await names({ q: 'zzzz-nothing' })).toEqual([]);
  });

  it('filters by gender, family and price range, alone and together', async () => {
    expect(await ids({ gender: 'male' })).toEqual(featured(all.filter((p) => p.gender === 'male')).map((p) => p.id));
    expect(await ids({ family: 'woody' })).toEqual(featured(all.filter((p) => p.family === 'woody')).map((p) => p.id));
    expect(await ids({ minPrice: 150, maxPrice: 170 })).toEqual(
      featured(all.filter((p) => p.price >= 150 && p.price <= 170)).map((p) => p.id),
    );
    expect(await ids({ gender: 'female', family: 'floral', maxPrice: 200 })).toEqual(
      featured(all.filter((p) => p.gender === 'female' && p.family === 'floral' && p.price <= 200)).map((p) => p.id),
    );
    expect(await ids({ gender: 'male', family: 'woody', q: 'oud' })).toEqual(
      featured(all.filter((p) => p.gender === 'male' && p.family === 'woody' && /oud/i.test(p.notes))).map((p) => p.id),
    );
  });

  it('sorts by price both ways, by name and newest first', async () => {
    const prices = (await search({ sort: 'price_asc' })).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await search({ sort: 'price_desc', gender: 'female' })).map((p) => p.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const byName = await names({ sort: 'name' });
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const newest = await search({ sort: 'newest' });
    const firstOld = newest.findIndex((p) => !p.isNew);
    expect(newest.slice(firstOld).every((p) => !p.isNew)).toBe(true);
  });

  it.each([
    ['gender=unisex', 'gender'],
    ['family=smoky', 'family'],
    ['minPrice=cheap', 'minPrice'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=200&maxPrice=100', 'minPrice'],
    ['sort=random', 'sort'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await c.get(`/api/perfumes?${query}`);
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as { path: string }[]).map((e) => e.path)).toContain(field);
  });

  it('answers with an ETag and 304, like the catalogue', async () => {
    const first = await c.send(getPerfumes, { query: { q: 'rose' } });
    const again = await c.send(
      getPerfumes,
      { query: { q: 'rose' } },
      { 'if-none-match': first.headers.etag as string },
    );
    expect(again.statusCode).toBe(304);
  });

  it('answers a new ETag and the new price when the catalogue changes, though the same perfumes are found', async () => {
    const admin = await adminClient(t);
    const before = await c.send(getPerfumes, { query: { q: 'rose', sort: 'price_asc' } });
    const first = before.answer[0]!;
    const edit = async (price: number) => {
      const { name, description, notes, gender, family, isNew, imageSrc, isBestseller } = first;
      const res = await admin.send(updatePerfume, {
        params: { id: first.id },
        body: { name, description, notes, gender, family, isNew, isBestseller, imageSrc, price },
      });
      expect(res.statusCode).toBe(200);
    };
    await edit(first.price + 1);
    try {
      const after = await c.send(
        getPerfumes,
        { query: { q: 'rose', sort: 'price_asc' } },
        { 'if-none-match': before.headers.etag as string },
      );
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.answer.map((p) => p.id)).toEqual(before.answer.map((p) => p.id));
      expect(after.answer[0]!.price).toBe(first.price + 1);
    } finally {
      await edit(first.price);
    }
  });

  it('answers the same bytes for a search as the catalogue holds for each perfume, compressed or not', async () => {
    const plain = await c.send(getPerfumes, { query: { q: 'oud' } });
    const brotli = await c.send(getPerfumes, { query: { q: 'oud' } }, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const byId = new Map(all.map((p) => [p.id, p]));
    expect(plain.answer.map((p) => byId.get(p.id))).toEqual(plain.answer);
  });
});

describe('search on a catalogue of 1,000 perfumes', () => {
  const big = useTestApp();
  beforeAll(async () => {
    await big.store.db.execute(sql`
      insert into perfumes (slug, name, price_cents, image_src, notes, description, gender, family)
      select 'extra-' || g, 'Extra ' || g || case when g % 50 = 0 then ' Vétiver' else '' end, 5000 + g * 10,
             '/images/perfumes/rose-de-minuit.svg', 'Bergamot, Iris, Musk', 'A generated perfume for the search test.',
             case when g % 2 = 0 then 'female' else 'male' end, 'fresh'
      from generate_series(1, 980) g`);
  });

  it('finds, filters and sorts across all of them', async () => {
    const client = big.client();
    expect((await client.send(getPerfumes)).answer).toHaveLength(1000);
    const vetiver = (await client.send(getPerfumes, { query: { q: 'vetiver' } })).answer;
    expect(vetiver.filter((p) => p.name.startsWith('Extra'))).toHaveLength(19);
    const cheapest = (
      await client.send(getPerfumes, { query: { family: 'fresh', gender: 'male', sort: 'price_asc', maxPrice: 60 } })
    ).answer;
    expect(cheapest.length).toBeGreaterThan(0);
    expect(cheapest.every((p) => p.gender === 'male' && p.family === 'fresh' && p.price <= 60)).toBe(true);
  });
});
