import { inflateSync } from 'node:zlib';

/**
 * A TrueType file's bytes: a big-endian writer for its tables, and the file itself, its tables listed
 * in the directory by tag with their checksums (the estimated sign's font, estimated-sign-font.ts; the
 * house's fonts, unpacked from their WOFF files, pdf-look.ts).
 */

/** A big-endian byte writer. */
export class Bytes {
  private readonly parts: number[] = [];
  u8(v: number) {
    this.parts.push(v & 0xff);
    return this;
  }
  u16(v: number) {
    return this.u8(v >> 8).u8(v);
  }
  i16(v: number) {
    return this.u16(v < 0 ? v + 0x10000 : v);
  }
  u32(v: number) {
    return this.u16(Math.floor(v / 0x10000) & 0xffff).u16(v & 0xffff);
  }
  bytes(b: Uint8Array | readonly number[]) {
    for (const x of b) this.u8(x);
    return this;
  }
  get length() {
    return this.parts.length;
  }
  buffer() {
    return Buffer.from(this.parts);
  }
}

const checksum = (b: Buffer) => {
  const padded = Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
};

/**
 * A `name` table of these records (name id, text), in Windows' Unicode for US English: the family (1), its
 * style (2), the full name (4) and the PostScript name (6) a PDF prints as the font's name.
 */
export function nameTable(names: readonly [id: number, text: string][]): Buffer {
  const strings = names.map(([, s]) => Buffer.from(s, 'utf16le').swap16());
  const t = new Bytes()
    .u16(0)
    .u16(names.length)
    .u16(6 + names.length * 12);
  let offset = 0;
  names.forEach(([id], i) => {
    t.u16(3).u16(1).u16(0x409).u16(id).u16(strings[i]!.length).u16(offset);
    offset += strings[i]!.length;
  });
  for (const s of strings) t.bytes(s);
  return t.buffer();
}

/** The font file of these tables (tag, bytes), their directory sorted by tag, head's checkSumAdjustment set. */
export function fontFile(unsorted: [string, Buffer][]): Buffer {
  const tables = [...unsorted].sort(([a], [b]) => (a < b ? -1 : 1));
  const n = tables.length;
  const entrySelector = Math.floor(Math.log2(n));
  const searchRange = 2 ** entrySelector * 16;
  const directory = new Bytes()
    .u32(0x00010000)
    .u16(n)
    .u16(searchRange)
    .u16(entrySelector)
    .u16(n * 16 - searchRange);
  let offset = 12 + n * 16;
  const bodies: Buffer[] = [];
  for (const [tag, data] of tables) {
    directory.bytes(Buffer.from(tag, 'latin1')).u32(checksum(data)).u32(offset).u32(data.length);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  }
  const font = Buffer.concat([directory.buffer(), ...bodies]);
  // head's checkSumAdjustment: the whole font then sums to 0xB1B0AFBA.
  const headOffset =
    12 +
    n * 16 +
    bodies
      .slice(
        0,
        tables.findIndex(([tag]) => tag === 'head'),
      )
      .reduce((s, b) => s + b.length, 0);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/**
 * The TrueType file a WOFF (1.0) file wraps: its tables, each zlib-compressed unless that saved nothing
 * (W3C, "WOFF File Format 1.0", §4–5). Read once a process: fontkit would inflate them again for every
 * document, in JavaScript.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF' || woff.readUInt32BE(4) !== 0x00010000)
    throw new Error('Not a TrueType WOFF file');
  const tables: [string, Buffer][] = [];
  for (let i = 0, n = woff.readUInt16BE(12); i < n; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
    const length = woff.readUInt32BE(entry + 12);
    tables.push([
      woff.toString('latin1', entry, entry + 4),
      compressed.length < length ? inflateSync(compressed) : compressed,
    ]);
  }
  return fontFile(tables);
}
