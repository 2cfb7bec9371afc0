import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { MAX_INGREDIENTS_PER_GROUP } from '../../domain/bespoke/bespoke';
import { inciList, labelOf, materialsById, weighed, type Formula, type Material } from '../../domain/atelier/label';
import type { WorkOrderFormula } from '../../domain/atelier/work-orders';
import { sharedLanguages } from '../i18n/languages';
import { batchSheetPdf } from './batch-sheet-pdf';
import { labelPdf } from './label-pdf';
import { mm } from './pdf';

const house = { legalName: 'Maison Lumière SAS', address: '12 rue des Archives, 75003 Paris, France' };
const batch = 'B2611-00042';

/** A few of the shop's materials: allergens from their grades, one IFRA limit (the rose's). */
const materials: Material[] = [
  {
    id: 1,
    name: 'Bergamot',
    ifraLimit: null,
    allergens: [
      { inci: 'Limonene', percent: 38 },
      { inci: 'Linalool', percent: 9 },
      { inci: 'Citral', percent: 0.4 },
    ],
  },
  {
    id: 2,
    name: 'Rose absolute',
    ifraLimit: 2.5,
    allergens: [
      { inci: 'Citronellol', percent: 12 },
      { inci: 'Geraniol', percent: 8 },
      { inci: 'Eugenol', percent: 1.5 },
    ],
  },
  { id: 3, name: 'Iso E Super', ifraLimit: null, allergens: [] },
  { id: 4, name: 'Vanilla absolute', ifraLimit: null, allergens: [{ inci: 'Benzyl Alcohol', percent: 2 }] },
];

/** A work order's formula: `formula`'s label (it must keep its IFRA limits), named and coded. */
function workOrderFormula(
  formula: Formula,
  list: readonly Material[] = materials,
  extra: Partial<WorkOrderFormula> = {},
): WorkOrderFormula {
  const { ifraExcess, ...label } = labelOf(formula, materialsById(list));
  expect(ifraExcess).toEqual([]);
  return { ...label, name: 'Rose de Minuit', uniqueCode: '81234567', kind: 'bespoke', quantity: 1, ...extra };
}

/** The sheet of a work order: number 12 of order 42, no lot yet, not resting yet. */
const sheetInput = (formula: WorkOrderFormula, extra: Partial<Parameters<typeof batchSheetPdf>[0]> = {}) => ({
  id: 12,
  batch,
  formula,
  orderId: 42,
  createdAt: new Date('2026-11-03T10:00:00Z'),
  lots: {},
  readyOn: null,
  house,
  ...extra,
});

/** The same materials with their densities, as a work order paid since issue #43 keeps them. */
const densities: Record<number, number> = { 1: 0.876, 2: 0.95, 3: 0.935, 4: 1.038 };

/** A work order's formula weighed: each line with its density and grams, the alcohol's grams. */
function weighedFormula(
  formula: Formula,
  extra: Partial<WorkOrderFormula> = {},
  list: readonly Material[] = materials.map((m) => ({ ...m, density: densities[m.id] ?? null })),
): WorkOrderFormula {
  return { ...weighed(workOrderFormula(formula, list), materialsById(list)), ...extra };
}

const roseDeMinuit: Formula = {
  perfumeType: 'eau-de-parfum',
  lines: [
    { ingredientId: 1, group: 'top', drops: 40 },
    { ingredientId: 2, group: 'middle', drops: 20 },
    { ingredientId: 3, group: 'base', drops: 60 },
    { ingredientId: 4, group: 'base', drops: 15 },
  ],
};

/**
 * The text of a PDF, every page, as a reader extracts it: its spaces and line breaks made one space, a
 * word broken at its hyphen ("Ylang-" / "ylang") joined again.
 */
async function pdfText(body: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ').replace(/- /g, '-');
}

/** Each piece of text of a one-page PDF, where it is (x, baseline y from the foot, width) and its size. */
async function textItems(body: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(body));
  expect(doc.numPages).toBe(1);
  const page = await doc.getPage(1);
  const [, , width, height] = page.view as [number, number, number, number];
  const items = (await page.getTextContent()).items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [
          {
            str: item.str,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
            size: item.transform[3] as number,
          },
        ]
      : [],
  );
  return { width, height, items };
}

/**
 * Every piece of text is inside the label's 3 mm margin (half a point of slack): from its descenders
 * (a fifth of its size under the baseline) to its ascenders (under 0.72 of its size above, Helvetica's ascender).
 */
async function expectInsideMargins(body: Buffer) {
  const { width, height, items } = await textItems(body);
  const margin = mm(3) - 0.5;
  for (const item of items) {
    expect(item.x, item.str).toBeGreaterThanOrEqual(margin);
    expect(item.x + item.width, item.str).toBeLessThanOrEqual(width - margin);
    expect(item.y - 0.2 * item.size, item.str).toBeGreaterThanOrEqual(margin);
    expect(item.y + 0.72 * item.size, item.str).toBeLessThanOrEqual(height - margin);
  }
  return items;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A table row as extracted: its cells in order, any spacing between them. */
const rowPattern = (...cells: string[]) => new RegExp(cells.map(escape).join('\\s+'));

describe('the label', () => {
  it('is 70 × 45 mm, one page', async () => {
    const pdf = await labelPdf({ batch, formula: workOrderFormula(roseDeMinuit), house });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const box = /\/MediaBox \[([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
    expect(box).not.toBeNull();
    const [x0, y0, w, h] = box!.slice(1).map(Number) as [number, number, number, number];
    expect([x0, y0]).toEqual([0, 0]);
    expect((w * 25.4) / 72).toBeCloseTo(70, 2);
    expect((h * 25.4) / 72).toBeCloseTo(45, 2);
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBe(1);
  });

  it('prints the name, code, type and strength, volume, composition most first, ingredients, batch and house', async () => {
    const formula = workOrderFormula(roseDeMinuit);
    const pdf = await labelPdf({ batch, formula, house });
    const text = await pdfText(pdf);
    expect(text).toContain('Rose de Minuit');
    expect(text).toContain('No. 81234567');
    // 135 drops of 0.05 ml in 50 ml: the formula's 13.5 %, not the Eau de Parfum's nominal 25 %.
    expect(text).toContain('Eau de Parfum · 13.5 %');
    expect(text).not.toContain('25 %');
    expect(text).toContain('50 ml \u212e');
    // 135 drops of fragrance in the 50 ml: 86.5 % alcohol, then each ingredient, most first.
    expect(text).toContain(
      'Composition: Alcohol (86.5 %), Iso E Super (6.0 %), Bergamot (4.0 %), Rose absolute (2.0 %), Vanilla absolute (1.5 %)',
    );
    expect(formula.allergens.map((a) => a.inci)).toEqual([
      'Limonene',
      'Linalool',
      'Citronellol',
      'Geraniol',
      'Benzyl Alcohol',
      'Eugenol',
      'Citral',
    ]);
    expect(text).toContain(
      'Ingredients: ALCOHOL DENAT., PARFUM (FRAGRANCE), AQUA, LIMONENE, LINALOOL, CITRONELLOL, GERANIOL, BENZYL ALCOHOL, EUGENOL, CITRAL',
    );
    expect(text).toContain('Batch B2611-00042');
    expect(text).toContain('Maison Lumière SAS, 12 rue des Archives, 75003 Paris, France');
    expect(text).not.toContain('…');
    await expectInsideMargins(pdf);
  });

  it('carries what an EU cosmetic label needs: ingredients, ℮, warnings, period after opening, responsible person, origin', async () => {
    const pdf = await labelPdf({ batch, formula: workOrderFormula(roseDeMinuit), house });
    const text = await pdfText(pdf);
    expect(text).toMatch(/Ingredients: ALCOHOL DENAT\., PARFUM \(FRAGRANCE\), AQUA, LIMONENE, /);
    expect(text).toContain('50 ml \u212e');
    expect(text).toContain('Flammable. Keep away from heat and flame.');
    expect(text).toContain('Avoid contact with eyes.');
    expect(text).toContain('36M');
    expect(text).toContain('Maison Lumière SAS, 12 rue des Archives, 75003 Paris, France. Made in France.');
    // The estimated sign is drawn, in a font embedded for it (WinAnsi has none), and is read as ℮.
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    const { items } = await textItems(pdf);
    const sign = items.find((i) => i.str.includes('\u212e'));
    expect(sign?.width).toBeGreaterThan(2);
    // The period after opening sits in its jar at the foot's right, below the composition.
    const months = items.find((i) => i.str === '36M')!;
    const composition = items.find((i) => i.str.startsWith('Composition:'))!;
    expect(months.x).toBeGreaterThan(composition.x + 100);
    expect(months.y).toBeLessThan(composition.y);
    await expectInsideMargins(pdf);
  });

  it('speaks the order’s language: a French order’s label in French, its ingredients in INCI, inside its margins', async () => {
    const formula = workOrderFormula(roseDeMinuit);
    const pdf = await labelPdf({ batch, formula, house, tr: sharedLanguages().translator('fr') });
    const text = await pdfText(pdf);
    expect(text).toContain('Rose de Minuit');
    expect(text).toMatch(/N°\s81234567/);
    expect(text).toContain('Eau de parfum · 13,5 %');
    expect(text).toContain('50 ml \u212e');
    expect(text).toMatch(
      /Composition\s: Alcool \(86,5 %\), Iso E Super \(6,0 %\), Bergamot \(4,0 %\), Rose absolute \(2,0 %\), Vanilla absolute \(1,5 %\)/,
    );
    expect(text).toMatch(
      /Ingrédients\s: ALCOHOL DENAT\., PARFUM \(FRAGRANCE\), AQUA, LIMONENE, LINALOOL, CITRONELLOL, GERANIOL, BENZYL ALCOHOL, EUGENOL, CITRAL/,
    );
    expect(text).toContain('Lot B2611-00042');
    expect(text).toContain('Inflammable. Tenir à l’écart de la chaleur et des flammes.');
    expect(text).toContain('Éviter le contact avec les yeux.');
    expect(text).toContain('36M');
    expect(text).toContain('Maison Lumière SAS, 12 rue des Archives, 75003 Paris, France. Fabriqué en France.');
    expect(text).not.toMatch(/Batch|Alcohol \(|Ingredients|Flammable|Made in|No\. /);
    await expectInsideMargins(pdf);
  });

  it("states the formula's strength, not the type's: 33 drops in an Extrait de Parfum are 3.3 %", async () => {
    const formula = workOrderFormula(
      {
        perfumeType: 'parfum',
        lines: [
          { ingredientId: 1, group: 'top', drops: 15 },
          { ingredientId: 2, group: 'middle', drops: 10 },
          { ingredientId: 3, group: 'base', drops: 8 },
        ],
      },
      materials,
      // A work order paid when the label said the type's 40 % prints its formula's strength all the same.
      { concentrationLabel: '40%' },
    );
    const label = await pdfText(await labelPdf({ batch, formula, house }));
    expect(label).toContain('Extrait de Parfum · 3.3 %');
    expect(label).not.toContain('40 %');
    const sheet = await pdfText(await batchSheetPdf(sheetInput(formula)));
    expect(sheet).toMatch(/TYPE Extrait de Parfum · 3\.3 %/);
  });

  it('says nothing of allergens when the formula declares none', async () => {
    const formula = workOrderFormula({
      perfumeType: 'eau-de-toilette',
      lines: [{ ingredientId: 3, group: 'base', drops: 100 }],
    });
    expect(formula.allergens).toEqual([]);
    const text = await pdfText(await labelPdf({ batch, formula, house }));
    expect(text).toContain('Eau de Toilette · 10.0 %');
    expect(text).toContain('Composition: Alcohol (90.0 %), Iso E Super (10.0 %)');
    expect(text).toMatch(/Ingredients: ALCOHOL DENAT\., PARFUM \(FRAGRANCE\), AQUA$/);
  });

  it("joins the house's address, kept in lines in the settings, into one line", async () => {
    const formula = workOrderFormula(roseDeMinuit);
    const settings = { legalName: 'Maison Lumière SAS', address: '8 Place Vendôme\n75001 Paris\n\nFrance\n' };
    const pdf = await labelPdf({ batch, formula, house: settings });
    expect(await pdfText(pdf)).toContain('Maison Lumière SAS, 8 Place Vendôme, 75001 Paris, France');
    const { items } = await textItems(pdf);
    expect(items.filter((i) => i.str.includes('Vendôme'))).toHaveLength(1);
  });

  it('fits 20 ingredients and 15 allergens, every one of them, inside its margins', async () => {
    const inci = [
      'Limonene',
      'Linalool',
      'Citral',
      'Geraniol',
      'Citronellol',
      'Eugenol',
      'Farnesol',
      'Benzyl Alcohol',
      'Benzyl Benzoate',
      'Coumarin',
      'Isoeugenol',
      'Benzyl Salicylate',
      'Cinnamal',
      'Hydroxycitronellal',
      'Alpha-Isomethyl Ionone',
    ];
    const names = [
      'Bergamot oil',
      'Lemon oil',
      'Pink pepper CO2',
      'Neroli oil',
      'Mandarin oil',
      'Grapefruit oil',
      'Cardamom oil',
      'Lavender oil',
      'Basil oil',
      'Rose absolute',
      'Jasmine absolute',
      'Orris butter',
      'Ylang-ylang oil',
      'Geranium oil',
      'Vetiver oil',
      'Patchouli oil',
      'Sandalwood oil',
      'Cedarwood oil',
      'Vanilla absolute',
      'Ambrette seed',
    ];
    const list: Material[] = names.map((name, i) => ({
      id: i + 1,
      name,
      ifraLimit: i === 9 ? 2.5 : null,
      allergens: i < inci.length ? [{ inci: inci[i]!, percent: 10 + i }] : [],
    }));
    const formula = workOrderFormula(
      {
        perfumeType: 'parfum',
        lines: list.map((m, i) => ({
          ingredientId: m.id,
          group: i < 6 ? 'top' : i < 13 ? 'middle' : 'base',
          drops: 5 + i,
        })),
      },
      list,
    );
    expect(formula.composition).toHaveLength(20);
    expect(formula.allergens).toHaveLength(15);
    const pdf = await labelPdf({ batch, formula, house });
    const text = await pdfText(pdf);
    for (const name of names) expect(text).toContain(`${name} (`);
    expect(text).not.toContain('…');
    expect(text).toContain(`Ingredients: ${inciList(formula).join(', ')}`);
    expect(text).toContain('Batch B2611-00042');
    expect(text).toContain('Maison Lumière SAS, 12 rue des Archives, 75003 Paris, France');
    await expectInsideMargins(pdf);
  });

  /** 60 ingredients, 20 a group, with long names, the first `allergens` of them with an allergen each. */
  const crowded = (allergens: number) => {
    const list: Material[] = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      name: `Absolute of a rare flower number ${i + 1}`,
      ifraLimit: null,
      allergens: i < allergens ? [{ inci: `Hydroxycitronellal isomer ${i + 1}`, percent: 10 }] : [],
    }));
    return workOrderFormula(
      {
        perfumeType: 'parfum',
        lines: list.map((m, i) => ({
          ingredientId: m.id,
          group: (['top', 'middle', 'base'] as const)[i % 3]!,
          drops: 2,
        })),
      },
      list,
    );
  };

  it('shrinks the composition to 4 pt, then cuts its tail, but never the ingredient list', async () => {
    // 60 ingredients and 15 allergens: more than the label can hold.
    const formula = crowded(15);
    expect(formula.allergens).toHaveLength(15);
    const pdf = await labelPdf({ batch, formula, house });
    const text = await pdfText(pdf);
    expect(text).toMatch(/Composition: Alcohol \(88\.0 %\), .*, …/);
    expect(text).not.toContain('number 60 (');
    for (const a of formula.allergens) expect(text).toContain(a.inci.toUpperCase());
    expect(text).toContain(`Ingredients: ${inciList(formula).join(', ')}`);
    for (const part of [
      'Rose de Minuit',
      'No. 81234567',
      'Extrait de Parfum · 12.0 %',
      '50 ml \u212e',
      'Batch B2611-00042',
    ])
      expect(text).toContain(part);
    for (const part of [
      'Flammable. Keep away from heat and flame.',
      'Avoid contact with eyes.',
      '36M',
      'Made in France',
    ])
      expect(text).toContain(part);
    expect(text).toContain('Maison Lumière SAS, 12 rue des Archives, 75003 Paris, France');
    const items = await expectInsideMargins(pdf);
    const composition = items.find((i) => i.str.startsWith('Composition:'));
    expect(composition?.size).toBeCloseTo(4, 5);
  });

  it('gives the whole room to 40 allergens: the composition goes, every allergen stays', async () => {
    const formula = crowded(40);
    const pdf = await labelPdf({ batch, formula, house });
    const text = await pdfText(pdf);
    expect(text).toContain('Composition: …');
    expect(text).toContain(`Ingredients: ${inciList(formula).join(', ')}`);
    for (const part of [
      'Extrait de Parfum · 12.0 %',
      '50 ml \u212e',
      '36M',
      'Avoid contact with eyes.',
      'Made in France',
    ])
      expect(text).toContain(part);
    await expectInsideMargins(pdf);
  });
});

describe('the batch sheet', () => {
  const createdAt = new Date('2026-11-03T10:00:00Z');

  it('heads the sheet with the batch, the perfume, the work order and its order, each number named', async () => {
    const formula = workOrderFormula(roseDeMinuit);
    const pdf = await batchSheetPdf(sheetInput(formula, { createdAt }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Batch sheet B2611-00042');
    expect(text).toMatch(/PERFUME Rose de Minuit/);
    expect(text).toMatch(/PERFUME NO\. 81234567/);
    expect(text).toMatch(/KIND Bespoke/);
    expect(text).toMatch(/TYPE Eau de Parfum · 13\.5 %/);
    expect(text).toMatch(/BOTTLES 1 × 50 ml/);
    expect(text).toMatch(/WORK ORDER 12 · Order 42/);
    expect(text).toMatch(/MADE 3 November 2026/);
    expect(text).toMatch(/READY ON Not resting yet/);
    expect(text).not.toContain('#');
    expect(text).toContain('Batch B2611-00042 · Rose de Minuit · Work order 12 · Order 42');
  });

  it('says the day a resting perfume may be bottled', async () => {
    const formula = workOrderFormula(roseDeMinuit);
    const text = await pdfText(await batchSheetPdf(sheetInput(formula, { readyOn: new Date('2026-11-17T09:00:00Z') })));
    expect(text).toMatch(/READY ON 17 November 2026/);
  });

  it('lists the formula per bottle: each ingredient, the fragrance, the alcohol base and the total', async () => {
    const formula = workOrderFormula(roseDeMinuit, materials, { kind: 'lifestyle' });
    const text = await pdfText(await batchSheetPdf(sheetInput(formula)));
    expect(text).toMatch(/KIND Lifestyle/);
    expect(text).toContain('FORMULA PER BOTTLE');
    // Paid before densities were kept: ml only, no grams invented.
    expect(text).toMatch(rowPattern('Ingredient', 'Note', 'Lot', 'Drops', 'ml', '% of 50 ml', 'Bergamot'));
    expect(text).toMatch(rowPattern('Bergamot', 'top', '40', '2.00', '4.0 %', 'Rose absolute'));
    expect(text).toMatch(rowPattern('Rose absolute', 'heart', '20', '1.00', '2.0 %', 'Iso E Super'));
    expect(text).toMatch(rowPattern('Iso E Super', 'base', '60', '3.00', '6.0 %', 'Vanilla absolute'));
    expect(text).toMatch(rowPattern('Vanilla absolute', 'base', '15', '0.75', '1.5 %', 'Fragrance concentrate'));
    expect(text).toMatch(rowPattern('Fragrance concentrate', '135', '6.75', '13.5 %', 'Alcohol base'));
    expect(text).toMatch(rowPattern('Alcohol base', '43.25', '86.5 %', 'Total'));
    expect(text).toMatch(rowPattern('Total', '50.00', '100.0 %', 'ALLERGENS TO DECLARE'));
    expect(text).not.toContain('bottles, ml');
    expect(text).not.toMatch(/\bg\b/);
  });

  it('weighs each line in grams at its density, the alcohol at 0.79, with the lot used', async () => {
    const formula = weighedFormula(roseDeMinuit);
    const lots = { '1': 'BG-2611-07', '2': 'RA 4471', '3': 'ISO/22/118', '4': 'VA-0931' };
    const text = await pdfText(await batchSheetPdf(sheetInput(formula, { lots })));
    expect(text).toMatch(rowPattern('Ingredient', 'Note', 'Lot', 'Drops', 'ml', 'g', '% of 50 ml', 'Bergamot'));
    // 2.00 ml × 0.876 g/ml = 1.752 g; 1.00 × 0.95; 3.00 × 0.935 = 2.805 → 2.81; 0.75 × 1.038 = 0.7785 → 0.78.
    expect(text).toMatch(rowPattern('Bergamot', 'top', 'BG-2611-07', '40', '2.00', '1.75', '4.0 %'));
    expect(text).toMatch(rowPattern('Rose absolute', 'heart', 'RA 4471', '20', '1.00', '0.95', '2.0 %'));
    expect(text).toMatch(rowPattern('Iso E Super', 'base', 'ISO/22/118', '60', '3.00', '2.81', '6.0 %'));
    expect(text).toMatch(rowPattern('Vanilla absolute', 'base', 'VA-0931', '15', '0.75', '0.78', '1.5 %'));
    expect(text).toMatch(rowPattern('Fragrance concentrate', '135', '6.75', '6.29', '13.5 %'));
    // 43.25 ml of ethanol at 0.79 g/ml: 34.1675 → 34.17 g.
    expect(text).toMatch(rowPattern('Alcohol base', '43.25', '34.17', '86.5 %'));
    expect(text).toMatch(rowPattern('Total', '50.00', '40.46', '100.0 %'));
  });

  it('adds a column for 3 bottles: each ml times 3, or each gram once weighed', async () => {
    const formula = workOrderFormula(roseDeMinuit, materials, { quantity: 3 });
    const text = await pdfText(await batchSheetPdf(sheetInput(formula)));
    expect(text).toMatch(/BOTTLES 3 × 50 ml/);
    expect(text).toMatch(rowPattern('% of 50 ml', 'For 3 bottles, ml', 'Bergamot'));
    expect(text).toMatch(rowPattern('Bergamot', 'top', '40', '2.00', '4.0 %', '6.00'));
    expect(text).toMatch(rowPattern('Vanilla absolute', 'base', '15', '0.75', '1.5 %', '2.25'));
    expect(text).toMatch(rowPattern('Fragrance concentrate', '135', '6.75', '13.5 %', '20.25'));
    expect(text).toMatch(rowPattern('Alcohol base', '43.25', '86.5 %', '129.75'));
    expect(text).toMatch(rowPattern('Total', '50.00', '100.0 %', '150.00'));
    const weighedText = await pdfText(await batchSheetPdf(sheetInput(weighedFormula(roseDeMinuit, { quantity: 3 }))));
    expect(weighedText).toMatch(rowPattern('% of 50 ml', 'For 3 bottles, g', 'Bergamot'));
    expect(weighedText).toMatch(rowPattern('Bergamot', 'top', '40', '2.00', '1.75', '4.0 %', '5.25'));
    expect(weighedText).toMatch(rowPattern('Alcohol base', '43.25', '34.17', '86.5 %', '102.51'));
  });

  it('lists the allergens to declare with their percent of the perfume, and the lines to sign', async () => {
    const formula = workOrderFormula(roseDeMinuit);
    const text = await pdfText(await batchSheetPdf(sheetInput(formula)));
    // Limonene: 40 drops (4 %) of bergamot at 38 %: 1.52 % of the perfume; citral 4 % × 0.4 %.
    expect(text).toMatch(rowPattern('Limonene', '1.5200 %', 'Linalool', '0.3600 %'));
    expect(text).toMatch(rowPattern('Citral', '0.0160 %'));
    for (const a of formula.allergens) expect(text).toContain(a.inci);
    expect(text).toMatch(/Weighed by on Bottled by on/);
  });

  it('keeps the most a bespoke formula holds on one page: 60 ingredients, their lots, 26 allergens, 2 bottles', async () => {
    const allergens = Array.from({ length: 26 }, (_, i) => ({ inci: `Allergen number ${i + 1}`, percent: 0.5 }));
    const list: Material[] = Array.from({ length: MAX_INGREDIENTS_PER_GROUP * 3 }, (_, i) => ({
      id: i + 1,
      name: `Material ${i + 1}, orange blossom absolute`,
      ifraLimit: null,
      allergens: i === 0 ? allergens : [],
      density: 0.9,
    }));
    const { ifraExcess: _, ...label } = labelOf(
      {
        perfumeType: 'parfum',
        lines: list.map((m, i) => ({
          ingredientId: m.id,
          group: (['top', 'middle', 'base'] as const)[i % 3]!,
          drops: 3,
        })),
      },
      materialsById(list),
    );
    const formula: WorkOrderFormula = {
      ...weighed(label, materialsById(list)),
      name: 'Rose de Minuit',
      uniqueCode: '81234567',
      kind: 'bespoke',
      quantity: 2,
    };
    expect(formula.allergens).toHaveLength(26);
    const lots = Object.fromEntries(list.map((m) => [String(m.id), `LOT-2611-${String(m.id).padStart(4, '0')}`]));
    const pdf = await batchSheetPdf(sheetInput(formula, { lots, readyOn: new Date('2026-11-17T00:00:00Z') }));
    const { height, items } = await textItems(pdf);
    // Every piece of text on the page, none under its foot or over its head.
    for (const item of items) {
      expect(item.y - 0.2 * item.size, item.str).toBeGreaterThanOrEqual(20);
      expect(item.y + 0.8 * item.size, item.str).toBeLessThanOrEqual(height - 20);
    }
    const text = await pdfText(pdf);
    for (let i = 1; i <= 60; i++)
      expect(text).toMatch(
        rowPattern(
          ['top', 'heart', 'base'][(i - 1) % 3]!,
          `LOT-2611-${String(i).padStart(4, '0')}`,
          '3',
          '0.15',
          '0.14',
          '0.3 %',
          '0.28',
        ),
      );
    expect(text).toMatch(rowPattern('Fragrance concentrate', '180', '9.00'));
    expect(text).toMatch(rowPattern('Total', '50.00'));
    for (const a of allergens) expect(text).toContain(a.inci);
    expect(text).toMatch(/Weighed by on Bottled by on/);
  });

  it('is one page whatever the number of ingredients, up to the most a formula holds', async () => {
    for (const count of [1, 12, 24, 36, 48, 60]) {
      const list: Material[] = Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        name: `Material ${i + 1}`,
        ifraLimit: null,
        allergens: [{ inci: `Allergen ${i + 1}`, percent: 1 }],
        density: 0.95,
      }));
      const formula = weighedFormula(
        { perfumeType: 'parfum', lines: list.map((m) => ({ ingredientId: m.id, group: 'top', drops: 3 })) },
        {},
        list,
      );
      const doc = await getDocumentProxy(new Uint8Array(await batchSheetPdf(sheetInput(formula))));
      expect(doc.numPages, `${count} ingredients`).toBe(1);
    }
  });
});
