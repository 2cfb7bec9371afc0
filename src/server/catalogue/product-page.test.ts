import sharp from 'sharp';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAdminPerfumes, updatePerfume, uploadImage } from '../../domain/api/admin-catalogue';
import { exportCatalogueFile, importCatalogueFile } from '../../domain/api/catalogue-file';
import type { AdminPerfume } from '../../domain/catalogue/admin-schemas';
import type { Perfume } from '../../domain/catalogue/schemas';
import { perfumePageSeeds } from '../db/seeds/perfume-pages';
import { writeCsv } from '../catalogue-file/csv';
import { productHead } from '../pages/seo';
import { createTranslator } from '../../domain/i18n/translator';
import { adminClient, signedIn, staffClient, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';

/**
 * The product page's own fields through the API (issue #51): the seeded concentration, longevity and story in
 * both languages, the notes by tier with their words, the owner's photographs (uploaded, ordered, described,
 * removed; the catalogue's staff only), the tiers' split, and the catalogue file's new columns read back.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const perfumeIn = async (id: number, lang = 'en') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/perfumes/${id}?lang=${lang}` });
  expect(res.statusCode).toBe(200);
  return res.json<Perfume>();
};
const adminPerfume = async (name: string) => (await admin.send(listAdminPerfumes)).answer.find((p) => p.name === name)!;

/** The perfume's form as the back office sends it, with `over`. */
const form = (p: AdminPerfume, over: Record<string, unknown> = {}) => ({
  name: p.name,
  description: p.description,
  notes: p.notes,
  gender: p.gender,
  family: p.family,
  price: p.price,
  isNew: p.isNew,
  isBestseller: p.isBestseller,
  imageSrc: p.imageSrc,
  ...over,
});

async function uploaded(client: Client, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 80, height: 100, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await client.send(uploadImage, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer.imageSrc;
}

describe('what the product page tells of a seeded perfume', () => {
  it('its concentration, how long it lasts and its perfumer’s story, in English and in French', async () => {
    const rose = await adminPerfume('Rose de Minuit');
    const seed = perfumePageSeeds['rose-de-minuit']!;
    const en = await perfumeIn(rose.id);
    expect(en).toMatchObject({
      concentration: seed.concentration,
      longevity: { min: seed.longevity[0], max: seed.longevity[1] },
      story: seed.story,
      photos: [],
    });
    expect(en.story).toContain('Camille Arnaud');
    expect((await perfumeIn(rose.id, 'fr')).story).toBe(seed.fr.story);
  });

  it('every seeded perfume has its story, its concentration and its longevity', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/perfumes' });
    for (const p of res.json<Perfume[]>()) {
      expect(p.story, p.name).not.toBe('');
      expect(p.concentration, p.name).toBeDefined();
      expect(p.longevity, p.name).not.toBeNull();
    }
  });

  it('its notes by tier, each with its own words: the ingredient’s characteristics, else the glossary’s, in French too', async () => {
    const rose = await adminPerfume('Rose de Minuit');
    expect((await perfumeIn(rose.id)).pyramid).toEqual({
      top: [{ name: 'Pink Pepper', words: 'Rosy, effervescent, softly peppery spice' }],
      middle: [{ name: 'Rose', words: expect.any(String) }],
      base: [{ name: 'Patchouli', words: expect.any(String) }],
    });
    expect((await perfumeIn(rose.id, 'fr')).pyramid!.top).toEqual([
      { name: 'Baies roses', words: 'Épice rosée et pétillante, délicatement poivrée' },
    ]);
    // Juniper is no ingredient of the atelier: the glossary's words.
    const cedre = await adminPerfume('Cèdre Boréal');
    expect((await perfumeIn(cedre.id)).pyramid!.top).toEqual([
      { name: 'Juniper', words: 'Crisp, resinous berries with a cool gin-like brightness' },
    ]);
    expect((await perfumeIn(cedre.id, 'fr')).pyramid!.top[0]!.words).toBe(
      'Baies vives et résineuses, à la fraîcheur lumineuse du gin',
    );
    // No two perfumes share one line of words for all their notes.
    const words = (p: Perfume) => JSON.stringify(p.pyramid);
    expect(words(await perfumeIn(rose.id))).not.toBe(words(await perfumeIn(cedre.id)));
  });
});

describe('the back office edits them', () => {
  it('photographs: uploaded, shown in their order with their descriptions, reordered, described anew, removed', async () => {
    const p = await adminPerfume('Iris Lumière');
    const [a, b] = [await uploaded(admin, '#d9c7b0'), await uploaded(admin, '#30404a')];
    const save = (photos: unknown) => admin.send(updatePerfume, { params: { id: p.id }, body: form(p, { photos }) });

    let res = await save([
      { src: a, alt: 'The bottle on a linen cloth' },
      { src: b, alt: 'Iris petals in morning light' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await perfumeIn(p.id)).photos).toEqual([
      { src: a, alt: 'The bottle on a linen cloth' },
      { src: b, alt: 'Iris petals in morning light' },
    ]);

    res = await save([
      { src: b, alt: 'Iris petals, pale as linen' },
      { src: a, alt: 'The bottle on a linen cloth' },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await perfumeIn(p.id)).photos!.map((x) => [x.src, x.alt])).toEqual([
      [b, 'Iris petals, pale as linen'],
      [a, 'The bottle on a linen cloth'],
    ]);

    // An edit that leaves the photographs out keeps them.
    expect((await admin.send(updatePerfume, { params: { id: p.id }, body: form(p) })).statusCode).toBe(200);
    expect((await perfumeIn(p.id)).photos).toHaveLength(2);

    res = await save([{ src: a, alt: 'The bottle on a linen cloth' }]);
    expect(res.statusCode).toBe(200);
    expect((await perfumeIn(p.id)).photos).toEqual([{ src: a, alt: 'The bottle on a linen cloth' }]);
    // The house's art is still the perfume's image.
    expect((await perfumeIn(p.id)).imageSrc).toBe(p.imageSrc);
  });

  it('photographs described in French too: answered in French on French pages, each kept on its photograph when they move or go', async () => {
    const p = await adminPerfume('Cèdre Boréal');
    const [a, b, c] = [
      await uploaded(admin, '#5a6b5d'),
      await uploaded(admin, '#c9b79c'),
      await uploaded(admin, '#2b2b2b'),
    ];
    const save = (over: Record<string, unknown>) =>
      admin.send(updatePerfume, { params: { id: p.id }, body: form(p, over) });
    const alts = async (lang: string) => (await perfumeIn(p.id, lang)).photos!.map((x) => [x.src, x.alt]);

    let res = await save({
      photos: [
        { src: a, alt: 'The bottle in fresh snow' },
        { src: b, alt: 'Cedar bark in winter light' },
        { src: c, alt: 'The cabin at night' },
      ],
      // The third one not translated: empty, so the French page shows its English.
      translations: { fr: { photos: { [a]: ' Le flacon dans la neige fraîche ', [b]: 'L’écorce du cèdre', [c]: '' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.translations?.fr?.photos).toEqual({
      [a]: 'Le flacon dans la neige fraîche',
      [b]: 'L’écorce du cèdre',
    });
    expect(await alts('en')).toEqual([
      [a, 'The bottle in fresh snow'],
      [b, 'Cedar bark in winter light'],
      [c, 'The cabin at night'],
    ]);
    expect(await alts('fr')).toEqual([
      [a, 'Le flacon dans la neige fraîche'],
      [b, 'L’écorce du cèdre'],
      [c, 'The cabin at night'],
    ]);
    // The other French fields are as they were: the seeded story is still the French page's.
    expect((await perfumeIn(p.id, 'fr')).story).toBe(perfumePageSeeds['cedre-boreal']!.fr.story);

    // Reordered without translations sent: each French description stays on its photograph.
    res = await save({
      photos: [
        { src: c, alt: 'The cabin at night' },
        { src: b, alt: 'Cedar bark in winter light' },
        { src: a, alt: 'The bottle in fresh snow' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alts('fr')).toEqual([
      [c, 'The cabin at night'],
      [b, 'L’écorce du cèdre'],
      [a, 'Le flacon dans la neige fraîche'],
    ]);

    // One removed: its French goes with it; another described in French, the rest untouched.
    res = await save({
      photos: [
        { src: c, alt: 'The cabin at night' },
        { src: a, alt: 'The bottle in fresh snow' },
      ],
      translations: { fr: { photos: { [c]: 'Le chalet, la nuit' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer.translations?.fr?.photos).toEqual({
      [c]: 'Le chalet, la nuit',
      [a]: 'Le flacon dans la neige fraîche',
    });
    expect(await alts('fr')).toEqual([
      [c, 'Le chalet, la nuit'],
      [a, 'Le flacon dans la neige fraîche'],
    ]);
    // Put back, the removed one comes without its old French.
    res = await save({
      photos: [
        { src: c, alt: 'The cabin at night' },
        { src: a, alt: 'The bottle in fresh snow' },
        { src: b, alt: 'Cedar bark in winter light' },
      ],
    });
    expect(await alts('fr')).toEqual([
      [c, 'Le chalet, la nuit'],
      [a, 'Le flacon dans la neige fraîche'],
      [b, 'Cedar bark in winter light'],
    ]);

    // A French description on two lines, or too long: 400 naming it; nothing changes.
    for (const [text, message] of [
      ['Le flacon\ndans la neige', 'A photograph’s description (fr) must be on one line'],
      ['x'.repeat(201), 'A photograph’s description (fr) is at most 200 characters'],
    ]) {
      const refused = await save({ translations: { fr: { photos: { [a]: text } } } });
      expect(refused.statusCode).toBe(400);
      expect(refused.error.errors?.[0]).toMatchObject({
        path: expect.stringMatching(/^translations\.fr\.photos\./),
        message,
      });
    }
    expect(await alts('fr')).toHaveLength(3);

    // An edit without photographs removes them all, and their French.
    res = await save({ photos: [] });
    expect(res.statusCode).toBe(200);
    expect(res.answer.translations?.fr?.photos).toBeUndefined();
    expect(res.answer.translations?.fr?.story).toBe(perfumePageSeeds['cedre-boreal']!.fr.story);
  });

  it('refuses a photograph without a description, one from another site, one listed twice, and a ninth', async () => {
    const p = await adminPerfume('Néroli Soleil');
    const a = await uploaded(admin, '#e0b070');
    const refused = async (photos: unknown, path: string) => {
      const res = await admin.send(updatePerfume, { params: { id: p.id }, body: form(p, { photos }) });
      expect(res.statusCode, JSON.stringify(photos)).toBe(400);
      expect(res.error.errors?.map((e) => e.path)).toContain(path);
    };
    await refused([{ src: a, alt: '  ' }], 'photos.0.alt');
    await refused([{ src: 'https://elsewhere.example/p.png', alt: 'A bottle' }], 'photos.0.src');
    await refused(
      [
        { src: a, alt: 'A bottle' },
        { src: a, alt: 'The same' },
      ],
      'photos',
    );
    await refused(
      Array.from({ length: 9 }, (_, i) => ({ src: `/images/perfumes/p${i}.svg`, alt: `Picture ${i}` })),
      'photos',
    );
    expect((await perfumeIn(p.id)).photos).toEqual([]);
  });

  it('only the catalogue’s staff may: a customer and the support staff are refused, the catalogue staff may', async () => {
    const p = await adminPerfume('Muse Blanche');
    const body = form(p, { photos: [{ src: '/images/perfumes/muse-blanche.svg', alt: 'The bottle' }] });
    const customer = await signedIn(t);
    expect((await customer.send(updatePerfume, { params: { id: p.id }, body })).statusCode).toBe(403);
    const support = await staffClient(t, 'support');
    expect((await support.send(updatePerfume, { params: { id: p.id }, body })).statusCode).toBe(403);
    expect((await perfumeIn(p.id)).photos).toEqual([]);
    const catalogue = await staffClient(t, 'catalogue');
    expect((await catalogue.send(uploadImage, { body: new FormData() })).statusCode).not.toBe(403);
    expect((await catalogue.send(updatePerfume, { params: { id: p.id }, body })).statusCode).toBe(200);
    expect((await perfumeIn(p.id)).photos).toHaveLength(1);
  });

  it('the story (and its French), the concentration, the longevity and the tiers’ split', async () => {
    const p = await adminPerfume('Ylang Doré');
    const res = await admin.send(updatePerfume, {
      params: { id: p.id },
      body: form(p, {
        notes: 'Bergamot, Lemon, Ylang-Ylang, Amber',
        story: 'Inès Laurent rewrote it in a single afternoon.',
        translations: { fr: { story: 'Inès Laurent l’a réécrit en un seul après-midi.' } },
        concentration: 'extrait',
        longevity: { min: 12, max: 14 },
        noteSplit: { top: 2, middle: 1 },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer).toMatchObject({ noteSplit: { top: 2, middle: 1 }, concentration: 'extrait' });
    const en = await perfumeIn(p.id);
    expect(en).toMatchObject({
      story: 'Inès Laurent rewrote it in a single afternoon.',
      concentration: 'extrait',
      longevity: { min: 12, max: 14 },
    });
    expect(en.pyramid!.top.map((n) => n.name)).toEqual(['Bergamot', 'Lemon']);
    expect(en.pyramid!.middle.map((n) => n.name)).toEqual(['Ylang-Ylang']);
    expect(en.pyramid!.base.map((n) => n.name)).toEqual(['Amber']);
    expect((await perfumeIn(p.id, 'fr')).story).toBe('Inès Laurent l’a réécrit en un seul après-midi.');

    // A split naming more notes than there are, or longevity that ends before it starts: 400 naming the field.
    const split = await admin.send(updatePerfume, {
      params: { id: p.id },
      body: form(p, { notes: 'Bergamot, Amber', noteSplit: { top: 2, middle: 1 } }),
    });
    expect(split.statusCode).toBe(400);
    expect(split.error.errors?.map((e) => e.path)).toEqual(['noteSplit']);
    const hours = await admin.send(updatePerfume, {
      params: { id: p.id },
      body: form(p, { longevity: { min: 10, max: 4 } }),
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.error.errors?.map((e) => e.path)).toEqual(['longevity.max']);

    // Notes edited alone, fewer than the split kept: the split goes (one note a tier).
    const fewer = await admin.send(updatePerfume, {
      params: { id: p.id },
      body: form(p, { notes: 'Bergamot, Amber' }),
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.answer.noteSplit).toBeNull();
    // The fields left out stay as they were.
    expect(await perfumeIn(p.id)).toMatchObject({ concentration: 'extrait', longevity: { min: 12, max: 14 } });
  });
});

describe('the catalogue file', () => {
  const cellsOf = (text: string): string[][] => parse(text, { bom: true });
  const send = (text: string, dryRun: boolean) => {
    const body = new FormData();
    body.append('file', new Blob([text], { type: 'text/csv' }), 'catalogue.csv');
    return admin.send(importCatalogueFile, { query: { dryRun: dryRun ? 'true' : undefined }, body });
  };

  it('carries the concentration, the longevity and the story (and its French); an edit of them is written', async () => {
    const table = cellsOf((await admin.send(exportCatalogueFile)).body);
    const header = table[0]!;
    for (const column of ['concentration', 'longevity', 'story', 'story_fr']) expect(header).toContain(column);
    const at = (name: string) => header.indexOf(name);
    const bois = await adminPerfume('Bois Flotté');
    const rows = table.filter((r) => r[at('id')] === String(bois.id));
    expect(rows[0]![at('longevity')]).toBe('4-6');
    expect(rows[0]![at('concentration')]).toBe('eau_de_toilette');
    expect(rows[0]![at('story_fr')]).toBe(perfumePageSeeds['bois-flotte']!.fr.story);

    // Read back as it is, it changes nothing.
    const same = await send(writeCsv(table), true);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.answer.updated).toBe(0);

    const edited = table.map((r, i) =>
      i > 0 && r[at('id')] === String(bois.id)
        ? r.map((cell, c) =>
            c === at('longevity') ? '5–7' : c === at('story') ? 'Élise Moreau found it on a Breton beach.' : cell,
          )
        : r,
    );
    const applied = await send(writeCsv(edited), false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await perfumeIn(bois.id)).toMatchObject({
      longevity: { min: 5, max: 7 },
      story: 'Élise Moreau found it on a Breton beach.',
    });

    const wrong = table.map((r, i) =>
      i > 0 && r[at('id')] === String(bois.id) ? r.map((cell, c) => (c === at('longevity') ? 'all day' : cell)) : r,
    );
    const refused = await send(writeCsv(wrong), true);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.answer.errors).toEqual([
      expect.objectContaining({
        column: 'longevity',
        message: 'Write the hours it lasts as 6-8, or leave the cell empty',
      }),
    ]);
  });
});

describe('the product page’s JSON-LD', () => {
  it('lists the photographs, then the house’s art; the art alone without photographs', async () => {
    const rose = await perfumeIn((await adminPerfume('Rose de Minuit')).id);
    const ctx = { publicUrl: 'https://shop.example' };
    const english = createTranslator('en');
    expect(productHead(rose, ctx, undefined, english).jsonLd).toMatchObject({
      image: `https://shop.example${rose.imageSrc}`,
    });
    const photographed = { ...rose, photos: [{ src: '/media/aaaaaaaaaaaaaaaa.webp', alt: 'The bottle' }] };
    expect(productHead(photographed, ctx, undefined, english).jsonLd).toMatchObject({
      image: ['https://shop.example/media/aaaaaaaaaaaaaaaa.webp', `https://shop.example${rose.imageSrc}`],
    });
  });
});
