import PDFDocument from 'pdfkit';

/*
 * The house's look on paper, shared by its documents (invoices, credit notes and packing slips in
 * invoices/pdf.ts; the atelier's labels in atelier/label-pdf.ts, its batch sheets in
 * atelier/batch-sheet-pdf.ts): restrained, ink on paper, a serif title, thin rules in the shop's line
 * colour. pdfkit's standard fonts (Times, Helvetica) are written in WinAnsi, which holds the euro sign
 * and French accents: no font is embedded.
 */

export const INK = '#1c1917';
export const INK_SOFT = '#5f574d';
export const LINE = '#e2d9ca';
export const ACCENT = '#7a5f36';

/** An A4 document's margin, in points. */
export const MARGIN = 56;
export const SERIF = 'Times-Roman';
export const SERIF_BOLD = 'Times-Bold';
export const SANS = 'Helvetica';
export const SANS_BOLD = 'Helvetica-Bold';

export type Doc = PDFKit.PDFDocument;

/**
 * Text as the standard fonts can write it: WinAnsi has no narrow no-break space (U+202F, French's thousands
 * separator, `1 250,00 €`) nor thin spaces, which pdfkit would print as another character; each is a no-break
 * space (U+00A0), which WinAnsi holds.
 */
export const winAnsi = (text: string): string => text.replace(/[\u2009\u202f]/g, '\u00a0');

/** A document's bytes, whole, in memory (a few kilobytes): `draw` draws it before it is ended. */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
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
