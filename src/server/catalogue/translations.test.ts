import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPerfume,
  listAdminIngredients,
  listAdminPerfumes,
  listMissingTranslations,
  updateIngredient,
  updatePerfume,
} from '../../domain/api/admin-catalogue';
import { getIngredients, getPerfumes } from '../../domain/api/catalogue';
import type { AdminIngredient, AdminPerfume } from '../../domain/catalogue/admin-schemas';
import type { Ingredient, Perfume } from '../../domain/catalogue/schemas';
import { ingredientSeeds } from '../db/seeds/ingredients';
import { perfumeSeeds } from '../db/seeds/perfumes';
import { perfumePageSeeds } from '../db/seeds/perfume-pages';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import { type Client, newPerfume } from '#tests/integration/helpers';

/**
 * The catalogue's content in the request's language (docs/decisions/069-languages.md): French
 * descriptions, notes and ingredients under `?lang=fr` or `Accept-Language`, English for each field
 * not translated, edited by the back office and shown at once. Both stores.
 */

/** A client build of a bare index.html: the pages get their head (seo.ts), never a render. */
function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'translations-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<meta name="description" content="The house default." />\n<title>Shop</title>\n</head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const t = useTestApp({ SERVE_CLIENT: 'true' }, () => ({ clientDir: builtClient() }));
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const perfumesIn = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  return { res, perfumes: res.json<Perfume[]>() };
};
const seedOf = (p: { name: string }) => perfumeSeeds.find((s) => s.name === p.name)!;

/** The perfume's form as the back office sends it back, with `translations` when given. */
const perfumeForm = (p: AdminPerfume, translations?: Record<string, Record<string, string>>) => ({
  name: p.name,
  description: p.description,
  notes: p.notes,
  gender: p.gender,
  family: p.family,
  price: p.price,
  isNew: p.isNew,
  isBestseller: p.isBestseller,
  imageSrc: p.imageSrc,
  ...(translations ? { translations } : {}),
});
const ingredientForm = (i: AdminIngredient, translations?: Record<string, Record<string, string>>) => ({
  name: i.name,
  category: i.category,
  characteristics: i.characteristics,
  imageSrc: i.imageSrc,
  ...(translations ? { translations } : {}),
});

const adminPerfume = async (id: number) => (await admin.send(listAdminPerfumes)).answer.find((p) => p.id === id)!;
const adminIngredient = async (id: number) => (await admin.send(listAdminIngredients)).answer.find((i) => i.id === id)!;

describe('the storefront catalogue in French', () => {
  it('GET /api/perfumes?lang=fr answers every seeded perfume’s French description and notes, its name unchanged', async () => {
    const { res, perfumes } = await perfumesIn('/api/perfumes?lang=fr');
    expect(res.headers['content-language']).toBe('fr');
    expect(perfumes).toHaveLength(20);
    for (const p of perfumes) {
      const seed = seedOf(p);
      expect(p.description).toBe(seed.fr.description);
      expect(p.notes).toBe(seed.fr.notes);
      expect(p.notes.split(', ')).toHaveLength(3);
      expect(p.name).toBe(seed.name);
    }
  });

  it('Accept-Language: fr-CH,fr;q=0.9 answers French too', async () => {
    const { res, perfumes } = await perfumesIn('/api/perfumes', { 'accept-language': 'fr-CH,fr;q=0.9' });
    expect(res.headers['content-language']).toBe('fr');
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(perfumes.find((p) => p.id === 1)!.description).toBe(seedOf(perfumes[0]!).fr.description);
  });

  it('?lang=en answers English, whatever Accept-Language says; so does a request naming no language', async () => {
    const { res, perfumes } = await perfumesIn('/api/perfumes?lang=en', { 'accept-language': 'fr' });
    expect(res.headers['content-language']).toBe('en');
    for (const p of perfumes) expect(p.description).toBe(seedOf(p).description);
    const bare = await t.client().send(getPerfumes);
    expect(bare.headers['content-language']).toBe('en');
    expect(bare.answer.map((p) => p.description)).toEqual(perfumes.map((p) => p.description));
  });

  it('one perfume, and a search, in French (the search reads the French words)', async () => {
    const one = await get('/api/perfumes/1?lang=fr');
    expect(one.statusCode).toBe(200);
    expect(one.json<Perfume>().description).toBe(perfumeSeeds[0]!.fr.description);
    const found = await perfumesIn(`/api/perfumes?lang=fr&q=${encodeURIComponent('fève tonka')}`);
    expect(found.perfumes.length).toBeGreaterThan(0);
    for (const p of found.perfumes) expect(p.notes).toContain('Fève tonka');
  });

  it('the French list’s ETag differs from the English one, and each answers 304 to its own only', async () => {
    const en = await get('/api/perfumes');
    const fr = await get('/api/perfumes?lang=fr');
    expect(fr.headers.etag).toBeTruthy();
    expect(fr.headers.etag).not.toBe(en.headers.etag);
    expect((await get('/api/perfumes?lang=fr', { 'if-none-match': fr.headers.etag as string })).statusCode).toBe(304);
    expect((await get('/api/perfumes?lang=fr', { 'if-none-match': en.headers.etag as string })).statusCode).toBe(200);
    const ingredientsEn = await get('/api/ingredients');
    const ingredientsFr = await get('/api/ingredients?lang=fr');
    expect(ingredientsFr.headers.etag).not.toBe(ingredientsEn.headers.etag);
    expect((await get('/api/perfumes/1?lang=fr')).headers.etag).not.toBe((await get('/api/perfumes/1')).headers.etag);
  });

  it('GET /api/ingredients?lang=fr answers French names and characteristics, the INCI names unchanged', async () => {
    const english = (await t.client().send(getIngredients)).answer;
    const res = await get('/api/ingredients?lang=fr');
    expect(res.headers['content-language']).toBe('fr');
    const french = res.json<Ingredient[]>();
    expect(french).toHaveLength(english.length);
    for (const i of french) {
      const seed = ingredientSeeds.find((s) => `/images/ingredients/${s.slug}.svg` === i.imageSrc)!;
      expect(i.name).toBe(seed.fr.name);
      expect(i.characteristics).toBe(seed.fr.characteristics);
      const en = english.find((e) => e.id === i.id)!;
      expect(i.allergens).toEqual(en.allergens);
      expect(i.grade).toBe(en.grade);
    }
    expect(french.find((i) => i.imageSrc.endsWith('/tonka-bean.svg'))!.name).toBe('Fève tonka');
  });

  it('an error in French keeps its code: GET /api/perfumes/999999?lang=fr is a 404 PERFUME_NOT_FOUND', async () => {
    const res = await get('/api/perfumes/999999?lang=fr');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-language']).toBe('fr');
    expect(res.json()).toMatchObject({ code: 'PERFUME_NOT_FOUND' });
    expect(typeof res.json().message).toBe('string');
  });
});

describe('translations in the back office', () => {
  it('the admin answers carry every perfume’s and ingredient’s translations', async () => {
    const perfume = await adminPerfume(1);
    expect(perfume.translations).toEqual({
      fr: { ...perfumeSeeds[0]!.fr, story: perfumePageSeeds[perfumeSeeds[0]!.slug]!.fr.story },
    });
    const ingredient = (await admin.send(listAdminIngredients)).answer[0]!;
    expect(ingredient.translations?.fr).toEqual(ingredientSeeds.find((s) => s.name === ingredient.name)!.fr);
  });

  it('a perfume’s French edited shows in the French storefront at once; a description removed falls back to English for that field alone', async () => {
    const before = await adminPerfume(2);
    const edited = await admin.send(updatePerfume, {
      params: { id: 2 },
      body: perfumeForm(before, { fr: { description: 'Un iris d’atelier, poudré comme un matin de Paris.' } }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.answer.translations?.fr).toEqual({
      description: 'Un iris d’atelier, poudré comme un matin de Paris.',
      notes: perfumeSeeds[1]!.fr.notes,
      story: perfumePageSeeds[perfumeSeeds[1]!.slug]!.fr.story,
    });
    let shown = (await get('/api/perfumes/2?lang=fr')).json<Perfume>();
    expect(shown.description).toBe('Un iris d’atelier, poudré comme un matin de Paris.');
    expect((await perfumesIn('/api/perfumes?lang=fr')).perfumes.find((p) => p.id === 2)!.description).toBe(
      'Un iris d’atelier, poudré comme un matin de Paris.',
    );

    // Removed: the English description, the French notes still.
    const removed = await admin.send(updatePerfume, {
      params: { id: 2 },
      body: perfumeForm(before, { fr: { description: '' } }),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.answer.translations).toEqual({
      fr: { notes: perfumeSeeds[1]!.fr.notes, story: perfumePageSeeds[perfumeSeeds[1]!.slug]!.fr.story },
    });
    shown = (await get('/api/perfumes/2?lang=fr')).json<Perfume>();
    expect(shown.description).toBe(before.description);
    expect(shown.notes).toBe(perfumeSeeds[1]!.fr.notes);
    const list = (await perfumesIn('/api/perfumes', { 'accept-language': 'fr' })).perfumes;
    expect(list.find((p) => p.id === 2)!.description).toBe(before.description);
    expect(list.find((p) => p.id === 3)!.description).toBe(perfumeSeeds[2]!.fr.description);

    // An edit without translations leaves them as they are.
    const untouched = await admin.send(updatePerfume, { params: { id: 2 }, body: perfumeForm(before) });
    expect(untouched.answer.translations).toEqual({
      fr: { notes: perfumeSeeds[1]!.fr.notes, story: perfumePageSeeds[perfumeSeeds[1]!.slug]!.fr.story },
    });
  });

  it('an ingredient’s French edited shows in the French builder at once', async () => {
    const before = await adminIngredient(1);
    const res = await admin.send(updateIngredient, {
      params: { id: 1 },
      body: ingredientForm(before, { fr: { characteristics: 'Agrume de Calabre, vif et vert' } }),
    });
    expect(res.statusCode).toBe(200);
    const french = (await get('/api/ingredients?lang=fr')).json<Ingredient[]>().find((i) => i.id === 1)!;
    expect(french.characteristics).toBe('Agrume de Calabre, vif et vert');
    expect(french.name).toBe(before.translations?.fr?.name);
    const english = (await t.client().send(getIngredients)).answer.find((i) => i.id === 1)!;
    expect(english.characteristics).toBe(before.characteristics);
  });

  it('a translation past its bounds is refused with 400 naming the field', async () => {
    const before = await adminIngredient(2);
    const res = await admin.send(updateIngredient, {
      params: { id: 2 },
      body: ingredientForm(before, { fr: { name: 'x'.repeat(61) } }),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.error)).toContain('translations');
  });

  it('GET /api/admin/translations/missing lists what lacks its French, and empties when it is added', async () => {
    const missing = async () => (await admin.send(listMissingTranslations)).answer.find((l) => l.locale === 'fr')!;
    const seeded = await missing();
    // Every seeded perfume has its French but the one whose description an earlier test removed.
    expect(seeded.perfumes.filter((p) => p.id <= 20)).toEqual([
      { id: 2, name: perfumeSeeds[1]!.name, missing: ['description'] },
    ]);
    expect(seeded.ingredients.filter((i) => i.id <= ingredientSeeds.length)).toEqual([]);

    const created = await admin.send(createPerfume, { body: newPerfume() });
    expect(created.statusCode).toBe(201);
    const perfume = created.answer;
    expect(perfume.translations).toEqual({ fr: {} });
    expect((await missing()).perfumes).toContainEqual({
      id: perfume.id,
      name: perfume.name,
      // A new perfume has no story: nothing to translate, so it is not missing.
      missing: ['description', 'notes'],
    });
    // Not translated yet: the French storefront shows its English.
    expect((await get(`/api/perfumes/${perfume.id}?lang=fr`)).json<Perfume>().description).toBe(perfume.description);

    await admin.send(updatePerfume, {
      params: { id: perfume.id },
      body: perfumeForm(perfume, { fr: { notes: 'Feuille de figuier, Coco, Santal' } }),
    });
    expect((await missing()).perfumes.find((p) => p.id === perfume.id)?.missing).toEqual(['description']);
    await admin.send(updatePerfume, {
      params: { id: perfume.id },
      body: perfumeForm(perfume, { fr: { description: 'Une feuille de figuier verte sur un santal lacté.' } }),
    });
    expect((await missing()).perfumes.find((p) => p.id === perfume.id)).toBeUndefined();
    expect((await get(`/api/perfumes/${perfume.id}?lang=fr`)).json<Perfume>()).toMatchObject({
      description: 'Une feuille de figuier verte sur un santal lacté.',
      notes: 'Feuille de figuier, Coco, Santal',
    });
  });

  it('the missing list is the back office’s: a shopper gets 401', async () => {
    expect((await t.client().send(listMissingTranslations)).statusCode).toBe(401);
  });
});

describe('the product page in French', () => {
  const description = async (path: string) =>
    /<meta name="description" content="([^"]*)"/.exec((await get(path)).body.split('</head>')[0]!)?.[1];

  it('describes the perfume in French under /fr, and a French edit shows on the page at once', async () => {
    const seed = perfumeSeeds[3]!;
    expect(await description('/fr/product/4')).toMatch(new RegExp(`^${seed.fr.description.slice(0, 30)}`));
    expect(await description('/product/4')).toMatch(new RegExp(`^${seed.description.slice(0, 30)}`));
    const before = await adminPerfume(4);
    await admin.send(updatePerfume, {
      params: { id: 4 },
      body: perfumeForm(before, { fr: { description: 'Une tubéreuse de velours, réécrite par la maison ce matin.' } }),
    });
    expect(await description('/fr/product/4')).toMatch(/^Une tubéreuse de velours, réécrite par la maison ce matin/);
  });
});
