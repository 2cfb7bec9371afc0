import { describe, expect, it } from 'vitest';
import { getPerfume, getPerfumes } from '../../domain/api/catalogue';
import { toMajorIn } from '../../domain/currency/currency';
import { marketItem } from '../../domain/markets/markets';
import { useTestApp } from '#tests/integration/fixtures';

/*
 * The catalogue in the shopper's market (issue #47, decision 070): `?market=`, else the `market` cookie, else the
 * default market; every price the market's fixed one, in its currency; one ETag per market; a cache told to keep
 * one answer per cookie.
 */

const t = useTestApp();
const markets = () => t.app.services.markets;

/** The seeded fixed price of a perfume's size in `market`, in major units of its currency. */
async function fixedPrice(market: string, perfumeId: number, volumeMl: number, currency: string) {
  const minor = (await markets().fixedPrices(market)).get(marketItem.size(perfumeId, volumeMl));
  if (minor === undefined) throw new Error(`No fixed price for ${perfumeId} (${volumeMl} ml) in ${market}`);
  return toMajorIn(minor, currency);
}

describe('the catalogue in a market', () => {
  it('answers pounds in ?market=gb: every size at its seeded fixed price', async () => {
    const res = await t.client().send(getPerfumes, { query: { market: 'gb' } });
    expect(res.statusCode).toBe(200);
    expect(res.answer).toHaveLength(20);
    for (const p of res.answer) {
      expect(p.currency).toBe('GBP');
      expect(p.price).toBe(await fixedPrice('gb', p.id, p.volume, 'GBP'));
      for (const size of p.sizes) expect(size.price).toBe(await fixedPrice('gb', p.id, size.volume, 'GBP'));
    }
    const one = await t.client().send(getPerfume, { params: { id: 3 }, query: { market: 'gb' } });
    // The perfume's own answer is the list's entry, with what only its page reads (the story, the notes' words).
    const { story: _story, pyramid: _pyramid, ...entry } = one.answer;
    expect(entry).toEqual(res.answer.find((p) => p.id === 3));
    expect(one.answer.story).toBeTruthy();
  });

  it('reads the market from the cookie, and ?market= before it', async () => {
    const asked = await t.client().send(getPerfumes, { query: { market: 'gb' } });
    const byCookie = await t.client().send(getPerfumes, {}, { cookie: 'market=gb' });
    expect(byCookie.answer).toEqual(asked.answer);
    expect(byCookie.headers.etag).toBe(asked.headers.etag);
    const one = await t.client().send(getPerfume, { params: { id: 3 } }, { cookie: 'market=ch' });
    expect(one.answer.currency).toBe('CHF');
    expect(one.answer.price).toBe(await fixedPrice('ch', 3, one.answer.volume, 'CHF'));
    const both = await t
      .client()
      .send(getPerfume, { params: { id: 3 }, query: { market: 'us' } }, { cookie: 'market=ch' });
    expect(both.answer.currency).toBe('USD');
  });

  it('answers euros, the rows’ prices, without a market and for one it does not have', async () => {
    const none = await t.client().send(getPerfumes);
    const unknown = await t.client().send(getPerfumes, { query: { market: 'nowhere' } });
    const cookie = await t.client().send(getPerfumes, {}, { cookie: 'market=nowhere' });
    expect(none.answer.every((p) => p.currency === 'EUR')).toBe(true);
    expect(unknown.answer).toEqual(none.answer);
    expect(cookie.answer).toEqual(none.answer);
    expect(unknown.headers.etag).toBe(none.headers.etag);
    const row = await t.app.services.catalogue.perfumeRow(1);
    expect(none.answer.find((p) => p.id === 1)?.price).toBe(toMajorIn(row!.priceCents, 'EUR'));
  });

  it('gives each market its own ETag, and a cache one answer per cookie', async () => {
    const etags = new Set<string>();
    for (const market of ['eu', 'gb', 'ch', 'us']) {
      const list = await t.client().send(getPerfumes, { query: { market } });
      const one = await t.client().send(getPerfume, { params: { id: 1 }, query: { market } });
      etags.add(list.headers.etag as string).add(one.headers.etag as string);
      expect(list.headers.vary).toMatch(/cookie/i);
      expect(one.headers.vary).toMatch(/cookie/i);
      expect(list.headers['cache-control']).not.toMatch(/public/);
    }
    expect(etags.size).toBe(8);
    // A validator of one market never answers 304 in another.
    const eu = await t.client().send(getPerfumes);
    const gb = await t
      .client()
      .send(getPerfumes, {}, { cookie: 'market=gb', 'if-none-match': eu.headers.etag as string });
    expect(gb.statusCode).toBe(200);
    const search = await t.client().send(getPerfumes, { query: { q: 'rose' } });
    const searchGb = await t.client().send(getPerfumes, { query: { q: 'rose', market: 'gb' } });
    expect(searchGb.headers.etag).not.toBe(search.headers.etag);
  });

  it('writes the same numbers in French as in English in one market', async () => {
    const english = await t.client().send(getPerfumes, { query: { market: 'gb' } });
    const french = await t.client().send(getPerfumes, { query: { market: 'gb' } }, { 'accept-language': 'fr' });
    expect(french.headers['content-language']).toBe('fr');
    const numbers = (list: typeof english.answer) =>
      list.map((p) => [p.id, p.currency, p.price, p.sizes.map((s) => s.price)]);
    expect(numbers(french.answer)).toEqual(numbers(english.answer));
    expect(french.headers.etag).not.toBe(english.headers.etag);
  });

  it('searches a price range in the market’s currency', async () => {
    const all = (await t.client().send(getPerfumes, { query: { market: 'gb' } })).answer;
    const [min, max] = [100, 130];
    const res = await t.client().send(getPerfumes, { query: { market: 'gb', minPrice: min, maxPrice: max } });
    expect(res.statusCode).toBe(200);
    const expected = all.filter((p) => p.price >= min && p.price <= max).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.answer.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(res.answer.every((p) => p.currency === 'GBP')).toBe(true);
  });

  it('answers a market’s new price once the markets change, never the old one', async () => {
    const before = await t.client().send(getPerfume, { params: { id: 2 }, query: { market: 'gb' } });
    const item = marketItem.size(2, before.answer.volume);
    await t.store.db.execute(`update market_prices set price_minor = 9900 where market = 'gb' and item = '${item}'`);
    await markets().changed();
    const after = await t.client().send(getPerfume, { params: { id: 2 }, query: { market: 'gb' } });
    expect(after.answer.price).toBe(99);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      (await t.client().send(getPerfumes, { query: { market: 'gb' } })).answer.find((p) => p.id === 2)?.price,
    ).toBe(99);
  });
});
