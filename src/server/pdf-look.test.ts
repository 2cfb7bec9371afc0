import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { houseFont, renderPdf, SANS, SANS_BOLD, SERIF, SERIF_BOLD, SERIF_ITALIC, wordmark } from './pdf-look';

/** fontkit, as pdfkit reads a font: what a PDF viewer will draw from the embedded bytes. */
const fontkit = createRequire(import.meta.url)('fontkit') as {
  create(bytes: Buffer): {
    postscriptName: string;
    capHeight: number;
    glyphForCodePoint(c: number): { id: number; bbox: { minY: number; maxY: number } };
    'OS/2': { usWeightClass: number };
  };
};

describe("the documents' fonts", () => {
  it('are the storefront’s families at their weights, named as such', () => {
    const names = [SERIF, SERIF_BOLD, SERIF_ITALIC, SANS, SANS_BOLD].map((n) => fontkit.create(houseFont(n)));
    expect(names.map((f) => f.postscriptName)).toEqual([
      'CormorantGaramond-Medium',
      'CormorantGaramond-Bold',
      'CormorantGaramond-MediumItalic',
      'Inter-Regular',
      'Inter-SemiBold',
    ]);
    expect(names.map((f) => f['OS/2'].usWeightClass)).toEqual([500, 700, 500, 400, 600]);
  });

  it("draws the serif's figures lining: every digit stands on the line and reaches the capitals' height", () => {
    // Cormorant's own figures are old-style: its "1" is an "I" at the x-height, its "3" falls below the line.
    const serif = fontkit.create(houseFont(SERIF));
    for (const digit of '0123456789') {
      const { bbox } = serif.glyphForCodePoint(digit.charCodeAt(0));
      expect(bbox.minY, digit).toBeGreaterThan(-20);
      expect(bbox.maxY, digit).toBeGreaterThan(serif.capHeight * 0.9);
    }
  });

  it('holds French’s narrow no-break space, the euro, the pound and the yen', () => {
    for (const name of [SERIF, SANS]) {
      const font = fontkit.create(houseFont(name));
      for (const c of [0x202f, 0xa0, 0x20ac, 0xa3, 0xa5, 0xe8, 0x152]) expect(font.glyphForCodePoint(c).id).not.toBe(0);
    }
  });

  it('are set once a process, and a document embeds only the glyphs it draws', async () => {
    expect(houseFont(SERIF)).toBe(houseFont(SERIF));
    const pdf = await renderPdf({ size: 'A4' }, (doc) => wordmark(doc, 56, 56, 20));
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+CormorantGaramond-Medium/);
    expect(pdf.length).toBeLessThan(30_000);
  });
});
