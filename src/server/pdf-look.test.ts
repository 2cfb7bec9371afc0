import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { sharedLanguages } from './i18n/languages';
import { houseFont, renderPdf, SANS, SANS_BOLD, SERIF, SERIF_BOLD, SERIF_ITALIC, wordmark } from './pdf-look';

interface Glyph {
  id: number;
  advanceWidth: number;
  path: { commands: unknown[] };
  bbox: { minY: number; maxY: number };
}
const require = createRequire(import.meta.url);
/** fontkit, as pdfkit reads a font: what a PDF viewer will draw from the embedded bytes. */
const fontkit = require('fontkit') as {
  create(bytes: Buffer): {
    postscriptName: string;
    numGlyphs: number;
    getGlyph(id: number): Glyph;
    glyphForCodePoint(c: number): Glyph;
    'OS/2': { usWeightClass: number };
  };
};

const HOUSE = [SERIF, SERIF_BOLD, SERIF_ITALIC, SANS, SANS_BOLD];

/** A one-page document of `text` in each of `fonts`, one line each. */
const pdfOf = (fonts: string[], text: string, size = 20) =>
  renderPdf({ size: 'A4' }, (doc) => {
    for (const font of fonts) doc.font(font).fontSize(size).text(text, 56);
  });

/** The fonts a PDF embeds (their subsets), as a viewer reads them: pdfkit numbers their glyphs in the order drawn. */
function embeddedFonts(pdf: Buffer) {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/FontFile2 (\d+) 0 R/g)].map(([, ref]) => {
    const object = new RegExp(`\\n${ref} 0 obj\\n<<\\n/Length (\\d+)[^]*?>>\\nstream\\n`).exec(text)!;
    const start = object.index + object[0].length;
    return fontkit.create(inflateSync(pdf.subarray(start, start + Number(object[1]))));
  });
}

async function pdfText(pdf: Buffer) {
  return (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
}

describe("the documents' fonts", () => {
  it('are the storefront’s families at their weights, named as such in the PDF', async () => {
    const fonts = HOUSE.map((n) => fontkit.create(houseFont(n)));
    expect(fonts.map((f) => f['OS/2'].usWeightClass)).toEqual([500, 700, 500, 400, 600]);
    const pdf = await pdfOf(HOUSE, 'Maison Lumière');
    const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(names)).toEqual(
      new Set([
        'CormorantGaramond-Medium',
        'CormorantGaramond-Bold',
        'CormorantGaramond-MediumItalic',
        'Inter-Regular',
        'Inter-SemiBold',
      ]),
    );
  });

  it("draws the serif's figures lining and tabular: every digit stands on the line, as tall as an H, as wide as the next", async () => {
    // Cormorant's own figures are old-style: its "1" is an "I" at the x-height, its "3" falls below the line.
    // A document's text draws them through `renderPdf`, which sets every text in lining, tabular figures.
    const [serif] = embeddedFonts(await pdfOf([SERIF], 'H0123456789'));
    const h = serif!.getGlyph(1);
    const digits = Array.from({ length: 10 }, (_, i) => serif!.getGlyph(i + 2));
    expect(serif!.numGlyphs).toBe(12); // .notdef, H and ten digits: nothing else drawn
    for (const [i, digit] of digits.entries()) {
      expect(digit.bbox.minY, String(i)).toBeGreaterThan(-20);
      expect(digit.bbox.maxY, String(i)).toBeGreaterThan(h.bbox.maxY * 0.9);
      expect(digit.advanceWidth, String(i)).toBe(digits[0]!.advanceWidth);
    }
  });

  it('measures what it draws: a column of figures is as wide whatever its digits', async () => {
    const widths: number[] = [];
    await renderPdf({ size: 'A4' }, (doc) => {
      for (const font of HOUSE) {
        doc.font(font).fontSize(10);
        widths.push(doc.widthOfString('1 111,11 €') - doc.widthOfString('8 000,00 €'));
      }
    });
    expect(widths).toEqual(HOUSE.map(() => 0));
  });

  it('prints French amounts, their thousands apart by the no-break space’s glyph (the fonts have no narrow no-break space): never split', async () => {
    const amount = sharedLanguages().translator('fr').money(125_000, 'EUR');
    expect(amount).toBe('1\u202f250,00\u00a0€');
    for (const name of HOUSE) {
      // "1", the space, "2": the space is the second glyph drawn (a .notdef would be glyph 0), the no-break space's.
      const space = embeddedFonts(await pdfOf([name], '1\u202f2'))[0]!.getGlyph(2);
      const thin = embeddedFonts(await pdfOf([name], '1\u00a02'))[0]!.getGlyph(2);
      expect(space.path.commands, name).toEqual([]);
      expect(space.advanceWidth, name).toBeGreaterThan(0);
      expect(space.advanceWidth, name).toBe(thin.advanceWidth);
    }
    const text = await pdfText(await pdfOf([SERIF, SANS], `Total TTC ${amount}`));
    expect(text.match(/Total TTC 1\s250,00\s€/g)).toHaveLength(2);
  });

  it('are read once a process, and a document embeds only the glyphs it draws', async () => {
    expect(houseFont(SERIF)).toBe(houseFont(SERIF));
    // Unpacked from its WOFF file to TrueType then, not for every document.
    expect(houseFont(SERIF).readUInt32BE(0)).toBe(0x00010000);
    const pdf = await renderPdf({ size: 'A4' }, (doc) => wordmark(doc, 56, 56, 20));
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+CormorantGaramond-Medium/);
    expect(pdf.length).toBeLessThan(30_000);
  });
});
