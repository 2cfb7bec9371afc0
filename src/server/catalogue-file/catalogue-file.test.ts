import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAdminPerfumes } from '../../domain/api/admin-catalogue';
import { exportCatalogueFile, importCatalogueFile } from '../../domain/api/catalogue-file';
import { getPerfume } from '../../domain/api/catalogue';
import { writeCsv } from './csv';
import { adminClient, staffClient, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/*
 * The catalogue as a file through the API (DESIGN §4 "Catalogue file"), on the seeded shop in memory: the export
 * read back changes nothing; a file's edits are shown row by row, then written through the editor (the storefront
 * answers them); a new row adds a perfume; a file with bad rows is refused whole, each error at its line and
 * column; an empty store counts what is true; only the catalogue's staff may.
 */

const t = useTestApp();
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

/** The exported file's text, checked to be CSV with a BOM. */
async function exported(client: Client = admin): Promise<string> {
  const res = await client.send(exportCatalogueFile);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
  return res.body;
}

/** The file's rows of cells (its header first). */
const cellsOf = (text: string): string[][] => parse(text, { bom: true });

/** Sends a file as the back office does: a FormData with it in the field `file`. */
function upload(client: Client, text: string, dryRun: boolean, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'catalogue.csv');
  return client.send(importCatalogueFile, { query: { dryRun: dryRun ? 'true' : undefined }, body: form }, headers);
}

/** The table with `edits` applied: `{ [rowIndex]: { column: text } }` (row 0 is the header). */
function edit(table: string[][], edits: Record<number, Record<string, string>>): string[][] {
  const header = table[0]!;
  return table.map((cells, i) => cells.map((cell, c) => edits[i]?.[header[c]!] ?? cell));
}

/** The index of the row of perfume `id` in `volume` ml. */
function rowOf(table: string[][], id: number, volume: number): number {
  const header = table[0]!;
  const at = table.findIndex(
    (r) => r[header.indexOf('id')] === String(id) && r[header.indexOf('volume_ml')] === String(volume),
  );
  expect(at).toBeGreaterThan(0);
  return at;
}

/** The line a row of the table starts on in its file: after every line break of the rows before it. */
const lineOf = (table: string[][], index: number) =>
  1 + table.slice(0, index).reduce((n, cells) => n + 1 + cells.join('').split(/\r\n|\r|\n/).length - 1, 0);

const auditCount = async () =>
  Number((await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from admin_audit`))[0]!.n);

describe('the exported catalogue read back', () => {
  it('is UTF-8 with a BOM and CRLF lines, a row per perfume and size, a price column per market', async () => {
    const text = await exported();
    expect(text.startsWith('\ufeff"id","slug","name","volume_ml","price_eu"')).toBe(true);
    expect(text).toContain('\r\n');
    const table = cellsOf(text);
    expect(table[0]).toEqual(expect.arrayContaining(['price_gb', 'price_ch', 'stock', 'description_fr', 'notes_fr']));
    const perfumes = (await admin.send(listAdminPerfumes)).answer;
    expect(table).toHaveLength(1 + perfumes.reduce((n, p) => n + p.sizes.length, 0));
  });

  it('changes nothing: every perfume unchanged, and applying it writes nothing', async () => {
    const text = await exported();
    const perfumes = (await admin.send(listAdminPerfumes)).answer.length;
    const dry = await upload(admin, text, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.answer).toMatchObject({ created: 0, updated: 0, unchanged: perfumes, errors: [], applied: false });
    expect(dry.answer.rows.every((r) => r.action === 'unchanged' && r.changes.length === 0)).toBe(true);
    const before = await auditCount();
    const applied = await upload(admin, text, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.answer).toMatchObject({ created: 0, updated: 0, unchanged: perfumes, applied: true });
    expect(await auditCount()).toBe(before);
  });
});

describe('a file’s edits', () => {
  it('are shown row by row by the dry run, then written: the catalogue and the storefront answer them', async () => {
    const perfumes = (await admin.send(listAdminPerfumes)).answer;
    const [rose, other] = perfumes;
    const table = cellsOf(await exported());
    const french = 'Une rose « noire », poivrée, pour les soirs ;\n"minuit" passé — à l’oud.';
    const edited = edit(table, {
      [rowOf(table, rose!.id, 50)]: { price_eu: '170.50', stock: '7' },
      [rowOf(table, rose!.id, 30)]: { description_fr: french },
      [rowOf(table, other!.id, 100)]: { price_gb: '199' },
    });
    const file = writeCsv(edited);
    const dry = await upload(admin, file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.answer).toMatchObject({ created: 0, updated: 2, unchanged: perfumes.length - 2, errors: [] });
    const changed = dry.answer.rows.filter((r) => r.changes.length > 0);
    const roseGb = table[rowOf(table, other!.id, 100)]![table[0]!.indexOf('price_gb')]!;
    const roseStock = table[rowOf(table, rose!.id, 50)]![table[0]!.indexOf('stock')]!;
    expect(changed.map((r) => [r.perfumeId, r.volume, r.action, r.changes])).toEqual([
      [
        rose!.id,
        30,
        'updated',
        [{ column: 'description_fr', from: rose!.translations?.fr?.description ?? '', to: french }],
      ],
      [
        rose!.id,
        50,
        'updated',
        [
          { column: 'price_eu', from: rose!.price.toFixed(2), to: '170.50' },
          { column: 'stock', from: roseStock, to: '7' },
        ],
      ],
      [other!.id, 100, 'updated', [{ column: 'price_gb', from: roseGb, to: '199.00' }]],
    ]);
    // Only a dry run: nothing written yet.
    expect((await admin.send(getPerfume, { params: { id: rose!.id } })).answer.price).toBe(rose!.price);

    const applied = await upload(admin, file, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.answer).toMatchObject({ updated: 2, applied: true });
    const after = (await admin.send(listAdminPerfumes)).answer.find((p) => p.id === rose!.id)!;
    expect(after.price).toBe(170.5);
    expect(after.sizes.find((s) => s.volume === 50)?.stock).toBe(7);
    expect(after.translations?.fr?.description).toBe(french);
    const shopper = t.client();
    expect((await shopper.send(getPerfume, { params: { id: rose!.id } })).answer.price).toBe(170.5);
    expect(
      (await shopper.send(getPerfume, { params: { id: rose!.id } }, { 'accept-language': 'fr' })).answer.description,
    ).toBe(french);
    const inGb = (await shopper.send(getPerfume, { params: { id: other!.id }, query: { market: 'gb' } })).answer;
    expect(inGb.sizes.find((s) => s.volume === 100)?.price).toBe(199);
    // Audited as the editor's and the Markets tab's own changes are.
    const actions = await queryRows<{ action: string; entity_id: string }>(
      t.store.db,
      sql`select action, entity_id from admin_audit order by id desc limit 2`,
    );
    expect(actions.map((a) => [a.action, a.entity_id]).sort()).toEqual(
      [
        ['market.prices', 'market:gb'],
        ['perfume.updated', String(rose!.id)],
      ].sort(),
    );
    // Exported again, the file reads back unchanged.
    const again = await upload(admin, await exported(), true);
    expect(again.answer).toMatchObject({ updated: 0, created: 0, errors: [] });
  });

  it('a row without an id adds a perfume, in each of its sizes', async () => {
    const table = cellsOf(await exported());
    const header = table[0]!;
    const row = (cells: Record<string, string>) => header.map((c) => cells[c] ?? '');
    const fig = {
      name: 'Figue, "Nocturne"',
      gender: 'male',
      family: 'woody',
      notes: 'Fig leaf, cedar',
      description: 'A green fig at night,\nover cedar.',
      image: '/images/perfumes/rose-de-minuit.svg',
      new: 'yes',
    };
    const file = writeCsv([
      header,
      row({ ...fig, volume_ml: '50', price_eu: '120', price_gb: '105.5', stock: '3' }),
      row({ ...fig, volume_ml: '100', price_eu: '180' }),
    ]);
    const dry = await upload(admin, file, true);
    expect(dry.answer).toMatchObject({ created: 1, updated: 0, unchanged: 0, errors: [] });
    expect(dry.answer.rows.map((r) => [r.line, r.perfumeId, r.volume, r.action])).toEqual([
      [2, null, 50, 'created'],
      [4, null, 100, 'created'],
    ]);
    const applied = await upload(admin, file, false);
    expect(applied.statusCode, applied.body).toBe(200);
    const created = (await admin.send(listAdminPerfumes)).answer.find((p) => p.name === fig.name)!;
    expect(created).toMatchObject({ price: 120, isNew: true, description: fig.description, volume: 50 });
    expect(created.sizes.map((s) => [s.volume, s.price, s.stock])).toEqual([
      [50, 120, 3],
      [100, 180, null],
    ]);
    const inGb = (await t.client().send(getPerfume, { params: { id: created.id }, query: { market: 'gb' } })).answer;
    expect(inGb.sizes.map((s) => s.price)[0]).toBe(105.5);
  });

  it('a file with bad rows is refused whole: 400, each error at its line and column, nothing written', async () => {
    const table = cellsOf(await exported());
    const [first, second] = (await admin.send(listAdminPerfumes)).answer;
    const good = rowOf(table, first!.id, 30);
    const badPrice = rowOf(table, first!.id, 100);
    const badStock = rowOf(table, second!.id, 50);
    const edited = edit(table, {
      // A good edit beside the bad ones: not written either.
      [good]: { price_eu: '99', description: 'A rose, "midnight",\nrewritten — with commas, quotes and a line.' },
      [badPrice]: { price_eu: '12,50' },
      [badStock]: { stock: 'lots' },
    });
    const res = await upload(admin, writeCsv(edited), false);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as {
      code: string;
      message: string;
      errors: { line: number; row: number; column: string; message: string }[];
    };
    expect(body.code).toBe('CATALOGUE_FILE_INVALID');
    // Descriptions span lines: the records after them start lines later than their rows.
    expect(body.errors).toEqual([
      { line: lineOf(edited, badPrice), row: badPrice + 1, column: 'price_eu', message: 'Price must be a number' },
      { line: lineOf(edited, badStock), row: badStock + 1, column: 'stock', message: 'Stock must be a whole number' },
    ]);
    expect(body.errors[0]!.line).toBeGreaterThan(badPrice + 1);
    const after = (await admin.send(listAdminPerfumes)).answer.find((p) => p.id === first!.id)!;
    expect(after.sizes.find((s) => s.volume === 30)?.price).toBe(first!.sizes.find((s) => s.volume === 30)?.price);
    expect(after.description).toBe(first!.description);

    // The same errors in French, for a member reading the back office in French.
    const fr = await upload(admin, writeCsv(edited), true, { 'accept-language': 'fr' });
    expect(fr.answer.errors.map((e) => e.message)).toEqual([
      'Le prix doit être un nombre',
      'Le stock doit être un nombre entier',
    ]);
  });

  it('unknown and missing columns, an unknown id and a slug taken are errors of the dry run', async () => {
    const table = cellsOf(await exported());
    const header = table[0]!;
    const missing = writeCsv(table.map((r) => r.filter((_, i) => header[i] !== 'price_eu')));
    const dry = await upload(admin, missing, true);
    expect(dry.answer.errors).toEqual([
      { line: 1, row: 1, column: 'price_eu', message: 'The column price_eu is missing' },
    ]);
    const [first] = (await admin.send(listAdminPerfumes)).answer;
    const taken = table[1]![header.indexOf('slug')]!;
    const file = writeCsv([[...header.slice(0, -1), 'colour']]);
    expect((await upload(admin, file, true)).answer.errors.map((e) => e.column)).toEqual(['colour']);
    const rows = edit(table, { 1: { id: '999999' }, 2: { id: '', slug: taken, name: 'Another' } }).slice(0, 3);
    const refused = await upload(admin, writeCsv(rows), true);
    expect(refused.answer.errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'id'],
      [lineOf(rows, 2), 'slug'],
    ]);
    expect(refused.answer.errors[1]!.message).toBe(
      `The slug ${taken} is already perfume ${first!.id}’s: give the row that id to change it, or another slug`,
    );
  });
});

describe('who may', () => {
  it('the catalogue’s staff may; customer care may not (403)', async () => {
    const support = await staffClient(t, 'support');
    expect((await support.send(exportCatalogueFile)).statusCode).toBe(403);
    expect((await upload(support, 'id,name\n', true)).statusCode).toBe(403);
    const catalogue = await staffClient(t, 'catalogue');
    expect((await upload(catalogue, await exported(catalogue), true)).statusCode).toBe(200);
  });

  it('a request without a file is refused (400 CATALOGUE_FILE_REQUIRED)', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await admin.send(importCatalogueFile, { query: {}, body: form });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('CATALOGUE_FILE_REQUIRED');
  });
});

describe('an empty store', () => {
  const empty = useTestApp();
  it('counts what is true: the ids it does not have are errors, the same rows without ids are created', async () => {
    const owner = await adminClient(empty);
    const table = cellsOf(await exported(owner));
    const perfumes = new Set(table.slice(1).map((r) => r[0])).size;
    await empty.store.db.execute(sql`delete from perfumes`);
    const withIds = await upload(owner, writeCsv(table), true);
    expect(withIds.answer).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
    expect(withIds.answer.errors).toHaveLength(table.length - 1);
    expect(new Set(withIds.answer.errors.map((e) => e.column))).toEqual(new Set(['id']));
    const withoutIds = writeCsv(edit(table, Object.fromEntries(table.slice(1).map((_, i) => [i + 1, { id: '' }]))));
    const dry = await upload(owner, withoutIds, true);
    expect(dry.answer).toMatchObject({ created: perfumes, updated: 0, unchanged: 0, errors: [] });
    const applied = await upload(owner, withoutIds, false);
    expect(applied.answer).toMatchObject({ created: perfumes, applied: true });
    expect((await owner.send(listAdminPerfumes)).answer).toHaveLength(perfumes);
    // Read back, the new catalogue is unchanged: the slugs the file named are theirs.
    expect((await upload(owner, await exported(owner), true)).answer).toMatchObject({
      unchanged: perfumes,
      created: 0,
    });
  });
});
