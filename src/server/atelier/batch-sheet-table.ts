import { fragranceGrams } from '../../domain/atelier/label';
import type { WorkOrderFormula, WorkOrderLots } from '../../domain/atelier/work-orders';
import { contentWidth, type Doc, INK, INK_SOFT, LINE, MARGIN, rule, SANS, SANS_BOLD } from '../pdf-look';
import { en as words } from './words/en';

/** The batch sheet's formula table: what the perfumer weighs, line by line, and how the table is drawn. */

/** "12.5 %": a percent of the bottle, to its tenth. */
const percent = (value: number) => `${value.toFixed(1)} %`;
/** Hundredths of a millilitre, exact (the label's ml are exact to the hundredth). */
const hundredths = (ml: number) => Math.round(ml * 100);
/** "1.85": millilitres from their hundredths, to two decimals. */
const mlText = (h: number) => (h / 100).toFixed(2);
/** The note groups as a perfumer says them. */

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
export function batchTable(formula: WorkOrderFormula, lots: WorkOrderLots): { columns: Column[]; rows: Row[] } {
  const n = formula.quantity;
  const many = n > 1;
  const anyGrams = formula.composition.some((l) => l.grams !== undefined);
  const fragranceG = fragranceGrams(formula);
  const alcoholG = formula.alcoholGrams === undefined ? undefined : Math.round(formula.alcoholGrams * 100);
  // Every row weighed: the batch is weighed in grams; otherwise measured in ml.
  const allWeighed = anyGrams && fragranceG !== undefined && alcoholG !== undefined;
  const columns: Column[] = [
    { label: words.table.ingredient, width: 0.27, align: 'left' },
    { label: words.table.note, width: 0.07, align: 'left' },
    { label: words.table.lot, width: 0.16, align: 'left' },
    { label: words.table.drops, width: 0.07, align: 'right' },
    { label: words.table.ml, width: 0.08, align: 'right' },
    ...(anyGrams ? [{ label: words.table.g, width: 0.08, align: 'right' as const }] : []),
    { label: words.table.percentOf({ volume: formula.volumeMl }), width: 0.1, align: 'right' },
    ...(many
      ? [
          {
            label: words.table.forBottles({ n, unit: allWeighed ? words.table.g : words.table.ml }),
            width: 0.14,
            align: 'right' as const,
          },
        ]
      : []),
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
          head: [l.name, words.table.groups[l.group], lots[String(l.ingredientId)] ?? '', String(l.drops)],
          ml: hundredths(l.ml),
          g: l.grams === undefined ? undefined : Math.round(l.grams * 100),
          percent: percent(l.percent),
        }),
      ),
      row({
        head: [words.table.concentrate, '', '', String(drops)],
        ml: fragrance,
        g: fragranceGh,
        percent: share(fragrance),
      }),
      row({
        head: [words.table.alcoholBase, '', '', ''],
        ml: alcohol,
        g: alcoholG,
        percent: percent(formula.alcoholPercent),
      }),
      row(
        {
          head: [words.table.total, '', '', ''],
          ml: fragrance + alcohol,
          g: fragranceGh === undefined || alcoholG === undefined ? undefined : fragranceGh + alcoholG,
          percent: share(fragrance + alcohol),
        },
        { bold: true },
      ),
    ],
  };
}

/** A row's height at `size`: one line (a cell too long for its column is cut with "…"), and its padding. */
export const rowHeight = (doc: Doc, size: number) =>
  doc.font(SANS).fontSize(size).currentLineHeight(true) + size * 0.45;

/** A table at `size` from `top`: a header, one row per line, thin rules. Answers where it ends. */
export function table(
  doc: Doc,
  { columns, rows }: { columns: Column[]; rows: Row[] },
  top: number,
  size: number,
): number {
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
