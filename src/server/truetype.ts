/**
 * A TrueType file's bytes: a big-endian writer for its tables, and the file itself, its tables listed
 * in the directory by tag with their checksums (the estimated sign's font, estimated-sign-font.ts).
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
