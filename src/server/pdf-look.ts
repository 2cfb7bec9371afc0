import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { staticInstance, type InstanceOptions } from './font-instance';

/*
 * The house's look on paper, shared by its documents (invoices, credit notes and packing slips in
 * invoices/pdf.ts; the atelier's labels in atelier/label-pdf.ts, its batch sheets in
 * atelier/batch-sheet-pdf.ts): restrained, ink on paper, the wordmark at the top, thin rules in the
 * shop's line colour, set in the house's own families, the ones the storefront self-hosts: Cormorant
 * Garamond for titles, Inter for the rest (@fontsource-variable/…). Each weight is set once a process
 * from the variable files (font-instance.ts) with lining, tabular figures ("#1" never reads "#I"),
 * and embedded as a subset of the glyphs a document draws: the documents' text is Unicode, French's
 * narrow no-break spaces and €, £, ¥ included.
 */

export const INK = '#1c1917';
export const INK_SOFT = '#5f574d';
export const LINE = '#e2d9ca';
export const ACCENT = '#7a5f36';
/** The wordmark's lozenge, the site header's `accent-soft`. */
const ACCENT_SOFT = '#b99868';

/** An A4 document's margin, in points. */
export const MARGIN = 56;
/** The fonts' names in a document: its titles' serif (and their bold and italic), its text's sans. */
export const SERIF = 'Serif';
export const SERIF_BOLD = 'Serif-Bold';
export const SERIF_ITALIC = 'Serif-Italic';
export const SANS = 'Sans';
export const SANS_BOLD = 'Sans-Bold';

export type Doc = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(file));

const LINING = ['lnum', 'tnum'];
const CORMORANT = { family: 'Cormorant Garamond', file: 'cormorant-garamond-latin-wght' };
const serifOptions = (weight: number, style: string, italic = false) => ({
  file: `@fontsource-variable/cormorant-garamond/files/${CORMORANT.file}-${italic ? 'italic' : 'normal'}.woff2`,
  options: {
    weight,
    names: { family: CORMORANT.family, style, postscript: `CormorantGaramond-${style.replace(' ', '')}` },
    figures: LINING,
  },
});
const sansOptions = (weight: number, style: string) => ({
  file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  options: { weight, names: { family: 'Inter', style, postscript: `Inter-${style}` }, figures: ['tnum'] },
});

/** Each of the documents' fonts: the storefront's file and the weight it is set at (the wordmark's is Medium). */
const HOUSE_FONTS: Record<string, { file: string; options: InstanceOptions }> = {
  [SERIF]: serifOptions(500, 'Medium'),
  [SERIF_BOLD]: serifOptions(700, 'Bold'),
  [SERIF_ITALIC]: serifOptions(500, 'Medium Italic', true),
  [SANS]: sansOptions(400, 'Regular'),
  [SANS_BOLD]: sansOptions(600, 'SemiBold'),
};

const instances = new Map<string, Buffer>();

/** A house font's TrueType bytes, set on its first use and kept for the process. */
export function houseFont(name: keyof typeof HOUSE_FONTS): Buffer {
  let bytes = instances.get(name);
  if (!bytes) {
    const { file, options } = HOUSE_FONTS[name]!;
    bytes = staticInstance(fontFile(file), options);
    instances.set(name, bytes);
  }
  return bytes;
}

/** The house's fonts, each registered under its name; pdfkit embeds the ones a document draws with. */
function registerHouseFonts(doc: Doc) {
  for (const name of Object.keys(HOUSE_FONTS)) doc.registerFont(name, houseFont(name));
  doc.font(SANS);
}

/** A document's bytes, whole, in memory (some tens of kilobytes): `draw` draws it before it is ended. */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerHouseFonts(doc);
  draw(doc);
  doc.end();
  return done;
}

/** The house's name as the site's header draws it. */
export const WORDMARK = 'Maison Lumière';

/**
 * The wordmark, as the site's header draws it: a small lozenge in the soft accent, then "Maison Lumière" in
 * the serif, `size` points, its line's top at (x, y); `doc.y` then under it. Answers the width it takes.
 */
export function wordmark(doc: Doc, x: number, y: number, size: number, color = INK): number {
  doc.font(SERIF).fontSize(size);
  const side = size * 0.2;
  const gap = size * 0.32;
  // The lozenge sits a little above the baseline, as the header's does (`top: -0.12em`).
  const baseline = y + doc.currentLineHeight() * 0.78;
  const cx = x + side * 0.71;
  const cy = baseline - size * 0.34;
  const r = side * 0.71;
  doc
    .save()
    .polygon([cx, cy - r], [cx + r, cy], [cx, cy + r], [cx - r, cy])
    .fill(ACCENT_SOFT)
    .restore();
  const textX = x + 2 * r + gap;
  doc.fillColor(color).text(WORDMARK, textX, y, { lineBreak: false });
  doc.y = y + doc.currentLineHeight(true);
  return textX - x + doc.widthOfString(WORDMARK);
}

/** The width between an A4 document's margins. */
export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** A thin rule at `y`, from the left margin across the page (or `width` points from `x`). */
export function rule(doc: Doc, y: number, color = LINE, x = MARGIN, width = contentWidth(doc)) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

/** A new page when fewer than `needed` points are left above the bottom margin. */
export function room(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}
