import type { NoteGroup } from '../../domain/bespoke/bespoke';
import { strengthOfComposition } from '../../domain/bespoke/strength';
import {
  ESTIMATED_SIGN,
  ingredientsLine,
  LABEL_WARNINGS,
  MADE_IN,
  periodAfterOpening,
} from '../../domain/atelier/label';
import type { WorkOrderFormula } from '../../domain/atelier/work-orders';
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
  room,
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
  batch: string;
  formula: WorkOrderFormula;
  orderId: number;
  createdAt: Date;
  house: { legalName: string };
}

interface Column {
  label: string;
  /** Its share of the table's width. */
  width: number;
  align: 'left' | 'right';
}

interface Row {
  cells: string[];
  bold?: boolean;
  /** A closing row (subtotal, total): the closing rows stay together on one page. */
  foot?: boolean;
}

/** The batch sheet's formula table: a row per ingredient, the fragrance, the alcohol base and the total. */
function batchTable(formula: WorkOrderFormula): { columns: Column[]; rows: Row[] } {
  const n = formula.quantity;
  const many = n > 1;
  const columns: Column[] = [
    { label: 'Ingredient', width: many ? 0.34 : 0.4, align: 'left' },
    { label: 'Note', width: many ? 0.11 : 0.14, align: 'left' },
    { label: 'Drops', width: many ? 0.1 : 0.14, align: 'right' },
    { label: 'ml', width: many ? 0.12 : 0.16, align: 'right' },
    { label: `% of ${formula.volumeMl} ml`, width: many ? 0.13 : 0.16, align: 'right' },
    ...(many ? [{ label: `For ${n} bottles, ml`, width: 0.2, align: 'right' as const }] : []),
  ];
  /** A row, its ml (in hundredths) for N bottles at its end when there are several. */
  const row = (cells: string[], h: number, style: Omit<Row, 'cells'> = {}): Row => ({
    cells: [...cells, ...(many ? [mlText(h * n)] : [])],
    ...style,
  });
  /** Its percent of the bottle, from its hundredths of a millilitre. */
  const share = (h: number) => percent(h / formula.volumeMl);
  const drops = formula.composition.reduce((sum, l) => sum + l.drops, 0);
  const fragrance = hundredths(formula.fragranceMl);
  const alcohol = hundredths(formula.alcoholMl);
  return {
    columns,
    rows: [
      ...formula.composition.map((l) =>
        row(
          [l.name, groupWords[l.group], String(l.drops), mlText(hundredths(l.ml)), percent(l.percent)],
          hundredths(l.ml),
        ),
      ),
      row(['Fragrance concentrate', '', String(drops), mlText(fragrance), share(fragrance)], fragrance, { foot: true }),
      row(['Alcohol base', '', '', mlText(alcohol), percent(formula.alcoholPercent)], alcohol, { foot: true }),
      row(['Total', '', '', mlText(fragrance + alcohol), share(fragrance + alcohol)], fragrance + alcohol, {
        foot: true,
        bold: true,
      }),
    ],
  };
}

/** The batch sheet, A4: what the perfumer weighs and bottles, and where they sign. */
export function batchSheetPdf({ batch, formula, orderId, createdAt, house }: BatchSheetInput): Promise<Buffer> {
  return render(
    {
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: `Batch sheet ${batch}`, Author: house.legalName, Creator: house.legalName },
    },
    (doc) => {
      drawSheet(doc, { batch, formula, orderId, createdAt, house });
      pageFeet(doc, `Batch ${batch} · ${formula.name}`);
    },
  );
}

const contentBottom = (doc: Doc) => doc.page.height - MARGIN;

/** Each page's foot, "Batch B2611-00042 · Rose de Minuit · Page 1 of 2": a loose page says whose it is. */
function pageFeet(doc: Doc, words: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: pdfkit would start a new page for text there.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(SANS)
      .fontSize(7.5)
      .fillColor(INK_SOFT)
      .text(`${words} · Page ${i - start + 1} of ${count}`, MARGIN, doc.page.height - MARGIN + 18, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}

function heading(doc: Doc, text: string) {
  doc.font(SANS).fontSize(8).fillColor(ACCENT).text(text.toUpperCase(), MARGIN, doc.y, { characterSpacing: 0.8 });
  doc.y += 6;
}

function drawSheet(doc: Doc, { batch, formula, orderId, createdAt, house }: BatchSheetInput) {
  const width = contentWidth(doc);
  doc
    .font(SERIF)
    .fontSize(11)
    .fillColor(ACCENT)
    .text(house.legalName.toUpperCase(), MARGIN, MARGIN, { characterSpacing: 3 });
  rule(doc, doc.y + 6, ACCENT);

  doc
    .font(SERIF)
    .fontSize(24)
    .fillColor(INK)
    .text(`Batch sheet ${batch}`, MARGIN, doc.y + 24, { width });
  doc.y += 14;

  // The work order's facts, two columns of label and value.
  const facts: [string, string][] = [
    ['Perfume', formula.name],
    ['Code', codeLine(formula)],
    ['Kind', kindWords[formula.kind]],
    ['Type', typeLine(formula)],
    ['Bottles', `${formula.quantity} × ${formula.volumeMl} ml`],
    ['Order', `#${orderId}`],
    ['Date', dateFormat.format(createdAt)],
  ];
  const gap = 24;
  const half = (width - gap) / 2;
  const labelWidth = 62;
  const half1 = Math.ceil(facts.length / 2);
  const factsTop = doc.y;
  let factsBottom = factsTop;
  [facts.slice(0, half1), facts.slice(half1)].forEach((column, c) => {
    const x = MARGIN + c * (half + gap);
    let y = factsTop;
    for (const [label, value] of column) {
      doc
        .font(SANS)
        .fontSize(8)
        .fillColor(INK_SOFT)
        .text(label.toUpperCase(), x, y + 1, { width: labelWidth, characterSpacing: 0.6 });
      doc
        .font(SANS_BOLD)
        .fontSize(10)
        .fillColor(INK)
        .text(value, x + labelWidth, y, { width: half - labelWidth });
      y = Math.max(doc.y, y + 14) + 3;
    }
    factsBottom = Math.max(factsBottom, y);
  });
  doc.y = factsBottom + 22;

  heading(doc, 'Formula per bottle');
  table(doc, batchTable(formula));

  doc.y += 22;
  room(doc, 60);
  heading(doc, 'Allergens to declare');
  if (formula.allergens.length) {
    table(
      doc,
      {
        columns: [
          { label: 'Allergen (INCI)', width: 0.6, align: 'left' },
          { label: '% of the finished perfume', width: 0.4, align: 'right' },
        ],
        rows: formula.allergens.map((a) => ({ cells: [a.inci, allergenPercent(a.percent)] })),
      },
      0.7,
    );
  } else {
    doc
      .font(SANS)
      .fontSize(9.5)
      .fillColor(INK)
      .text('None above 0.001 % of the finished perfume.', MARGIN, doc.y, { width });
  }

  // Where the perfumer signs, on blank lines.
  doc.y += 30;
  room(doc, 70);
  for (const step of ['Weighed by', 'Bottled by']) signLine(doc, step);
}

/** "Weighed by ______ on ______": the words, and a rule to write on after each, the same for each step. */
function signLine(doc: Doc, words: string) {
  const y = doc.y;
  const wordsWidth = 66;
  const nameWidth = 200;
  const onWidth = 26;
  const dateWidth = 120;
  doc.font(SANS).fontSize(10).fillColor(INK).text(words, MARGIN, y, { lineBreak: false });
  rule(doc, y + 10, INK_SOFT, MARGIN + wordsWidth, nameWidth);
  const onX = MARGIN + wordsWidth + nameWidth + 8;
  doc.text('on', onX, y, { lineBreak: false });
  rule(doc, y + 10, INK_SOFT, onX + onWidth - 8, dateWidth);
  doc.y = y + 34;
}

/** A table: a header, one row per line, thin rules; a new page repeats its header. */
function table(doc: Doc, { columns, rows }: { columns: Column[]; rows: Row[] }, share = 1) {
  const total = contentWidth(doc) * share;
  const padding = 4;
  const xs: number[] = [];
  let x = MARGIN;
  for (const c of columns) {
    xs.push(x);
    x += c.width * total;
  }
  const cellWidth = (i: number) => columns[i]!.width * total - 2 * padding;
  const header = () => {
    const y = doc.y;
    let height = 0;
    columns.forEach((c, i) => {
      doc
        .font(SANS)
        .fontSize(7.5)
        .fillColor(INK_SOFT)
        .text(c.label, xs[i]! + padding, y, { width: cellWidth(i), align: c.align, characterSpacing: 0.3 });
      height = Math.max(height, doc.y - y);
    });
    doc.y = y + height + 3;
    rule(doc, doc.y, INK, MARGIN, total);
    doc.y += 5;
  };
  room(doc, 40);
  header();
  const heightOf = ({ cells, bold }: Row) => {
    doc.font(bold ? SANS_BOLD : SANS).fontSize(9);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cellWidth(i) })));
  };
  rows.forEach((row, r) => {
    const { cells, bold, foot } = row;
    const font = bold ? SANS_BOLD : SANS;
    const height = heightOf(row);
    // The closing rows, from the first, go to the next page together.
    const closing = foot && !rows[r - 1]?.foot ? rows.slice(r).filter((f) => f.foot) : [row];
    const needed = closing.reduce((sum, f) => sum + heightOf(f) + 9, 0) - 1;
    if (doc.y + needed > contentBottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      header();
    }
    if (bold) rule(doc, doc.y - 5, INK, MARGIN, total);
    const y = doc.y;
    cells.forEach((cell, i) =>
      doc
        .font(font)
        .fontSize(9)
        .fillColor(INK)
        .text(cell, xs[i]! + padding, y, { width: cellWidth(i), align: columns[i]!.align }),
    );
    doc.y = y + height + 4;
    rule(doc, doc.y, LINE, MARGIN, total);
    doc.y += 5;
  });
}
