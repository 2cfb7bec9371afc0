import { createRequire } from 'node:module';
import { Bytes, fontFile, nameTable } from './truetype';

/*
 * One weight of a variable font, as a plain TrueType file a PDF embeds. The house's families are
 * self-hosted as variable WOFF2 files (@fontsource-variable/…, the storefront's own); pdfkit reads them
 * through fontkit, but fontkit's subsetter copies a WOFF2 font's glyphs from their compressed form
 * (composite glyphs come out broken) and draws a variable font at its default weight only (Cormorant's
 * is Light). So each weight the documents use is set here once: every glyph's points moved to that
 * weight by the font's own variations (gvar, HVAR), written back uncompressed with the tables text
 * layout reads (cmap, GSUB for the lining figures, GPOS for kerning), under a name of its own
 * ("CormorantGaramond-Medium"). Hinting is left out (the PDF is not a screen at 9 px).
 */

const require = createRequire(import.meta.url);

/** What this module reads of a fontkit font (fontkit ships no types). */
interface Point {
  onCurve: boolean;
  endContour: boolean;
  x: number;
  y: number;
  copy(): Point;
}
interface Component {
  glyphID: number;
  dx: number;
  dy: number;
  scaleX: number;
  scaleY: number;
  scale01: number;
  scale10: number;
}
interface DecodedGlyph {
  numberOfContours: number;
  points?: Point[];
  components?: Component[];
}
interface Metrics {
  length: number;
  get(i: number): { advance: number; bearing: number } | undefined;
}
interface VariableFont {
  numGlyphs: number;
  characterSet: number[];
  glyphForCodePoint(codePoint: number): { id: number };
  layout(text: string, features: string[]): { glyphs: { id: number }[] };
  variationCoords: number[] | null;
  fvar?: { axis: { axisTag: string; defaultValue: number; minValue: number; maxValue: number }[] };
  HVAR?: unknown;
  hmtx: { metrics: Metrics; bearings: { get(i: number): number | undefined } };
  stream: { buffer: Uint8Array };
  directory: { tables: Record<string, { offset: number; length: number } | undefined> };
  _transformedGlyphs?: (DecodedGlyph | null)[];
  _transformGlyfTable(): void;
  _decompress(): void;
  _variationProcessor: {
    transformPoints(gid: number, points: Point[]): void;
    getAdvanceAdjustment(gid: number, hvar: unknown): number;
  } | null;
}

const fontkit = require('fontkit') as { create(buffer: Buffer): unknown };

/** Its names: the family, the style ("Medium"), and the PostScript name a PDF lists ("CormorantGaramond-Medium"). */
interface InstanceNames {
  family: string;
  style: string;
  postscript: string;
}

/** How the instance is set: its weight on the `wght` axis, its names, the features its figures are drawn with. */
export interface InstanceOptions {
  weight: number;
  names: InstanceNames;
  /**
   * The figures' features, set into the font's character map so every figure it draws has them
   * (`['lnum', 'tnum']`: Cormorant's figures are old-style by default, and an order's "#1" would read "#I").
   */
  figures?: string[];
}

/** An instanced glyph: its contours' points, or its components, and its advance. */
interface Instanced {
  glyph: DecodedGlyph | null;
  advance: number;
}

/** The tables a PDF's text needs, copied as they are. */
const COPIED = ['OS/2', 'head', 'hhea', 'maxp', 'post', 'GDEF', 'GPOS', 'GSUB'] as const;

/**
 * The variable WOFF2 font `woff2` at a weight, as a TrueType file of its own names (a hundred kilobytes or
 * so, built in a few hundred milliseconds: build it once a process).
 */
export function staticInstance(woff2: Buffer, { weight, names, figures = [] }: InstanceOptions): Buffer {
  // The glyphs as drawn at the default weight (fontkit decodes a WOFF2 font's glyphs all at once, and
  // would vary a composite's offsets without its metrics if a weight were set first)…
  const font = fontkit.create(woff2) as VariableFont;
  font._transformGlyfTable();
  font._decompress();
  const decoded = font._transformedGlyphs ?? [];
  // …then moved to the weight by the variations of a second reading (fontkit keeps a font's first weight).
  const atWeight = fontkit.create(woff2) as VariableFont;
  atWeight.variationCoords = (atWeight.fvar?.axis ?? []).map((a) =>
    a.axisTag.trim() === 'wght' ? weight : a.defaultValue,
  );
  atWeight._decompress();
  const variation = atWeight._variationProcessor;

  // A point of the font's own kind (fontkit's, with its `copy`), to make the moving points from.
  const sample = decoded.find((g) => g?.points?.length)?.points?.[0];
  if (!sample) throw new Error('A font without outlines cannot be set');
  const point = (x: number, y: number, onCurve: boolean) =>
    Object.assign(sample.copy(), { x, y, onCurve, endContour: true });

  const instanced: Instanced[] = [];
  for (let gid = 0; gid < font.numGlyphs; gid++) {
    const original = decoded[gid] ?? null;
    const { advance, bearing } = defaultMetrics(font, gid);
    if (!original || original.numberOfContours === 0) {
      instanced.push({ glyph: null, advance: varyAdvance(atWeight, gid, advance, null) });
      continue;
    }
    const glyph: DecodedGlyph = { numberOfContours: original.numberOfContours };
    // The moving points: the outline's, or each component's offset; then the four phantom points.
    let moving: Point[];
    if (original.points) {
      glyph.points = original.points.map((p) => p.copy());
      moving = [...glyph.points];
    } else {
      glyph.components = (original.components ?? []).map((c) => ({ ...c }));
      moving = glyph.components.map((c) => point(c.dx, c.dy, true));
    }
    const xMin = original.points ? Math.min(...original.points.map((p) => p.x)) : 0;
    // The phantom points: the origin and the advance, then two for vertical metrics (unused here).
    const phantom = [point(xMin - bearing, 0, false), point(xMin - bearing + advance, 0, false)];
    const all = [...moving, ...phantom, point(0, 0, false), point(0, 0, false)];
    variation?.transformPoints(gid, all);
    if (glyph.components) {
      glyph.components.forEach((c, i) => {
        c.dx = Math.round(all[i]!.x);
        c.dy = Math.round(all[i]!.y);
      });
    } else {
      glyph.points = all
        .slice(0, moving.length)
        .map((p) => Object.assign(p, { x: Math.round(p.x), y: Math.round(p.y) }));
    }
    const varied = all[moving.length + 1]!.x - all[moving.length]!.x;
    instanced.push({ glyph, advance: varyAdvance(atWeight, gid, advance, Math.round(varied)) });
  }
  return writeFont(font, instanced, characterMap(font, figures), weight, names);
}

const DIGITS = '0123456789';
const THIN_SPACE = 0x2009;
const NARROW_NO_BREAK_SPACE = 0x202f;

/**
 * Each character's glyph: the font's own, its figures with `figures`' forms, and French's narrow no-break
 * space (the thousands of "1 250,00 €", which neither family draws) as the thin space's glyph.
 */
function characterMap(font: VariableFont, figures: string[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const code of font.characterSet) map.set(code, font.glyphForCodePoint(code).id);
  if (figures.length) {
    const { glyphs } = font.layout(DIGITS, figures);
    if (glyphs.length === DIGITS.length) glyphs.forEach((g, i) => map.set(DIGITS.charCodeAt(i), g.id));
  }
  const thin = map.get(THIN_SPACE);
  if (thin !== undefined && !map.has(NARROW_NO_BREAK_SPACE)) map.set(NARROW_NO_BREAK_SPACE, thin);
  return map;
}

/** A `cmap` of one format 12 table (Windows, full Unicode): runs of consecutive characters on consecutive glyphs. */
function cmapTable(map: Map<number, number>): Buffer {
  const codes = [...map.keys()].sort((a, b) => a - b);
  const groups: [start: number, end: number, glyph: number][] = [];
  for (const code of codes) {
    const glyph = map.get(code)!;
    const last = groups.at(-1);
    if (last && code === last[1] + 1 && glyph === last[2] + (code - last[0])) last[1] = code;
    else groups.push([code, code, glyph]);
  }
  const sub = new Bytes()
    .u16(12)
    .u16(0)
    .u32(16 + groups.length * 12)
    .u32(0)
    .u32(groups.length);
  for (const [start, end, glyph] of groups) sub.u32(start).u32(end).u32(glyph);
  return new Bytes().u16(0).u16(1).u16(3).u16(10).u32(12).bytes(sub.buffer()).buffer();
}

/** A glyph's advance and left side bearing as the font's default weight has them. */
function defaultMetrics(font: VariableFont, gid: number) {
  const { metrics, bearings } = font.hmtx;
  if (gid < metrics.length) return metrics.get(gid)!;
  return { advance: metrics.get(metrics.length - 1)?.advance ?? 0, bearing: bearings.get(gid - metrics.length) ?? 0 };
}

/** The advance at the weight: HVAR's adjustment when the font has one, else what its phantom points say. */
function varyAdvance(font: VariableFont, gid: number, advance: number, fromPhantoms: number | null) {
  const variation = font._variationProcessor;
  if (variation && font.HVAR) return Math.round(advance + variation.getAdvanceAdjustment(gid, font.HVAR));
  return fromPhantoms ?? advance;
}

type Box = [xMin: number, yMin: number, xMax: number, yMax: number];

/** A glyph's points as drawn: a composite's resolved through its components. */
function outline(glyphs: Instanced[], gid: number, depth = 0): { x: number; y: number }[] {
  const glyph = glyphs[gid]?.glyph;
  if (!glyph || depth > 8) return [];
  if (glyph.points) return glyph.points;
  return (glyph.components ?? []).flatMap((c) =>
    outline(glyphs, c.glyphID, depth + 1).map((p) => ({
      x: p.x * c.scaleX + p.y * c.scale01 + c.dx,
      y: p.y * c.scaleY + p.x * c.scale10 + c.dy,
    })),
  );
}

function boxOf(points: { x: number; y: number }[]): Box {
  if (!points.length) return [0, 0, 0, 0];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)].map(Math.round) as Box;
}

const F2DOT14 = 16384;
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const ARGS_ARE_XY_VALUES = 0x0002;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** A glyph's bytes in `glyf`: its points (on or off the curve, 16-bit deltas), or its components. */
function glyphBytes(glyph: DecodedGlyph, box: Box): Buffer {
  const g = new Bytes().i16(glyph.numberOfContours);
  for (const v of box) g.i16(v);
  if (glyph.points) {
    glyph.points.forEach((p, i) => p.endContour && g.u16(i));
    g.u16(0); // no instructions
    for (const p of glyph.points) g.u8(p.onCurve ? 1 : 0);
    let prev = 0;
    for (const p of glyph.points) {
      g.i16(p.x - prev);
      prev = p.x;
    }
    prev = 0;
    for (const p of glyph.points) {
      g.i16(p.y - prev);
      prev = p.y;
    }
  } else {
    const components = glyph.components ?? [];
    components.forEach((c, i) => {
      const twoByTwo = c.scale01 !== 0 || c.scale10 !== 0;
      const xy = !twoByTwo && c.scaleX !== c.scaleY;
      const scale = !twoByTwo && !xy && c.scaleX !== 1;
      const flags =
        ARG_1_AND_2_ARE_WORDS |
        ARGS_ARE_XY_VALUES |
        (i < components.length - 1 ? MORE_COMPONENTS : 0) |
        (twoByTwo ? WE_HAVE_A_TWO_BY_TWO : xy ? WE_HAVE_AN_X_AND_Y_SCALE : scale ? WE_HAVE_A_SCALE : 0);
      g.u16(flags).u16(c.glyphID).i16(c.dx).i16(c.dy);
      const f2 = (v: number) => g.i16(Math.round(v * F2DOT14));
      if (twoByTwo) [c.scaleX, c.scale01, c.scale10, c.scaleY].forEach(f2);
      else if (xy) [c.scaleX, c.scaleY].forEach(f2);
      else if (scale) f2(c.scaleX);
    });
  }
  while (g.length % 4) g.u8(0);
  return g.buffer();
}

function writeFont(
  font: VariableFont,
  glyphs: Instanced[],
  characters: Map<number, number>,
  weight: number,
  names: InstanceNames,
): Buffer {
  const raw = (tag: string) => {
    const entry = font.directory.tables[tag];
    return entry ? Buffer.from(font.stream.buffer.subarray(entry.offset, entry.offset + entry.length)) : undefined;
  };
  const glyf: Buffer[] = [];
  const loca = new Bytes();
  const hmtx = new Bytes();
  let offset = 0;
  let advanceMax = 0;
  const fontBox: Box = [0, 0, 0, 0];
  glyphs.forEach(({ glyph, advance }, gid) => {
    loca.u32(offset);
    const box = glyph ? boxOf(outline(glyphs, gid)) : ([0, 0, 0, 0] as Box);
    if (glyph) {
      const bytes = glyphBytes(glyph, box);
      glyf.push(bytes);
      offset += bytes.length;
      fontBox[0] = Math.min(fontBox[0], box[0]);
      fontBox[1] = Math.min(fontBox[1], box[1]);
      fontBox[2] = Math.max(fontBox[2], box[2]);
      fontBox[3] = Math.max(fontBox[3], box[3]);
    }
    hmtx.u16(Math.max(0, advance)).i16(box[0]);
    advanceMax = Math.max(advanceMax, advance);
  });
  loca.u32(offset);

  const tables: [string, Buffer][] = [];
  for (const tag of COPIED) {
    const bytes = raw(tag);
    if (bytes) tables.push([tag, bytes]);
  }
  const byTag = Object.fromEntries(tables);
  // head: the font's box, long loca offsets; hhea: every glyph its own advance; OS/2: the weight.
  const head = byTag.head!;
  fontBox.forEach((v, i) => head.writeInt16BE(v, 36 + 2 * i));
  head.writeInt16BE(1, 50);
  const hhea = byTag.hhea!;
  hhea.writeUInt16BE(advanceMax, 10);
  hhea.writeUInt16BE(glyphs.length, 34);
  byTag['OS/2']?.writeUInt16BE(Math.round(weight), 4);
  tables.push(
    ['cmap', cmapTable(characters)],
    ['glyf', Buffer.concat(glyf)],
    ['loca', loca.buffer()],
    ['hmtx', hmtx.buffer()],
    [
      'name',
      nameTable([
        [1, names.family],
        [2, names.style === 'Regular' ? 'Regular' : names.style],
        [4, `${names.family} ${names.style}`],
        [6, names.postscript],
      ]),
    ],
  );
  return fontFile(tables);
}
