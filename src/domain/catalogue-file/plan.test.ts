import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genders, perfumeFamilies } from '../catalogue/catalogue';
import { defaultVolume } from '../catalogue/sizes';
import { minorFromText, textOfMinor } from '../currency/currency';
import { cellOfText, type FileMarket, fileColumns, textOfCell } from './columns';
import { catalogueTable, type FileCatalogue, type FilePerfume, type FileRecord, planImport } from './plan';

/*
 * The catalogue file's rules without a store: any catalogue written as the file and read back changes nothing;
 * a file's edits come back as exactly those changes and the editor's inputs that make them; each mistake is an
 * error at its line and column.
 */

const markets: FileMarket[] = [
  { code: 'eu', currency: 'EUR', isDefault: true },
  { code: 'gb', currency: 'GBP', isDefault: false },
  { code: 'jp', currency: 'JPY', isDefault: false },
  { code: 'kw', currency: 'KWD', isDefault: false },
];

/** A table's rows as a file's records, one line each (the CSV module counts the lines of a real file). */
const records = (table: readonly (readonly string[])[]): FileRecord[] =>
  table.map((cells, i) => ({ line: i + 1, row: i + 1, cells }));

/** Texts a spreadsheet and a CSV parser trip on: quotes, commas, semicolons, formulas, accents, emoji. */
const tricky = ['"', ',', ';', "'", '=', '+', '-', '@', ' ', 'é', 'Œ', 'ß', '🌹', '€', 'a', 'Z', '0', '""', ', "'];
/** The editor counts characters as zod does: by code point. */
const length = (s: string) => [...s].length;
const textOf = (chars: fc.Arbitrary<string>, min: number, max: number) =>
  fc
    .array(fc.oneof(chars, fc.string({ maxLength: 4 })), { minLength: min, maxLength: max })
    .map((parts) => parts.join('').trim());
const oneLine = (min: number, max: number) =>
  textOf(fc.constantFrom(...tricky), min, max)
    .map((s) => s.replace(/[\t\n\r]/g, () => ' ').trim())
    .filter((s) => length(s) >= min && length(s) <= max);
const paragraph = (min: number, max: number) =>
  textOf(fc.constantFrom(...tricky, '\n', '\r\n', '\t'), min, max).filter((s) => length(s) >= min && length(s) <= max);

const sizeArb = fc.record({
  volume: fc.integer({ min: 5, max: 1000 }),
  priceMinor: fc.integer({ min: 1, max: 1_000_000 }),
  stock: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  fixed: fc.record(
    {
      gb: fc.integer({ min: 0, max: 10_000_000 }),
      jp: fc.integer({ min: 0, max: 10_000_000 }),
      kw: fc.integer({ min: 0, max: 100_000_000 }),
    },
    { requiredKeys: [] },
  ),
});

const perfumeArb = fc
  .record({
    name: oneLine(2, 80),
    gender: fc.constantFrom(...genders),
    family: fc.constantFrom(...perfumeFamilies),
    notes: oneLine(3, 200),
    description: paragraph(10, 2000),
    fr: fc.record(
      { description: paragraph(10, 2000), notes: oneLine(3, 200), story: paragraph(10, 1200) },
      { requiredKeys: [] },
    ),
    concentration: fc.constantFrom('eau_de_toilette', 'eau_de_parfum', 'extrait') as fc.Arbitrary<
      'eau_de_toilette' | 'eau_de_parfum' | 'extrait'
    >,
    longevity: fc.option(
      fc
        .tuple(fc.integer({ min: 1, max: 48 }), fc.integer({ min: 1, max: 48 }))
        .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
      { nil: null },
    ),
    story: fc.oneof(fc.constant(''), paragraph(10, 1200)),
    imageSrc: fc.constantFrom('/images/perfumes/rose.svg', '/media/abcdefghijklmnop.webp'),
    isNew: fc.boolean(),
    isBestseller: fc.boolean(),
    archived: fc.boolean(),
    sizes: fc.uniqueArray(sizeArb, { minLength: 1, maxLength: 6, selector: (s) => s.volume }),
  })
  .map(({ fr, ...p }) => ({ ...p, translations: Object.keys(fr).length > 0 ? { fr } : {} }));

const catalogueArb: fc.Arbitrary<FileCatalogue> = fc.array(perfumeArb, { maxLength: 6 }).map((list) => ({
  markets,
  perfumes: list.map((p, i): FilePerfume => ({
    ...p,
    id: 10 + i * 7,
    slug: `perfume-${i}`,
    volume: defaultVolume(p.sizes.map((s) => s.volume)),
  })),
}));

describe('a catalogue written as the file and read back', () => {
  it('changes nothing: every perfume unchanged, every row unchanged, nothing to write', () => {
    fc.assert(
      fc.property(catalogueArb, (catalogue) => {
        const plan = planImport(records(catalogueTable(catalogue)), catalogue);
        expect(plan.errors).toEqual([]);
        expect(plan.writes).toEqual([]);
        expect([plan.created, plan.updated, plan.unchanged]).toEqual([0, 0, catalogue.perfumes.length]);
        expect(plan.rows.every((r) => r.action === 'unchanged' && r.changes.length === 0)).toBe(true);
        expect(plan.rows).toHaveLength(catalogue.perfumes.reduce((n, p) => n + p.sizes.length, 0));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps any text of a cell: a formula is written after a quote mark and read back as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom('', "'", "''", '=', "'=", '-', '@'), (s, lead) => {
        const text = lead + s;
        expect(textOfCell(cellOfText(text))).toBe(text);
        expect(cellOfText(text)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe('an amount as a person writes it', () => {
  it('is read exactly in minor units by the currency’s decimals, and written back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom('EUR', 'JPY', 'KWD'), (minor, currency) => {
        expect(minorFromText(textOfMinor(minor, currency), currency)).toEqual({ minor });
      }),
    );
    expect(minorFromText('152.5', 'EUR')).toEqual({ minor: 15250 });
    expect(minorFromText('152.500', 'EUR')).toEqual({ minor: 15250 });
    expect(minorFromText(' 152 ', 'EUR')).toEqual({ minor: 15200 });
    expect(minorFromText('0.07', 'EUR')).toEqual({ minor: 7 });
    expect(minorFromText('1.001', 'EUR')).toEqual({ error: 'decimals' });
    expect(minorFromText('12.5', 'JPY')).toEqual({ error: 'decimals' });
    expect(minorFromText('1.234', 'KWD')).toEqual({ minor: 1234 });
    for (const text of ['152,50', '1,520', '-3', '1e3', '', '.5', '€12', '12.'])
      expect(minorFromText(text, 'EUR')).toEqual({ error: 'format' });
    expect(textOfMinor(15250, 'EUR')).toBe('152.50');
    expect(textOfMinor(7, 'EUR')).toBe('0.07');
    expect(textOfMinor(23600, 'JPY')).toBe('23600');
    expect(textOfMinor(1234, 'KWD')).toBe('1.234');
  });
});

const rose: FilePerfume = {
  id: 1,
  slug: 'rose-de-minuit',
  name: 'Rose de Minuit',
  gender: 'female',
  family: 'floral',
  notes: 'Rose, oud',
  description: 'A dark rose for late evenings.',
  concentration: 'eau_de_parfum',
  longevity: { min: 6, max: 8 },
  story: 'Camille Arnaud composed it after an evening in a Grasse garden.',
  translations: { fr: { notes: 'Rose, oud' } },
  imageSrc: '/images/perfumes/rose.svg',
  isNew: false,
  isBestseller: true,
  archived: false,
  volume: 50,
  sizes: [
    { volume: 30, priceMinor: 11200, stock: 4, fixed: { gb: 9500 } },
    { volume: 50, priceMinor: 16500, stock: 10, fixed: { gb: 14000, jp: 26000 } },
    { volume: 100, priceMinor: 25600, stock: null, fixed: {} },
  ],
};
const catalogue: FileCatalogue = { markets, perfumes: [rose, { ...rose, id: 2, slug: 'cuir', name: 'Cuir Blanc' }] };

/** The exported table with `edit` applied to its cells: (row index in the table, column) → new text. */
function edited(edits: Record<string, string>, table = catalogueTable(catalogue)): string[][] {
  const header = table[0]!;
  return table.map((cells, i) => cells.map((cell, c) => edits[`${i}:${header[c]}`] ?? cell));
}

describe('a file’s edits', () => {
  it('come back as exactly those changes, and as the editor’s update that makes them', () => {
    const description = 'Une rose sombre, "noire", pour les soirs\ntardifs — à l’oud.';
    const plan = planImport(
      records(
        edited({
          '2:price_eu': '170',
          '2:stock': '8',
          '2:price_gb': '',
          '1:description_fr': description,
          '3:price_jp': '30000',
        }),
      ),
      catalogue,
    );
    expect(plan.errors).toEqual([]);
    expect([plan.created, plan.updated, plan.unchanged]).toEqual([0, 1, 1]);
    expect(plan.rows.slice(0, 3).map((r) => [r.line, r.volume, r.action, r.changes])).toEqual([
      [2, 30, 'updated', [{ column: 'description_fr', from: '', to: description }]],
      [
        3,
        50,
        'updated',
        [
          { column: 'price_eu', from: '165.00', to: '170.00' },
          { column: 'stock', from: '10', to: '8' },
          { column: 'price_gb', from: '140.00', to: '' },
        ],
      ],
      [4, 100, 'updated', [{ column: 'price_jp', from: '', to: '30000' }]],
    ]);
    expect(plan.writes).toHaveLength(1);
    const [write] = plan.writes;
    expect(write).toMatchObject({
      id: 1,
      prices: [
        { market: 'gb', volume: 50, price: null },
        { market: 'jp', volume: 100, price: 30000 },
      ],
    });
    // The editor's update: the default size's price is the perfume's; only the stock that changes is sent.
    expect(write!.input).toMatchObject({
      price: 170,
      translations: { fr: { description, notes: 'Rose, oud' } },
      sizes: [
        { volume: 30, price: 112 },
        { volume: 50, price: 170, stock: 8 },
        { volume: 100, price: 256 },
      ],
    });
    expect(write!.input!.sizes![0]).not.toHaveProperty('stock');
  });

  it('a market price alone changes no perfume field: only the price is written', () => {
    const plan = planImport(records(edited({ '1:price_gb': '99.5' })), catalogue);
    expect(plan.writes).toEqual([{ id: 1, prices: [{ market: 'gb', volume: 30, price: 99.5 }] }]);
  });

  it('a perfume’s column is changed on any one of its rows, the others repeating it or left empty', () => {
    const emptied = planImport(
      records(edited({ '1:notes': '', '3:notes': '', '2:notes': 'Rose, oud, musk' })),
      catalogue,
    );
    expect(emptied.errors).toEqual([]);
    expect(emptied.rows[1]!.changes).toEqual([{ column: 'notes', from: 'Rose, oud', to: 'Rose, oud, musk' }]);
    const one = planImport(records(edited({ '3:notes': 'Rose only' })), catalogue);
    expect(one.errors).toEqual([]);
    expect(one.rows.map((r) => r.changes)).toEqual([
      [],
      [],
      [{ column: 'notes', from: 'Rose, oud', to: 'Rose only' }],
      [],
      [],
      [],
    ]);
    const differ = planImport(records(edited({ '1:notes': 'Rose, musk', '3:notes': 'Rose only' })), catalogue);
    expect(differ.errors).toEqual([
      {
        line: 4,
        row: 4,
        column: 'notes',
        message: {
          id: 'Line {line} says otherwise: a perfume’s rows agree on its columns (or leave them empty)',
          values: { line: 2 },
        },
      },
    ]);
    expect(differ.writes).toEqual([]);
  });

  it('a row without an id adds a perfume, its rows grouped by name; a size removed and one added', () => {
    const table = catalogueTable(catalogue);
    const header = table[0]!;
    const row = (cells: Record<string, string>) => header.map((c) => cells[c] ?? '');
    const fresh = {
      name: 'Figue Nocturne',
      gender: 'male',
      family: 'woody',
      notes: 'Fig, cedar',
      description: 'A green fig at night, "softly".',
      image: '/images/perfumes/fig.svg',
      stock: '3',
    };
    const plan = planImport(
      records([
        header,
        row({ ...fresh, volume_ml: '50', price_eu: '120', price_gb: '105' }),
        row({ ...fresh, volume_ml: '100', price_eu: '180', stock: '' }),
        ...table.slice(1, 3),
        edited({ '3:volume_ml': '75' })[3]!,
      ]),
      catalogue,
    );
    expect(plan.errors).toEqual([]);
    expect([plan.created, plan.updated, plan.unchanged]).toEqual([1, 1, 0]);
    expect(plan.rows.map((r) => [r.perfumeId, r.volume, r.action])).toEqual([
      [null, 50, 'created'],
      [null, 100, 'created'],
      [1, 30, 'updated'],
      [1, 50, 'unchanged'],
      [1, 75, 'created'],
    ]);
    expect(plan.rows[2]!.changes).toEqual([{ column: 'sizes', from: '30, 50, 100', to: '30, 50, 75' }]);
    const created = plan.writes.find((w) => w.id === null)!;
    expect(created.input).toMatchObject({
      name: 'Figue Nocturne',
      price: 120,
      sizes: [
        { volume: 50, price: 120, stock: 3 },
        { volume: 100, price: 180, stock: null },
      ],
    });
    expect(created.prices).toEqual([{ market: 'gb', volume: 50, price: 105 }]);
  });

  it('a file without a stock column leaves every stock as sales made it', () => {
    const table = catalogueTable(catalogue);
    const at = table[0]!.indexOf('stock');
    const plan = planImport(
      records(edited({ '2:price_eu': '170' }, table).map((cells) => cells.filter((_, i) => i !== at))),
      catalogue,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.writes[0]!.input!.sizes!.every((s) => !('stock' in s))).toBe(true);
  });

  it('a size becoming the default one carries its stock to the perfume’s row', () => {
    const table = catalogueTable(catalogue);
    const plan = planImport(records([table[0]!, table[1]!, table[3]!]), catalogue);
    expect(plan.errors).toEqual([]);
    expect(plan.writes[0]!.input!.sizes).toEqual([
      { volume: 30, price: 112, stock: 4 },
      { volume: 100, price: 256 },
    ]);
  });
});

describe('a file’s mistakes', () => {
  const says = (plan: ReturnType<typeof planImport>) =>
    plan.errors.map(
      (e) => `${e.line} ${e.column}: ${e.message.id}${e.message.values ? ` ${JSON.stringify(e.message.values)}` : ''}`,
    );

  it('in its header stop it: an unknown column, one twice, a required one missing', () => {
    const header = fileColumns(markets).filter((c) => c !== 'price_eu');
    expect(says(planImport(records([[...header, 'colour', 'Name']]), catalogue))).toEqual([
      '1 colour: Unknown column {column}: the columns are those of the exported file {"column":"colour"}',
      '1 name: The column {column} is there twice {"column":"name"}',
      '1 price_eu: The column {column} is missing {"column":"price_eu"}',
    ]);
    expect(says(planImport([], catalogue))).toEqual(['1 : The file is empty: it has no header']);
  });

  it('in its rows each name their line and column, and nothing is to be written', () => {
    const plan = planImport(
      records(
        edited({
          '1:price_eu': '12.345',
          '1:stock': '-1',
          '2:price_jp': '12.5',
          '2:price_kw': 'abc',
          '3:volume_ml': '50',
          '4:id': '999',
          '5:new': 'maybe',
          '6:new': '',
          '5:slug': 'rose-de-minuit',
          '6:slug': '',
          '5:gender': 'other',
          '6:gender': 'other',
        }),
      ),
      catalogue,
    );
    expect(says(plan)).toEqual([
      '2 price_eu: Price may have at most two decimals',
      '2 stock: Stock cannot be negative',
      '3 price_jp: Price has more decimals than the currency',
      '3 price_kw: Price must be a number',
      '4 volume_ml: The {volume} ml size of this perfume is already on line {line} {"volume":50,"line":3}',
      '5 id: No perfume has the id {id}: leave the id empty to add a new perfume {"id":"999"}',
      '6 gender: Gender must be female or male',
      '6 new: Write yes or no',
      '6 slug: A perfume’s slug does not change: this one’s is {slug} {"slug":"cuir"}',
    ]);
    expect(plan.writes).toEqual([]);
  });

  it('a new perfume’s slug taken by another is a clash; a line with a comma too many is refused', () => {
    const table = catalogueTable(catalogue);
    const header = table[0]!;
    const fresh = header.map((c) => (c === 'id' ? '' : c === 'slug' ? 'cuir' : (table[1]![header.indexOf(c)] ?? '')));
    const plan = planImport(records([header, fresh, [...table[2]!, 'extra']]), catalogue);
    expect(says(plan)).toEqual([
      '2 slug: The slug {slug} is already perfume {id}’s: give the row that id to change it, or another slug {"slug":"cuir","id":2}',
      `3 : This line has {count} cells where the header has {columns}: a text with a comma must be in quotes {"count":${header.length + 1},"columns":${header.length}}`,
    ]);
  });
});
