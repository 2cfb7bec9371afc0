import { ESTIMATED_SIGN, inciList, LABEL_WARNINGS, MADE_IN, periodAfterOpening } from '../../domain/atelier/label';
import type { WorkOrderFormula } from '../../domain/atelier/work-orders';
import { perfumeTypes } from '../../domain/bespoke/bespoke';
import { strengthOfComposition } from '../../domain/bespoke/strength';
import { DEFAULT_LOCALE } from '../../domain/i18n/locales';
import type { Translator } from '../../domain/i18n/translator';
import { ESTIMATED_SIGN_FONT, estimatedSignFont } from '../estimated-sign-font';
import { sharedLanguages } from '../i18n/languages';
import { ACCENT, type Doc, INK, INK_SOFT, renderPdf as render, SANS, SANS_BOLD, SERIF_BOLD } from '../pdf-look';
import { mm } from './pdf';

/** How the bottle's label is drawn: 70 × 45 mm, as printed (decision 064). */

/** The label's size: 70 × 45 mm, the bottle's label as printed. */
const LABEL_WIDTH_MM = 70;
const LABEL_HEIGHT_MM = 45;

/*
 * The label speaks the order's language (its `tr`, `orders.locale`): its fixed words through the catalogues
 * (locales/fr/server-documents.json), its figures as the language writes them; the ingredients keep their INCI
 * names, the perfume its name and the house its address, whatever the language.
 */

/** A percent to its tenth as the language writes it: "75.0" / "75,0". */
const tenth = (tr: Translator, percent: number) =>
  tr.number(Number(percent.toFixed(1)), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "Eau de Parfum · 3.3 %": the type's name (a type the shop no longer knows as it was paid) and the real strength. */
function typeLine(tr: Translator, f: WorkOrderFormula): string {
  const type = perfumeTypes.some((p) => p.name === f.typeName) ? tr.t(f.typeName) : f.typeName;
  return `${type} · ${tenth(tr, strengthOfComposition(f).percent)} %`;
}

const codeLine = (tr: Translator, f: WorkOrderFormula) => tr.t('No. {code}', { code: f.uniqueCode });

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
  /** The order's language (`orders.locale`); English when absent. */
  tr?: Translator;
}

/** A space no line breaks at: "(2.0 %)" stays with its ingredient's last word. */
const NBSP = '\u00a0';

/**
 * The composition's items, most first: the alcohol base and each ingredient with its percent of the
 * bottle ("Alcohol (75.0 %)", "Bergamot (5.0 %)"); equal percents keep the formula's order.
 */
function compositionItems(tr: Translator, formula: WorkOrderFormula): string[] {
  const items = [
    { name: tr.t('Alcohol'), percent: formula.alcoholPercent },
    ...formula.composition.map((l) => ({ name: l.name, percent: l.percent })),
  ];
  return items
    .map((item, i) => ({ ...item, i }))
    .sort((a, b) => b.percent - a.percent || a.i - b.i)
    .map((item) => `${item.name}${NBSP}(${tenth(tr, item.percent)}${NBSP}%)`);
}

/** "Composition: Alcohol (75.0 %), Bergamot (5.0 %)…", the first `count` items; "…" when some are left out. */
const compositionOf = (tr: Translator, items: readonly string[], count: number) =>
  tr.t('Composition: {items}', {
    items: [...items.slice(0, count), ...(count < items.length ? ['…'] : [])].join(', '),
  });

/** "Ingredients: ALCOHOL DENAT., PARFUM (FRAGRANCE), AQUA, LIMONENE": the INCI names in any language. */
const ingredientsLine = (tr: Translator, formula: WorkOrderFormula) =>
  tr.t('Ingredients: {list}', { list: inciList(formula).join(', ') });

/** The bottle's label, 70 × 45 mm, in the order's language. */
export function labelPdf({
  batch,
  formula,
  house,
  tr = sharedLanguages().translator(DEFAULT_LOCALE),
}: LabelInput): Promise<Buffer> {
  return render(
    {
      size: [mm(LABEL_WIDTH_MM), mm(LABEL_HEIGHT_MM)],
      margin: 0,
      info: {
        Title: tr.t('{name}, batch {batch}', { name: formula.name, batch }),
        Author: house.legalName,
        Creator: house.legalName,
      },
    },
    (doc) => {
      doc.registerFont(ESTIMATED_SIGN_FONT, estimatedSignFont());
      drawLabel(doc, tr, batch, formula, house);
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

function drawLabel(doc: Doc, tr: Translator, batch: string, formula: WorkOrderFormula, house: LabelInput['house']) {
  const left = LABEL_MARGIN;
  const width = doc.page.width - 2 * LABEL_MARGIN;
  const floor = doc.page.height - LABEL_MARGIN;

  // The perfume's name, in the house's serif; a long one steps down to 6 pt before it wraps.
  let nameSize = 8;
  doc.font(SERIF_BOLD);
  while (nameSize > 6 && doc.fontSize(nameSize).widthOfString(formula.name) > width) nameSize -= SIZE_STEP;
  doc.fontSize(nameSize).fillColor(INK).text(formula.name, left, LABEL_MARGIN, { width });

  // Type and strength with the nominal quantity, then code and batch: each pair on one line, or one under the other.
  let y = pair(doc, [{ text: typeLine(tr, formula), font: SANS }], volumeRuns(formula), left, doc.y + 1, width, 6, INK);
  y = pair(
    doc,
    [{ text: codeLine(tr, formula), font: SANS }],
    [{ text: tr.t('Batch {batch}', { batch }), font: SANS }],
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
  const warnings = LABEL_WARNINGS.map((w) => tr.t(w)).join(' ');
  const responsible = `${houseText(house)}. ${tr.t(MADE_IN)}.`;
  doc.font(SANS).fontSize(FOOT_SIZE);
  const warningsHeight = doc.heightOfString(warnings, { width: footWidth });
  const responsibleHeight = doc.heightOfString(responsible, { width: footWidth });
  const footTop = floor - Math.max(PAO_HEIGHT, warningsHeight + 0.5 + responsibleHeight);
  const textTop = floor - warningsHeight - 0.5 - responsibleHeight;
  doc.fillColor(INK).text(warnings, left, textTop, { width: footWidth });
  doc.fillColor(INK_SOFT).text(responsible, left, doc.y + 0.5, { width: footWidth });
  drawOpenJar(doc, left + width - PAO_WIDTH, floor - PAO_HEIGHT);

  // The composition and the ingredient list between the two, as large as they fit.
  const block = fitComposition(doc, tr, formula, width, footTop - 2 - top);
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
function fitComposition(
  doc: Doc,
  tr: Translator,
  formula: WorkOrderFormula,
  width: number,
  height: number,
): CompositionBlock {
  const items = compositionItems(tr, formula);
  const ingredients = ingredientsLine(tr, formula);
  const compositionText = (items: readonly string[], count: number) => compositionOf(tr, items, count);
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
