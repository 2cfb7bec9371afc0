import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { sfntOfWoff } from './truetype';

/*
 * The house's look on paper, shared by its documents (invoices, credit notes and packing slips in
 * invoices/pdf.ts; the atelier's labels in atelier/label-pdf.ts, its batch sheets in
 * atelier/batch-sheet-pdf.ts): restrained, ink on paper, the wordmark at the top, thin rules in the
 * shop's line colour, set in the house's own families, the ones the storefront self-hosts: Cormorant
 * Garamond for titles, Inter for the rest. On paper they come from the families' static files
 * (@fontsource/…, one WOFF a weight and style, Latin subset), read once a process; pdfkit embeds the
 * subset of glyphs a document draws. Every text a document draws or measures goes through `renderPdf`'s
 * document, which sets it with lining, tabular figures ("#1" never reads "#I") and gives French's narrow
 * no-break space a glyph the fonts have.
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

/**
 * Each of the documents' fonts, a static file of the families' packages (the wordmark's weight is Cormorant's
 * Medium). Their Latin subset holds what the documents print in English and French (accents, Œ, the quotes and
 * dashes, €, £, ¥, the thin space; ℮ is estimated-sign-font.ts's).
 */
const HOUSE_FONTS: Record<string, string> = {
  [SERIF]: require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff'),
  [SERIF_BOLD]: require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-700-normal.woff'),
  [SERIF_ITALIC]: require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff'),
  [SANS]: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  [SANS_BOLD]: require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
};

const files = new Map<string, Buffer>();

/** A house font's TrueType bytes (its package's WOFF file, unpacked), read on its first use and kept for the process. */
export function houseFont(name: keyof typeof HOUSE_FONTS): Buffer {
  let bytes = files.get(name);
  if (!bytes) {
    bytes = sfntOfWoff(readFileSync(HOUSE_FONTS[name]!));
    files.set(name, bytes);
  }
  return bytes;
}

/** Figures that read as data: lining (Cormorant's own are old-style) and tabular (a column's digits align). */
const FIGURES = ['lnum', 'tnum'] as const;

/**
 * The text as the house's fonts draw it. Neither family has French's narrow no-break space (the thousands
 * of `1 250,00 €`): it is set as the no-break space, which all five have (pdf-look.test.ts), a little wider
 * than the thin space but, like the narrow one, never the end of a line: an amount is never split.
 */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

type TextOptions = PDFKit.Mixins.TextOptions;
/**
 * Only a text with a figure is set with them: pdfkit lays out a text with features afresh each time, past
 * its cache of words, and most of a document's words have none.
 */
const DIGIT = /\d/;
const withFigures = (text: string, options: TextOptions | undefined): TextOptions | undefined =>
  options?.features || !DIGIT.test(text) ? options : { ...options, features: [...FIGURES] };

/**
 * The document's text functions, once, for every document: what is drawn and what is measured (a column's
 * width, a block's height, where a line wraps) is the same text in the same figures.
 */
function houseText(doc: Doc) {
  const text: Doc['text'] = doc.text.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  doc.text = ((s: string, x?: number | TextOptions, y?: number, options?: TextOptions) =>
    x !== null && typeof x === 'object'
      ? text(printable(s), withFigures(s, x))
      : text(printable(s), x, y, withFigures(s, options))) as Doc['text'];
  // pdfkit's line wrapper measures each word here, with the options (and figures) `text` was given.
  doc.widthOfString = (s, options) => widthOfString(printable(s), withFigures(s, options));
  doc.heightOfString = (s, options) => heightOfString(printable(s), withFigures(s, options));
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
  houseText(doc);
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
