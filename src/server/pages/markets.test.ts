import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getPerfume } from '../../domain/api/catalogue';
import { useTestApp } from '#tests/integration/fixtures';
import { Client } from '#tests/integration/helpers';

/*
 * A page in the shopper's market (issue #47, decision 070): its URL the same in every market, its Offer in the
 * market's currency (the `market` cookie's), and the market named for the browser, so its first render writes
 * prices as the server's data reads them.
 */

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'market-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<title>Shop</title>\n</head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const t = useTestApp({ SERVE_CLIENT: 'true', PUBLIC_URL: 'https://shop.example.com' }, () => ({
  clientDir: builtClient(),
}));

const page = async (path: string, cookie?: string) =>
  (await t.app.inject({ url: path, headers: cookie ? { cookie } : {} })).body;
const offerOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!).offers as {
    price: string;
    priceCurrency: string;
  };
const marketOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-market">(.*?)<\/script>/s.exec(html)![1]!) as unknown;

describe('a page in the shopper’s market', () => {
  it('offers the product in the cookie’s market’s currency, at its price there, and names the market', async () => {
    const inGb = (await new Client(t.app).send(getPerfume, { params: { id: 3 } }, { cookie: 'market=gb' })).answer;
    const gb = await page('/product/3', 'market=gb');
    expect(offerOf(gb)).toMatchObject({ price: inGb.price.toFixed(2), priceCurrency: 'GBP' });
    expect(marketOf(gb)).toEqual({ code: 'gb', currency: 'GBP' });

    // The same address without the cookie (or after): the default market's, never the other's kept page.
    const inEu = (await new Client(t.app).send(getPerfume, { params: { id: 3 } })).answer;
    const eu = await page('/product/3');
    expect(offerOf(eu)).toMatchObject({ price: inEu.price.toFixed(2), priceCurrency: 'EUR' });
    expect(marketOf(eu)).toEqual({ code: 'eu', currency: 'EUR' });
    expect(marketOf(await page('/product/3', 'market=gb'))).toEqual({ code: 'gb', currency: 'GBP' });
  });

  it('keeps one address per language: a French page in Switzerland is /fr/…, in francs', async () => {
    const html = await page('/fr/product/3', 'market=ch');
    expect(html).toContain('<html lang="fr">');
    expect(offerOf(html).priceCurrency).toBe('CHF');
    expect(html).toContain('<link rel="canonical" href="https://shop.example.com/fr/product/3">');
  });
});
