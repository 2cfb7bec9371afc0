import { formatReadyOn, type WorkOrderFormula, type WorkOrderLots } from '../../domain/atelier/work-orders';
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
  WORDMARK,
  wordmark,
} from '../pdf-look';
import { batchTable, rowHeight, table } from './batch-sheet-table';
import { typeLine } from './pdf';
import { en as words } from './words/en';

/**
 * How the batch sheet is drawn: one A4 page the perfumer weighs from (decision 064). Its formula
 * table is in batch-sheet-table.ts.
 */

/** "0.0760 %": an allergen's percent of the finished perfume, to the 4 decimals the label keeps. */
const allergenPercent = (value: number) => `${value.toFixed(4)} %`;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

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
      info: {
        Title: words.sheet.title({ batch: input.batch }),
        Author: input.house.legalName,
        Creator: input.house.legalName,
      },
    },
    (doc) => drawSheet(doc, input),
  );
}

function heading(doc: Doc, text: string, y: number): number {
  doc.font(SANS).fontSize(8).fillColor(ACCENT).text(text.toUpperCase(), MARGIN, y, { characterSpacing: 0.8 });
  return doc.y + 4;
}

function drawSheet(doc: Doc, { id, batch, formula, orderId, createdAt, lots, readyOn }: BatchSheetInput) {
  const width = contentWidth(doc);
  const bottom = doc.page.height - SHEET_MARGIN_Y - 12;
  let y = SHEET_MARGIN_Y;

  // The title, the house's wordmark flush right on its line.
  const markSize = 13;
  doc.font(SERIF).fontSize(markSize);
  const houseWidth = doc.widthOfString(WORDMARK) + markSize * 0.6;
  wordmark(doc, MARGIN + width - houseWidth, y + 3, markSize);
  doc
    .font(SERIF)
    .fontSize(18)
    .fillColor(INK)
    .text(words.sheet.title({ batch }), MARGIN, y, { width: width - houseWidth - 12, lineBreak: false });
  y += 24;
  rule(doc, y, ACCENT);
  y += 8;

  // The work order's facts, three columns of label and value.
  const facts: [string, string][] = [
    [words.sheet.perfume, formula.name],
    [words.sheet.type, typeLine(formula)],
    [words.sheet.workOrder, words.sheet.workOrderOf({ id, orderId })],
    [words.sheet.perfumeNo, formula.uniqueCode],
    [words.sheet.bottles, words.sheet.bottlesOf({ quantity: formula.quantity, volume: formula.volumeMl })],
    [words.sheet.made, dateFormat.format(createdAt)],
    [words.sheet.kind, words.sheet.kinds[formula.kind]],
    [words.sheet.readyOn, readyOn ? formatReadyOn(readyOn) : words.sheet.notResting],
  ];
  const gap = 14;
  const third = (width - 2 * gap) / 3;
  const labelWidth = 56;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % 3) * (third + gap);
    const line = y + Math.floor(i / 3) * 13;
    doc
      .font(SANS)
      .fontSize(6)
      .fillColor(INK_SOFT)
      .text(label.toUpperCase(), x, line + 1.5, { width: labelWidth, characterSpacing: 0.4, lineBreak: false });
    doc
      .font(SANS_BOLD)
      .fontSize(7.5)
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

  y = heading(doc, words.sheet.formula, y);
  y = table(doc, formulaTable, y, size);

  y = heading(doc, words.sheet.allergens, y + 10);
  if (formula.allergens.length) y = allergenGrid(doc, formula.allergens, y, size);
  else {
    doc.font(SANS).fontSize(size).fillColor(INK).text(words.sheet.noAllergens, MARGIN, y, { width, lineBreak: false });
    y += rowHeight(doc, size);
  }

  // Where the perfumer signs, on blank lines, both on one line.
  y = Math.max(y + 16, bottom - signHeight + 10);
  signLine(doc, words.sheet.weighedBy, MARGIN, y, width / 2 - 12);
  signLine(doc, words.sheet.bottledBy, MARGIN + width / 2 + 12, y, width / 2 - 12);

  // Whose sheet it is, at its foot.
  doc
    .font(SANS)
    .fontSize(7)
    .fillColor(INK_SOFT)
    .text(words.sheet.foot({ batch, name: formula.name, id, orderId }), MARGIN, doc.page.height - 31, {
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
