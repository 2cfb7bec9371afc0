import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerfume } from '../../src/domain/api/admin-catalogue';
import { setAtelierSettings } from '../../src/domain/api/atelier';
import { getPerfumes } from '../../src/domain/api/catalogue';
import { perfumeInputSchema } from '../../src/domain/catalogue/admin-schemas';
import { countInWords } from '../../src/domain/shared/text';
import { getAdminHousePages, getHousePage, updateAdminHousePage } from '../../src/domain/api/pages';
import { getShippingZones, updateShippingZone } from '../../src/domain/api/shipping';
import { FIRST_WORDS } from '../../src/server/house-pages/first-words';
import { adminClient, staffClient, useTestApp } from './fixtures';
import { Client, newPerfume } from './helpers';

/*
 * The house's pages (issue #43): the owner's words, edited in the back office, read by shoppers at
 * once, every delivery time, price and window read from the settings it describes. Read here as
 * shoppers get them: the page the server renders, with the shop's own server render (the client's
 * entry-server.tsx, from its source).
 */

/** A built client whose server render is the real one, loaded from source (spa.ts imports dist/ssr/entry-server.js). */
function clientWithRealRender(): string {
  const root = mkdtempSync(join(tmpdir(), 'house-pages-'));
  const client = join(root, 'client');
  mkdirSync(join(client, '.vite'), { recursive: true });
  mkdirSync(join(root, 'ssr'));
  writeFileSync(
    join(client, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<title>Shop</title>\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(client, '.vite', 'manifest.json'), '{}');
  const source = fileURLToPath(new URL('../../src/client/entry-server.tsx', import.meta.url));
  writeFileSync(join(root, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(source)};\n`);
  return client;
}

const t = useTestApp({ SERVE_CLIENT: 'true', AUTH_RATE_LIMIT: '1000' }, () => ({ clientDir: clientWithRealRender() }));
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

/** The words of the page the server sends a guest: its rendered text, tags and entities aside. */
async function pageText(path: string): Promise<string> {
  const res = await t.app.inject({ url: path });
  expect(res.statusCode).toBe(200);
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">/.exec(res.body);
  expect(root, 'the page is rendered by the server').not.toBeNull();
  return root![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the pages read their facts from the settings', () => {
  it('Shipping & Returns, the FAQ and the terms state the made-to-order days the Atelier sets, changed at once', async () => {
    for (const path of ['/shipping-returns', '/faq', '/terms'])
      expect(await pageText(path)).toContain('in about 21 days');
    expect((await admin.send(setAtelierSettings, { body: { madeToOrderDays: 14 } })).statusCode).toBe(200);
    try {
      for (const path of ['/shipping-returns', '/faq', '/terms']) {
        const text = await pageText(path);
        expect(text, path).toContain('in about 14 days');
        expect(text, path).not.toContain('in about 21 days');
      }
    } finally {
      await admin.send(setAtelierSettings, { body: { madeToOrderDays: 21 } });
    }
  });

  it('lists the shipping zones and their methods with their prices, and follows a change of price', async () => {
    const zones = (await admin.send(getShippingZones)).answer;
    const zone = zones.find((z) => z.methods.length > 0)!;
    const method = zone.methods[0]!;
    expect(await pageText('/shipping-returns')).toContain(`${zone.name}: ${method.name}, €${method.price.toFixed(2)}`);

    const input = {
      name: zone.name,
      countries: zone.countries,
      restOfWorld: zone.restOfWorld,
      methods: zone.methods.map(({ name, price, freeAbove, minDays, maxDays }, i) => ({
        name,
        price: i === 0 ? 7.5 : price,
        freeAbove,
        minDays,
        maxDays,
      })),
    };
    expect((await admin.send(updateShippingZone, { params: { id: zone.id }, body: input })).statusCode).toBe(200);
    try {
      expect(await pageText('/shipping-returns')).toContain(`${zone.name}: ${method.name}, €7.50`);
    } finally {
      await admin.send(updateShippingZone, {
        params: { id: zone.id },
        body: { ...input, methods: zone.methods.map(({ id: _, ...m }) => m) },
      });
    }
  });

  it('the collection counts its fragrances from the catalogue, and counts a new one at once', async () => {
    const before = (await admin.send(getPerfumes)).answer.length;
    expect(await pageText('/collections')).toContain(`${countInWords(before)} fragrances, each composed`);
    const made = await admin.send(createPerfume, { body: perfumeInputSchema.parse(newPerfume({ price: 30 })) });
    expect(made.statusCode, made.body).toBe(201);
    expect(await pageText('/collections')).toContain(`${countInWords(before + 1)} fragrances, each composed`);
  });
});

describe('the owner writes the words', () => {
  it('edits Shipping & Returns in the back office, and shoppers read the new words at once, facts filled', async () => {
    const before = await pageText('/shipping-returns');
    expect(before).toContain('Bottles from the collection');

    const body = [
      '## Delivery {#shipping}',
      'Our couriers bring every parcel; a made-to-order perfume leaves in **{madeToOrderDays} days**.',
      '',
      '## Returns {#returns}',
      '- {returnWindowDays} days to change your mind',
      '- write to [us](mailto:{houseEmail})',
    ].join('\n');
    const res = await admin.send(updateAdminHousePage, {
      params: { slug: 'shipping-returns' },
      body: { intro: 'Everything about {returnWindowDays}-day returns.', body },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The back office reads the words as written, placeholders and all.
    expect(res.answer.body).toBe(body);
    expect(res.answer.updatedAt).not.toBeNull();

    const text = await pageText('/shipping-returns');
    expect(text).toContain('Our couriers bring every parcel; a made-to-order perfume leaves in 21 days.');
    expect(text).toContain('14 days to change your mind');
    expect(text).toContain('Everything about 14-day returns.');
    expect(text).not.toContain('Bottles from the collection');

    const page = (await new Client(t.app).send(getHousePage, { params: { slug: 'shipping-returns' } })).answer;
    expect(page.body).toContain('[us](mailto:care@maison-lumiere.shop)');
    const backOffice = (await admin.send(getAdminHousePages)).answer;
    expect(backOffice.pages.find((p) => p.slug === 'shipping-returns')!.body).toBe(body);
    expect(backOffice.facts).toContainEqual(expect.objectContaining({ name: 'madeToOrderDays', value: '21' }));
  });

  it('refuses unknown facts, links to elsewhere and an empty text, each under its field', async () => {
    const res = await admin.send(updateAdminHousePage, {
      params: { slug: 'faq' },
      body: { intro: '', body: 'Ships in {madeToOrderDay} days. [Click](javascript:alert(1))' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION');
    expect(res.error.errors).toEqual(
      expect.arrayContaining([
        { path: 'intro', message: 'The introduction is required' },
        { path: 'body', message: '{madeToOrderDay} is not a fact this page can read' },
      ]),
    );
    expect(await pageText('/faq')).toContain('How long does delivery take?');
  });

  it('edits the testimonials, the About story and the collection’s introductions: the pages lay out the new words', async () => {
    expect(await pageText('/')).toContain('Élodie Marchand');
    const testimonials = [
      '### Ada Lovelace · Mathematician · 4.5',
      'The engine of my evenings.',
      '',
      '### Grace Hopper · Admiral · 5',
      'Worth every nanosecond.',
    ].join('\n');
    expect(
      (
        await admin.send(updateAdminHousePage, {
          params: { slug: 'testimonials' },
          body: { intro: 'Two letters we keep.', body: testimonials },
        })
      ).statusCode,
    ).toBe(200);
    const home = await pageText('/');
    expect(home).toContain('Two letters we keep.');
    expect(home).toContain('“The engine of my evenings.”ALAda LovelaceMathematician');
    expect(home).toContain('Grace Hopper');
    expect(home).not.toContain('Élodie Marchand');

    const story = [
      '## Mission {#mission}',
      'Perfume for one.',
      '',
      'Then for {perfumeCount} more.',
      '## Values {#values}',
      '### Patience',
      'We wait {madeToOrderDays} days.',
      '## Journey {#journey}',
      '### 2019 · A garden',
      'It began with roses.',
    ].join('\n');
    expect(
      (
        await admin.send(updateAdminHousePage, {
          params: { slug: 'about' },
          body: { intro: 'A house of {perfumeCount} perfumes.', body: story },
        })
      ).statusCode,
    ).toBe(200);
    const about = await pageText('/about');
    expect(about).toMatch(/A house of twenty(-\w+)? perfumes\./);
    expect(about).toContain('Perfume for one.');
    expect(about).toContain('PatienceWe wait 21 days.');
    expect(about).toContain('2019A gardenIt began with roses.');
    expect(about).not.toContain('The atelier opens');

    expect(
      (
        await admin.send(updateAdminHousePage, {
          params: { slug: 'collections' },
          body: { intro: 'All {perfumeCount} of ours.', body: '## Women\nFor her.\n\n## Men\nFor him.' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await pageText('/collections')).toMatch(/All twenty(-\w+)? of ours\./);
    expect(await pageText('/collections/female')).toContain('For her.');
    expect(await pageText('/collections/male')).toContain('For him.');
  });

  it('refuses a story, testimonials or introductions missing the parts their page lays out, naming them', async () => {
    const about = await admin.send(updateAdminHousePage, {
      params: { slug: 'about' },
      body: { intro: 'Ours.', body: '## Mission {#mission}\nWords.\n## Journey {#journey}\n### Long ago\nWords.' },
    });
    expect(about.statusCode).toBe(400);
    expect(about.error.errors).toEqual([
      { path: 'body', message: 'The story needs its Values section: a line “## Values {#values}”' },
      { path: 'body', message: 'A step of the Journey is “### year · title”: not “Long ago”' },
    ]);
    const stars = await admin.send(updateAdminHousePage, {
      params: { slug: 'testimonials' },
      body: { intro: 'Ours.', body: '### Ada · Mathematician · 7\nToo many stars.' },
    });
    expect(stars.statusCode).toBe(400);
    expect(stars.error.message).toMatch(/stars 1 to 5/);
    const men = await admin.send(updateAdminHousePage, {
      params: { slug: 'collections' },
      body: { intro: 'Ours.', body: '## Women\nFor her.' },
    });
    expect(men.statusCode).toBe(400);
    expect(men.error.message).toBe('The text needs the men’s introduction: “## Men” and its words below');
  });

  it('lets only a role with the settings permission edit them', async () => {
    const fulfilment = await staffClient(t, 'fulfilment');
    const input = { params: { slug: 'terms' as const }, body: { intro: 'Ours.', body: 'Nothing.' } };
    const refused = await fulfilment.send(updateAdminHousePage, input);
    expect(refused.statusCode).toBe(403);
    expect(refused.error.code).toBe('FORBIDDEN');
    expect((await fulfilment.send(getAdminHousePages)).statusCode).toBe(403);
    expect((await new Client(t.app).send(updateAdminHousePage, input)).statusCode).toBe(401);
    expect(await pageText('/terms')).toContain('The seller');
  });
});

const FIRST_ABOUT = { intro: FIRST_WORDS.about.intro, body: FIRST_WORDS.about.body };

describe('the pages in French', () => {
  const french = async (slug: string) => {
    const res = await t.app.inject({ url: `/api/pages/${slug}?lang=fr` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-language']).toBe('fr');
    return res.json<{ title: string; intro: string; body: string }>();
  };

  it('a page never saved answers with the house’s first words in French, its facts written the French way', async () => {
    const page = await french('privacy');
    expect(page.title).toBe('Politique de confidentialité');
    expect(page.intro).toContain('Ce que nous conservons à votre sujet');
    expect(page.body).toContain('## Qui nous sommes {#controller}');
    expect(page.body).not.toContain('{privacyEmail}');
    // Accept-Language says it too; the English stays as it was.
    const byHeader = await t.app.inject({
      url: '/api/pages/privacy',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(byHeader.json<{ body: string }>().body).toContain('## Qui nous sommes');
    expect((await new Client(t.app).send(getHousePage, { params: { slug: 'privacy' } })).answer.body).toContain(
      '## Who we are {#controller}',
    );
    // The server renders /fr/privacy in French.
    const text = await pageText('/fr/privacy');
    expect(text).toContain('Qui nous sommes');
    expect(text).not.toContain('Who we are');
    expect(await pageText('/fr/terms')).toContain('en 21 jours environ');
  });

  it('saves the French beside the English: each French field the owner’s, else the owner’s English', async () => {
    const english = {
      intro: 'Our terms, {returnWindowDays} days to withdraw.',
      body: '## 1. The seller {#seller}\n\nThe house sells.',
    };
    const saved = await admin.send(updateAdminHousePage, {
      params: { slug: 'terms' },
      body: {
        ...english,
        translations: { fr: { intro: 'Nos conditions : {returnWindowDays} jours pour vous rétracter.', body: '' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.answer.translations).toEqual({
      fr: { intro: 'Nos conditions : {returnWindowDays} jours pour vous rétracter.' },
    });
    let page = await french('terms');
    expect(page.intro).toBe('Nos conditions : 14 jours pour vous rétracter.');
    // The body has no French yet: the owner's English, not the first words.
    expect(page.body).toBe(english.body);

    await admin.send(updateAdminHousePage, {
      params: { slug: 'terms' },
      body: {
        ...english,
        translations: { fr: { intro: 'Nos conditions.', body: '## 1. Le vendeur {#seller}\n\nLa maison vend.' } },
      },
    });
    page = await french('terms');
    expect(page.body).toBe('## 1. Le vendeur {#seller}\n\nLa maison vend.');
    const en = (await new Client(t.app).send(getHousePage, { params: { slug: 'terms' } })).answer;
    expect(en.intro).toBe('Our terms, 14 days to withdraw.');
    expect(en.body).toBe(english.body);
    expect(await pageText('/fr/terms')).toContain('La maison vend.');

    const backOffice = (await admin.send(getAdminHousePages)).answer.pages;
    expect(backOffice.find((p) => p.slug === 'terms')!.translations).toEqual({
      fr: { intro: 'Nos conditions.', body: '## 1. Le vendeur {#seller}\n\nLa maison vend.' },
    });
    // A page never saved offers its French first words to edit.
    expect(backOffice.find((p) => p.slug === 'privacy')!.translations?.fr?.body).toContain('## Qui nous sommes');
  });

  it('refuses a language the shop does not have, and French words the format refuses, under their field', async () => {
    const res = await admin.send(updateAdminHousePage, {
      params: { slug: 'terms' },
      body: {
        intro: 'Terms.',
        body: 'The terms.',
        translations: { de: { intro: 'Bedingungen.' }, fr: { body: '{jours}' } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION');
    expect(res.error.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'translations.de' }),
        { path: 'translations.fr.body', message: '{jours} is not a fact this page can read' },
      ]),
    );
    const about = await admin.send(updateAdminHousePage, {
      params: { slug: 'about' },
      body: { ...FIRST_ABOUT, translations: { fr: { body: '## Mission {#mission}\n\nSans valeurs.' } } },
    });
    expect(about.statusCode).toBe(400);
    expect(about.error.errors).toContainEqual(expect.objectContaining({ path: 'translations.fr.body' }));
  });

  it('tells a French owner what a page lacks, and describes the facts, in French', async () => {
    const about = await admin.send(
      updateAdminHousePage,
      {
        params: { slug: 'about' },
        body: { intro: 'Ours.', body: '## Mission {#mission}\nWords.\n## Journey {#journey}\n### Long ago\nWords.' },
      },
      { 'accept-language': 'fr' },
    );
    expect(about.statusCode).toBe(400);
    expect(about.error.code).toBe('VALIDATION');
    expect(about.error.message).toBe(
      'L’histoire a besoin de sa section Valeurs\u00a0: une ligne «\u00a0## Values {#values}\u00a0»',
    );
    expect(about.error.errors).toEqual([
      {
        path: 'body',
        message: 'L’histoire a besoin de sa section Valeurs\u00a0: une ligne «\u00a0## Values {#values}\u00a0»',
      },
      {
        path: 'body',
        message: 'Une étape du parcours s’écrit «\u00a0### année · titre\u00a0»\u00a0: pas «\u00a0Long ago\u00a0»',
      },
    ]);
    const stars = await admin.send(
      updateAdminHousePage,
      {
        params: { slug: 'testimonials' },
        body: { intro: 'Ours.', body: '### Ada · Mathematician · 7\nToo many stars.' },
      },
      { 'accept-language': 'fr' },
    );
    expect(stars.error.message).toBe(
      'Le titre d’un témoignage s’écrit «\u00a0### Nom · Fonction · étoiles\u00a0» (de 1 à 5 étoiles, demi-étoiles permises)\u00a0: pas «\u00a0Ada · Mathematician · 7\u00a0»',
    );

    const facts = (await admin.send(getAdminHousePages, undefined, { 'accept-language': 'fr' })).answer.facts;
    expect(facts).toContainEqual({ name: 'maxCartLines', description: 'Lignes par panier, au plus', value: '50' });
    const english = (await admin.send(getAdminHousePages)).answer.facts;
    expect(english).toContainEqual(
      expect.objectContaining({ name: 'maxCartLines', description: 'Lines in one cart, at most' }),
    );
  });
});
