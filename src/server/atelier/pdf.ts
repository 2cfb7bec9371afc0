import type { NoteGroup } from '../../domain/bespoke/bespoke';
import { strengthOfComposition } from '../../domain/bespoke/strength';
import {
  ESTIMATED_SIGN,
  fragranceGrams,
  ingredientsLine,
  LABEL_WARNINGS,
  MADE_IN,
  periodAfterOpening,
} from '../../domain/atelier/label';
import { formatReadyOn, type WorkOrderFormula, type WorkOrderLots } from '../../domain/atelier/work-orders';
import { ESTIMATED_SIGN_FONT, estimatedSignFont } from '../estimated-sign-font';
import {
  ACCENT,
  contentWidth,
  type Doc,
  INK,
  INK_SOFT,
  LINE,
  MARGIN,
  renderPdf as render,
  rule,
  SANS,
  SANS_BOLD,
  SERIF,
  SERIF_BOLD,
} from '../pdf-look';

/*
 * The atelier's two documents (decision 064), drawn from a work order's formula as it was paid: the
 * bottle's label at its real size, and the batch sheet the perfumer weighs from. In the house's look
 * (../pdf-look.ts): ink on paper, pdfkit's standard fonts (Times, Helvetica) in WinAnsi. WinAnsi has no
 * estimated sign (℮, U+212E): the label draws it in a font of its own (../estimated-sign-font.ts),
 * embedded for that one character.
 */

/** Points in `mm` millimetres (1 mm = 72 / 25.4 pt). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/** The label's size: 70 × 45 mm, the bottle's label as printed. */
const LABEL_WIDTH_MM = 70;
const LABEL_HEIGHT_MM = 45;

/** "12.5 %": a percent of the bottle, to its tenth. */
const percent = (value: number) => `${value.toFixed(1)} %`;
/** "0.0760 %": an allergen's percent of the finished perfume, to the 4 decimals the label keeps. */
const allergenPercent = (value: number) => `${value.toFixed(4)} %`;
/** Hundredths of a millilitre, exact (the label's ml are exact to the hundredth). */
const hundredths = (ml: number) => Math.round(ml * 100);
/** "1.85": millilitres from their hundredths, to two decimals. */
const mlText = (h: number) => (h / 100).toFixed(2);

/**
 * "Extrait de Parfum · 3.3 %": the type's name and the formula's real strength, from the drops it
 * holds (a work order paid before the label said so keeps its formula, and is printed true).
 */
const typeLine = (f: WorkOrderFormula) => `${f.typeName} · ${strengthOfComposition(f).label}`;
const codeLine = (f: WorkOrderFormula) => `No. ${f.uniqueCode}`;

/** The note groups as a perfumer says them. */
const groupWords: Record<NoteGroup, string> = { top: 'top', middle: 'heart', base: 'base' };
const kindWords: Record<WorkOrderFormula['kind'], string> = { bespoke: 'Bespoke', lifestyle: 'Lifestyle' };

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// ── The label ───────────────────────────────────────────────────────────────────────────────────────

const LABEL_MARGIN = mm(3);
/** The composition's font size, and the least it shrinks to before its tail is cut. */
const COMPOSITION_SIZE = 5.5;
const COMPOSITION_MIN_SIZE = 4;
const SIZE_STEP = 0.25;
/** Below 4 pt only the ingredient list goes, when even it cannot fit otherwise: it is never cut. */
const INGREDIENTS_FLOOR_SIZE = 2.5;
/** The foot's words: the warnings, the responsible person, where it is made. */
const FOOT_SIZE = 4.75;
/** The period-after-opening symbol (an open jar), at the foot's right: its width and height, in points. */
const PAO_WIDTH = 13;
const PAO_HEIGHT = 13;

interface LabelInput {
  batch: string;
  formula: WorkOrderFormula;
  /** The responsible person: the house's legal name and address, from the shop's settings. */
  house: { legalName: string; address: string };
}

/** A space no line breaks at: "(2.0 %)" stays with its ingredient's last word. */
const NBSP = '\u00a0';

/**
 * The composition's items, most first: the alcohol base and each ingredient with its percent of the
 * bottle ("Alcohol (75.0 %)", "Bergamot (5.0 %)"); equal percents keep the formula's order.
 */
function compositionItems(formula: WorkOrderFormula): string[] {
  const items = [
    { name: 'Alcohol', percent: formula.alcoholPercent },
    ...formula.composition.map((l) => ({ name: l.name, percent: l.percent })),
  ];
  return items
    .map((item, i) => ({ ...item, i }))
    .sort((a, b) => b.percent - a.percent || a.i - b.i)
    .map((item) => `${item.name}${NBSP}(${item.percent.toFixed(1)}${NBSP}%)`);
}

/** "Composition: Alcohol (75.0 %), Bergamot (5.0 %)…", the first `count` items; "…" when some are left out. */
const compositionText = (items: readonly string[], count: number) =>
  `Composition: ${[...items.slice(0, count), ...(count < items.length ? ['…'] : [])].join(', ')}`;

/** The bottle's label, 70 × 45 mm. */
export function labelPdf({ batch, formula, house }: LabelInput): Promise<Buffer> {
  return render(
    {
      size: [mm(LABEL_WIDTH_MM), mm(LABEL_HEIGHT_MM)],
      margin: 0,
      info: { Title: `${formula.name}, batch ${batch}`, Author: house.legalName, Creator: house.legalName },
    },
    (doc) => {
      doc.registerFont(ESTIMATED_SIGN_FONT, estimatedSignFont());
      drawLabel(doc, batch, formula, house);
    },
  );
}

/** A run of text in one font. */
interface Run {
  text: string;
  font: string;
}

/** "50 ml ℮": the nominal quantity, its sign in the font that has it. */
const volumeRuns = (f: WorkOrderFormula): Run[] => [
  { text: `${f.volumeMl} ml `, font: SANS },
  { text: ESTIMATED_SIGN, font: ESTIMATED_SIGN_FONT },
];

/** "Maison Lumière SAS, 12 rue des Archives, 75003 Paris, France": the address kept in lines, on one. */
const houseText = (house: LabelInput['house']) =>
  [house.legalName, house.address]
    .map((s) => s.trim().replace(/\s*\n\s*/g, ', '))
    .filter(Boolean)
    .join(', ');

function drawLabel(doc: Doc, batch: string, formula: WorkOrderFormula, house: LabelInput['house']) {
  const left = LABEL_MARGIN;
  const width = doc.page.width - 2 * LABEL_MARGIN;
  const floor = doc.page.height - LABEL_MARGIN;

  // The perfume's name, in the house's serif; a long one steps down to 6 pt before it wraps.
  let nameSize = 8;
  doc.font(SERIF_BOLD);
  while (nameSize > 6 && doc.fontSize(nameSize).widthOfString(formula.name) > width) nameSize -= SIZE_STEP;
  doc.fontSize(nameSize).fillColor(INK).text(formula.name, left, LABEL_MARGIN, { width });

  // Type and strength with the nominal quantity, then code and batch: each pair on one line, or one under the other.
  let y = pair(doc, [{ text: typeLine(formula), font: SANS }], volumeRuns(formula), left, doc.y + 1, width, 6, INK);
  y = pair(
    doc,
    [{ text: codeLine(formula), font: SANS }],
    [{ text: `Batch ${batch}`, font: SANS }],
    left,
    y + 0.5,
    width,
    5.5,
    INK_SOFT,
  );
  y += 2;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.4)
    .strokeColor(ACCENT)
    .stroke();
  const top = y + 2.5;

  // The foot: the warnings, the responsible person and where it is made, beside the period-after-opening symbol.
  const footWidth = width - PAO_WIDTH - 3;
  const warnings = LABEL_WARNINGS.join(' ');
  const responsible = `${houseText(house)}. ${MADE_IN}.`;
  doc.font(SANS).fontSize(FOOT_SIZE);
  const warningsHeight = doc.heightOfString(warnings, { width: footWidth });
  const responsibleHeight = doc.heightOfString(responsible, { width: footWidth });
  const footTop = floor - Math.max(PAO_HEIGHT, warningsHeight + 0.5 + responsibleHeight);
  const textTop = floor - warningsHeight - 0.5 - responsibleHeight;
  doc.fillColor(INK).text(warnings, left, textTop, { width: footWidth });
  doc.fillColor(INK_SOFT).text(responsible, left, doc.y + 0.5, { width: footWidth });
  drawOpenJar(doc, left + width - PAO_WIDTH, floor - PAO_HEIGHT);

  // The composition and the ingredient list between the two, as large as they fit.
  const block = fitComposition(doc, formula, width, footTop - 2 - top);
  doc.font(SANS).fontSize(block.size).fillColor(INK).text(block.composition, left, top, { width });
  doc
    .font(SANS_BOLD)
    .fontSize(block.ingredientsSize)
    .fillColor(INK)
    .text(block.ingredients, left, doc.y + 0.5, { width });
}

/**
 * The period-after-opening symbol (Regulation (EC) No 1223/2009, Annex VII): an open jar, its lid
 * lifted, the months written in it ("36M"), drawn in a `PAO_WIDTH` × `PAO_HEIGHT` box at (x, y).
 */
function drawOpenJar(doc: Doc, x: number, y: number) {
  const lidHeight = 1.6;
  const bodyTop = y + 4;
  doc.save();
  doc.lineWidth(0.5).strokeColor(INK);
  // The jar, its foot rounded.
  doc.roundedRect(x + 0.25, bodyTop, PAO_WIDTH - 0.5, y + PAO_HEIGHT - 0.25 - bodyTop, 1.5).stroke();
  // The lid, lifted from the jar's left edge.
  doc
    .rotate(-16, { origin: [x + 0.25, bodyTop - 0.6] })
    .roundedRect(x + 0.25, bodyTop - 0.6 - lidHeight, PAO_WIDTH - 0.5, lidHeight, 0.6)
    .stroke();
  doc.restore();
  doc.font(SANS_BOLD).fontSize(4.5).fillColor(INK);
  const textY = bodyTop + (y + PAO_HEIGHT - bodyTop) / 2 - doc.currentLineHeight() / 2;
  doc.text(periodAfterOpening, x, textY, { width: PAO_WIDTH, align: 'center', lineBreak: false });
}

/** `leftRuns` and `rightRuns` on one line, the second flush right; one under the other when they do not fit. */
function pair(
  doc: Doc,
  leftRuns: readonly Run[],
  rightRuns: readonly Run[],
  x: number,
  y: number,
  width: number,
  size: number,
  color: string,
): number {
  const widthOf = (runs: readonly Run[]) =>
    runs.reduce((sum, r) => sum + doc.font(r.font).fontSize(size).widthOfString(r.text), 0);
  const draw = (runs: readonly Run[], at: number, line: number) => {
    let cursor = at;
    for (const r of runs) {
      doc.font(r.font).fontSize(size).fillColor(color).text(r.text, cursor, line, { lineBreak: false });
      cursor += doc.widthOfString(r.text);
    }
  };
  doc.font(SANS).fontSize(size);
  const lineHeight = doc.currentLineHeight(true);
  const rightWidth = widthOf(rightRuns);
  if (widthOf(leftRuns) + rightWidth + size <= width) {
    draw(leftRuns, x, y);
    draw(rightRuns, x + width - rightWidth, y);
    return y + lineHeight;
  }
  draw(leftRuns, x, y);
  draw(rightRuns, x, y + lineHeight);
  return y + 2 * lineHeight;
}

interface CompositionBlock {
  composition: string;
  size: number;
  ingredients: string;
  ingredientsSize: number;
}

/**
 * The composition at the largest size, from 5.5 pt down to 4 pt, at which it and the ingredient list
 * fit in `height`; at 4 pt the composition's tail gives way ("…") to the ingredient list, which is
 * never cut: if even it does not fit, it alone shrinks further.
 */
function fitComposition(doc: Doc, formula: WorkOrderFormula, width: number, height: number): CompositionBlock {
  const items = compositionItems(formula);
  const ingredients = ingredientsLine(formula);
  const heightAt = (size: number, count: number, ingredientsSize = size) => {
    const composition = doc.font(SANS).fontSize(size).heightOfString(compositionText(items, count), { width });
    const list = doc.font(SANS_BOLD).fontSize(ingredientsSize).heightOfString(ingredients, { width }) + 0.5;
    return composition + list;
  };
  for (let size = COMPOSITION_SIZE; size >= COMPOSITION_MIN_SIZE; size -= SIZE_STEP) {
    if (heightAt(size, items.length) <= height)
      return { composition: compositionText(items, items.length), size, ingredients, ingredientsSize: size };
  }
  const size = COMPOSITION_MIN_SIZE;
  for (let count = items.length - 1; count >= 0; count--) {
    if (heightAt(size, count) <= height)
      return { composition: compositionText(items, count), size, ingredients, ingredientsSize: size };
  }
  let ingredientsSize = size - SIZE_STEP;
  while (ingredientsSize > INGREDIENTS_FLOOR_SIZE && heightAt(size, 0, ingredientsSize) > height)
    ingredientsSize -= SIZE_STEP;
  return { composition: compositionText(items, 0), size, ingredients, ingredientsSize };
}

// ── The batch sheet ─────────────────────────────────────────────────────────────────────────────────

interface BatchSheetInput {
  /** The work order's own number, said with its order's (issue #43: no number left unexplained). */
  id: number;
  batch: string;
  formula: WorkOrderFormula;
  orderId: number;
  createdAt: Date;
  /** The raw-material lot weighed per ingredient line, by ingredient id. */
  lots: WorkOrderLots;
  /** The day its rest ends; null before it macerates. */
  readyOn: Date | null;
  house: { legalName: string };
}

interface Column {
  label: string;
  /** Its share of the table's width (the shares are scaled to fill it). */
  width: number;
  align: 'left' | 'right';
}

interface Row {
  cells: string[];
  bold?: boolean;
}

/** "12.34": grams, to the hundredth. */
const gramsText = (hundredthsOfGram: number) => (hundredthsOfGram / 100).toFixed(2);

/**
 * The batch sheet's formula table: a row per ingredient (its lot, its drops, ml, grams where its density
 * was known when paid, percent), the fragrance, the alcohol base and the total. A work order paid before
 * densities were kept shows no grams (none invented); for several bottles, the batch's grams (or ml).
 */
function batchTable(formula: WorkOrderFormula, lots: WorkOrderLots): { columns: Column[]; rows: Row[] } {
  const n = formula.quantity;
  const many = n > 1;
  const anyGrams = formula.composition.some((l) => l.grams !== undefined);
  const fragranceG = fragranceGrams(formula);
  const alcoholG = formula.alcoholGrams === undefined ? undefined : Math.round(formula.alcoholGrams * 100);
  // Every row weighed: the batch is weighed in grams; otherwise measured in ml.
  const allWeighed = anyGrams && fragranceG !== undefined && alcoholG !== undefined;
  const columns: Column[] = [
    { label: 'Ingredient', width: 0.27, align: 'left' },
    { label: 'Note', width: 0.07, align: 'left' },
    { label: 'Lot', width: 0.16, align: 'left' },
    { label: 'Drops', width: 0.07, align: 'right' },
    { label: 'ml', width: 0.08, align: 'right' },
    ...(anyGrams ? [{ label: 'g', width: 0.08, align: 'right' as const }] : []),
    { label: `% of ${formula.volumeMl} ml`, width: 0.1, align: 'right' },
    ...(many ? [{ label: `For ${n} bottles, ${allWeighed ? 'g' : 'ml'}`, width: 0.14, align: 'right' as const }] : []),
  ];
  /** A row: its grams column when any line has grams, and the batch's amount at its end when there are several. */
  const row = (
    cells: { head: string[]; ml: number; g: number | undefined; percent: string },
    style: Omit<Row, 'cells'> = {},
  ): Row => ({
    cells: [
      ...cells.head,
      mlText(cells.ml),
      ...(anyGrams ? [cells.g === undefined ? '—' : gramsText(cells.g)] : []),
      cells.percent,
      ...(many ? [allWeighed ? gramsText(cells.g! * n) : mlText(cells.ml * n)] : []),
    ],
    ...style,
  });
  /** Its percent of the bottle, from its hundredths of a millilitre. */
  const share = (h: number) => percent(h / formula.volumeMl);
  const drops = formula.composition.reduce((sum, l) => sum + l.drops, 0);
  const fragrance = hundredths(formula.fragranceMl);
  const alcohol = hundredths(formula.alcoholMl);
  const fragranceGh = fragranceG === undefined ? undefined : Math.round(fragranceG * 100);
  return {
    columns,
    rows: [
      ...formula.composition.map((l) =>
        row({
          head: [l.name, groupWords[l.group], lots[String(l.ingredientId)] ?? '', String(l.drops)],
          ml: hundredths(l.ml),
          g: l.grams === undefined ? undefined : Math.round(l.grams * 100),
          percent: percent(l.percent),
        }),
      ),
      row({
        head: ['Fragrance concentrate', '', '', String(drops)],
        ml: fragrance,
        g: fragranceGh,
        percent: share(fragrance),
      }),
      row({ head: ['Alcohol base', '', '', ''], ml: alcohol, g: alcoholG, percent: percent(formula.alcoholPercent) }),
      row(
        {
          head: ['Total', '', '', ''],
          ml: fragrance + alcohol,
          g: fragranceGh === undefined || alcoholG === undefined ? undefined : fragranceGh + alcoholG,
          percent: share(fragrance + alcohol),
        },
        { bold: true },
      ),
    ],
  };
}

/** The sheet's top and bottom margins: tighter than the house's 56 pt, to keep the whole batch on one page. */
const SHEET_MARGIN_Y = 36;
/** The largest and the smallest size the formula table is set in: the largest at which the sheet fits one page. */
const TABLE_SIZE = 9;
const TABLE_MIN_SIZE = 5;
/** Allergens, side by side. */
const ALLERGEN_COLUMNS = 3;

/** The batch sheet, one A4 page: what the perfumer weighs, from which lots, when it may be bottled, and where they sign. */
export function batchSheetPdf(input: BatchSheetInput): Promise<Buffer> {
  return render(
    {
      size: 'A4',
      margins: { top: SHEET_MARGIN_Y, bottom: 0, left: MARGIN, right: MARGIN },
      info: { Title: `Batch sheet ${input.batch}`, Author: input.house.legalName, Creator: input.house.legalName },
    },
    (doc) => drawSheet(doc, input),
  );
}

/** A row's height at `size`: one line (a cell too long for its column is cut with "…"), and its padding. */
const rowHeight = (doc: Doc, size: number) => doc.font(SANS).fontSize(size).currentLineHeight(true) + size * 0.45;

function heading(doc: Doc, text: string, y: number): number {
  doc.font(SANS).fontSize(8).fillColor(ACCENT).text(text.toUpperCase(), MARGIN, y, { characterSpacing: 0.8 });
  return doc.y + 4;
}

function drawSheet(doc: Doc, { id, batch, formula, orderId, createdAt, lots, readyOn, house }: BatchSheetInput) {
  const width = contentWidth(doc);
  const bottom = doc.page.height - SHEET_MARGIN_Y - 12;
  let y = SHEET_MARGIN_Y;

  // The title, the house's name flush right on its line.
  doc.font(SERIF).fontSize(9).fillColor(ACCENT);
  const houseName = house.legalName.toUpperCase();
  const houseWidth = doc.widthOfString(houseName, { characterSpacing: 2 });
  doc.text(houseName, MARGIN + width - houseWidth, y + 6, { characterSpacing: 2, lineBreak: false });
  doc
    .font(SERIF)
    .fontSize(18)
    .fillColor(INK)
    .text(`Batch sheet ${batch}`, MARGIN, y, { width: width - houseWidth - 12, lineBreak: false });
  y += 24;
  rule(doc, y, ACCENT);
  y += 8;

  // The work order's facts, three columns of label and value.
  const facts: [string, string][] = [
    ['Perfume', formula.name],
    ['Type', typeLine(formula)],
    ['Work order', `${id} · Order ${orderId}`],
    ['Perfume no.', formula.uniqueCode],
    ['Bottles', `${formula.quantity} × ${formula.volumeMl} ml`],
    ['Made', dateFormat.format(createdAt)],
    ['Kind', kindWords[formula.kind]],
    ['Ready on', readyOn ? formatReadyOn(readyOn) : 'Not resting yet'],
  ];
  const gap = 14;
  const third = (width - 2 * gap) / 3;
  const labelWidth = 52;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 3) * (third + gap);
    const line = y + Math.floor(i / 3) * 13;
    doc
      .font(SANS)
      .fontSize(6.5)
      .fillColor(INK_SOFT)
      .text(label.toUpperCase(), x, line + 1.5, { width: labelWidth, characterSpacing: 0.5, lineBreak: false });
    doc
      .font(SANS_BOLD)
      .fontSize(8.5)
      .fillColor(INK)
      .text(value, x + labelWidth, line, { width: third - labelWidth, height: 10, ellipsis: true, lineBreak: false });
  });
  y += Math.ceil(facts.length / 3) * 13 + 10;

  // The largest size at which the formula, the allergens and the signatures fit on this one page.
  const formulaTable = batchTable(formula, lots);
  const allergenRows = Math.ceil(formula.allergens.length / ALLERGEN_COLUMNS) || 1;
  const signHeight = 30;
  const fixed = 2 * 14 + 12 + signHeight;
  let size = TABLE_SIZE;
  while (
    size > TABLE_MIN_SIZE &&
    y + fixed + (formulaTable.rows.length + 1 + allergenRows) * rowHeight(doc, size) + 8 > bottom
  )
    size -= 0.25;

  y = heading(doc, 'Formula per bottle', y);
  y = table(doc, formulaTable, y, size);

  y = heading(doc, 'Allergens to declare', y + 10);
  if (formula.allergens.length) y = allergenGrid(doc, formula.allergens, y, size);
  else {
    doc
      .font(SANS)
      .fontSize(size)
      .fillColor(INK)
      .text('None above 0.001 % of the finished perfume.', MARGIN, y, { width, lineBreak: false });
    y += rowHeight(doc, size);
  }

  // Where the perfumer signs, on blank lines, both on one line.
  y = Math.max(y + 16, bottom - signHeight + 10);
  signLine(doc, 'Weighed by', MARGIN, y, width / 2 - 12);
  signLine(doc, 'Bottled by', MARGIN + width / 2 + 12, y, width / 2 - 12);

  // Whose sheet it is, at its foot.
  doc
    .font(SANS)
    .fontSize(7)
    .fillColor(INK_SOFT)
    .text(`Batch ${batch} · ${formula.name} · Work order ${id} · Order ${orderId}`, MARGIN, doc.page.height - 28, {
      width,
      align: 'center',
      lineBreak: false,
    });
}

/** "Weighed by ______ on ______": the words and a rule to write on after each, in `width` from `x`. */
function signLine(doc: Doc, words: string, x: number, y: number, width: number) {
  doc.font(SANS).fontSize(9).fillColor(INK);
  const wordsWidth = doc.widthOfString(words) + 6;
  const onWidth = doc.widthOfString('on') + 12;
  const dateWidth = 70;
  const nameWidth = width - wordsWidth - onWidth - dateWidth;
  doc.text(words, x, y, { lineBreak: false });
  rule(doc, y + 9, INK_SOFT, x + wordsWidth, nameWidth);
  doc.text('on', x + wordsWidth + nameWidth + 6, y, { lineBreak: false });
  rule(doc, y + 9, INK_SOFT, x + width - dateWidth, dateWidth);
}

/** The allergens to declare and their percent of the finished perfume, side by side, most first along each line. */
function allergenGrid(doc: Doc, allergens: WorkOrderFormula['allergens'], top: number, size: number): number {
  const width = contentWidth(doc);
  const gap = 14;
  const column = (width - (ALLERGEN_COLUMNS - 1) * gap) / ALLERGEN_COLUMNS;
  const height = rowHeight(doc, size);
  let y = top;
  allergens.forEach((a, i) => {
    const x = MARGIN + (i % ALLERGEN_COLUMNS) * (column + gap);
    y = top + Math.floor(i / ALLERGEN_COLUMNS) * height;
    const amount = allergenPercent(a.percent);
    doc.font(SANS).fontSize(size).fillColor(INK);
    const amountWidth = doc.widthOfString(amount);
    doc.text(a.inci, x, y, { width: column - amountWidth - 6, height: size * 1.3, ellipsis: true, lineBreak: false });
    doc.text(amount, x + column - amountWidth, y, { lineBreak: false });
    rule(doc, y + height - size * 0.3, LINE, x, column);
  });
  return y + height;
}

/** A table at `size` from `top`: a header, one row per line, thin rules. Answers where it ends. */
function table(doc: Doc, { columns, rows }: { columns: Column[]; rows: Row[] }, top: number, size: number): number {
  const total = contentWidth(doc);
  const shares = columns.reduce((sum, c) => sum + c.width, 0);
  const padding = 3;
  const xs: number[] = [];
  let x = MARGIN;
  for (const c of columns) {
    xs.push(x);
    x += (c.width / shares) * total;
  }
  const cellWidth = (i: number) => (columns[i]!.width / shares) * total - 2 * padding;
  const height = rowHeight(doc, size);
  const lineHeight = doc.font(SANS).fontSize(size).currentLineHeight(true);
  let y = top;
  columns.forEach((c, i) =>
    doc
      .font(SANS)
      .fontSize(Math.min(size, 7.5))
      .fillColor(INK_SOFT)
      .text(c.label, xs[i]! + padding, y, { width: cellWidth(i), align: c.align, lineBreak: false }),
  );
  y += height;
  rule(doc, y - size * 0.3, INK, MARGIN, total);
  for (const { cells, bold } of rows) {
    if (bold) rule(doc, y - size * 0.3, INK, MARGIN, total);
    cells.forEach((cell, i) =>
      doc
        .font(bold ? SANS_BOLD : SANS)
        .fontSize(size)
        .fillColor(INK)
        // One line each: a name too long for its column is cut with "…", never wrapped onto a second page.
        .text(cell, xs[i]! + padding, y, {
          width: cellWidth(i),
          height: lineHeight,
          align: columns[i]!.align,
          ellipsis: true,
          lineBreak: false,
        }),
    );
    y += height;
    rule(doc, y - size * 0.3, LINE, MARGIN, total);
  }
  return y;
}
