/*
 * The estimated sign (℮, U+212E) as a font of its own, for the atelier's printed label. The house's
 * fonts (Cormorant Garamond, Inter) have no ℮: rather than drop the sign, the label embeds
 * this font (a few hundred bytes, subset by pdfkit) for that one character, so the PDF draws the sign
 * and its text says "℮" to a reader or a search. The glyph is drawn here, geometrically: the "e" of
 * Directive 76/211/EEC, a ring open at its lower right, crossed by a bar at half its height.
 *
 * The font is a minimal TrueType file (head, hhea, maxp, hmtx, cmap, loca, glyf, name, post), built
 * once in memory (the file itself written by truetype.ts).
 */

import { Bytes, fontFile, nameTable } from './truetype';

/** Its PostScript name, and the name pdfkit registers it by. */
export const ESTIMATED_SIGN_FONT = 'MaisonLumiere-EstimatedSign';

const UNITS_PER_EM = 1000;
const ASCENT = 750;
const DESCENT = -250;
/** The sign's ring: outer and inner radius, on a centre at half its height. */
const OUTER = 330;
const INNER = 262;
const SIDE_BEARING = 50;
const ADVANCE = 2 * OUTER + 2 * SIDE_BEARING;
const CX = SIDE_BEARING + OUTER;
const CY = OUTER;
/** The bar across, as thick as the ring. */
const BAR_HALF = 34;
/** The ring runs from the bar's right end, up and round, to 320°: its opening is at the lower right. */
const RING_END_DEGREES = 320;
const ARC_STEPS = 72;

type Point = [number, number];

/** The sign's two contours, clockwise, their points on the curve. */
function signContours(): Point[][] {
  const at = (radius: number, degrees: number): Point => {
    const a = (degrees * Math.PI) / 180;
    return [Math.round(CX + radius * Math.cos(a)), Math.round(CY + radius * Math.sin(a))];
  };
  const ring: Point[] = [];
  // Outer arc from the ring's end back to the bar (clockwise), then the inner arc out again.
  for (let i = 0; i <= ARC_STEPS; i++) ring.push(at(OUTER, RING_END_DEGREES * (1 - i / ARC_STEPS)));
  for (let i = 0; i <= ARC_STEPS; i++) ring.push(at(INNER, RING_END_DEGREES * (i / ARC_STEPS)));
  const left = CX - INNER - 8;
  const right = CX + OUTER;
  const bar: Point[] = [
    [left, CY - BAR_HALF],
    [left, CY + BAR_HALF],
    [right, CY + BAR_HALF],
    [right, CY - BAR_HALF],
  ];
  return [ring, bar];
}

function glyfTable(contours: Point[][]): { glyph: Buffer; points: number; bbox: [number, number, number, number] } {
  const all = contours.flat();
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const bbox: [number, number, number, number] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const g = new Bytes().i16(contours.length);
  for (const v of bbox) g.i16(v);
  let end = -1;
  for (const c of contours) g.u16((end += c.length));
  g.u16(0); // no instructions
  for (let i = 0; i < all.length; i++) g.u8(0x01); // on the curve; x and y as 16-bit deltas
  let prev = 0;
  for (const [x] of all) {
    g.i16(x - prev);
    prev = x;
  }
  prev = 0;
  for (const [, y] of all) {
    g.i16(y - prev);
    prev = y;
  }
  while (g.length % 4) g.u8(0);
  return { glyph: g.buffer(), points: all.length, bbox };
}

/** A format 4 cmap mapping U+212E to glyph 1. */
function cmapTable(): Buffer {
  const code = 0x212e;
  const segments = [
    { start: code, end: code, delta: (1 - code) & 0xffff },
    { start: 0xffff, end: 0xffff, delta: 1 },
  ];
  const segX2 = segments.length * 2;
  const sub = new Bytes()
    .u16(4)
    .u16(16 + segments.length * 8)
    .u16(0)
    .u16(segX2)
    .u16(4)
    .u16(1)
    .u16(0);
  for (const s of segments) sub.u16(s.end);
  sub.u16(0);
  for (const s of segments) sub.u16(s.start);
  for (const s of segments) sub.u16(s.delta);
  segments.forEach(() => sub.u16(0));
  return new Bytes().u16(0).u16(1).u16(3).u16(1).u32(12).bytes(sub.buffer()).buffer();
}

function buildFont(): Buffer {
  const { glyph, points, bbox } = glyfTable(signContours());
  const contours = 2;
  const head = new Bytes()
    .u32(0x00010000)
    .u32(0x00010000)
    .u32(0) // checkSumAdjustment, set below
    .u32(0x5f0f3cf5)
    .u16(0x000b)
    .u16(UNITS_PER_EM)
    .u32(0)
    .u32(0)
    .u32(0)
    .u32(0);
  for (const v of bbox) head.i16(v);
  head.u16(0).u16(8).i16(2).i16(1).i16(0); // macStyle, lowestRecPPEM, direction, long loca, glyf format
  const hhea = new Bytes()
    .u32(0x00010000)
    .i16(ASCENT)
    .i16(DESCENT)
    .i16(0)
    .u16(ADVANCE)
    .i16(0)
    .i16(ADVANCE - bbox[2])
    .i16(bbox[2])
    .i16(1)
    .i16(0)
    .i16(0)
    .i16(0)
    .i16(0)
    .i16(0)
    .i16(0)
    .i16(0)
    .u16(2);
  const maxp = new Bytes().u32(0x00010000).u16(2).u16(points).u16(contours).u16(0).u16(0).u16(2);
  for (let i = 0; i < 8; i++) maxp.u16(0); // no twilight, storage, functions, stack, instructions, components
  // .notdef (empty, half an em) and the sign.
  const hmtx = new Bytes()
    .u16(UNITS_PER_EM / 2)
    .i16(0)
    .u16(ADVANCE)
    .i16(bbox[0]);
  const loca = new Bytes().u32(0).u32(0).u32(glyph.length);
  const post = new Bytes().u32(0x00030000).u32(0).i16(-100).i16(50).u32(0).u32(0).u32(0).u32(0).u32(0);

  return fontFile([
    ['cmap', cmapTable()],
    ['glyf', glyph],
    ['head', head.buffer()],
    ['hhea', hhea.buffer()],
    ['hmtx', hmtx.buffer()],
    ['loca', loca.buffer()],
    ['maxp', maxp.buffer()],
    [
      'name',
      nameTable([
        [1, 'Maison Lumiere Estimated Sign'],
        [2, 'Regular'],
        [4, 'Maison Lumiere Estimated Sign'],
        [6, ESTIMATED_SIGN_FONT],
      ]),
    ],
    ['post', post.buffer()],
  ] as [string, Buffer][]);
}

let built: Buffer | undefined;

/** The font's bytes, built once. */
export function estimatedSignFont(): Buffer {
  built ??= buildFont();
  return built;
}
