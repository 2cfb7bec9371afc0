import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './csv';

/*
 * The catalogue file as text: any cells survive writing and reading (quotes, commas, semicolons, line breaks of
 * every kind, accents, emoji), with CRLF or LF lines, with or without the BOM; each record knows the line it starts
 * on and the row a spreadsheet shows it on; a broken file says where.
 */

const tricky = fc.constantFrom('"', ',', ';', '\t', '\n', '\r\n', '\r', 'é', 'Œ', '🌹', '€', "'", '=', ' ', 'a', '""');
const cell = fc
  .array(fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 5 })), { maxLength: 6 })
  .map((p) => p.join(''));
const table = fc
  .integer({ min: 2, max: 5 })
  .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }));

const breaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/** The line each record starts on: the header on line 1, each record after every break of the ones before it. */
function expectedLines(rows: readonly (readonly string[])[]): number[] {
  let line = 1;
  return rows.map((cells) => {
    const at = line;
    line += 1 + cells.reduce((n, c) => n + breaks(c), 0);
    return at;
  });
}

describe('the catalogue file’s text', () => {
  it('keeps every cell as it was, and says on which line each record starts', () => {
    fc.assert(
      fc.property(table, (rows) => {
        const text = writeCsv(rows);
        expect(text.startsWith('\ufeff')).toBe(true);
        const read = readCsv(Buffer.from(text));
        expect(read.error).toBeUndefined();
        expect(read.records.map((r) => r.cells)).toEqual(rows);
        expect(read.records.map((r) => r.line)).toEqual(expectedLines(rows));
        expect(read.records.map((r) => r.row)).toEqual(rows.map((_, i) => i + 1));
      }),
      { numRuns: 200 },
    );
  });

  it('reads LF lines without a BOM, and semicolons when the header has no comma', () => {
    fc.assert(
      fc.property(table, fc.constantFrom(',', ';'), (rows, delimiter) => {
        const text = stringify(rows, { record_delimiter: 'unix', delimiter, quoted: true, quoted_empty: true });
        const read = readCsv(Buffer.from(text));
        expect(read.records.map((r) => r.cells)).toEqual(rows);
      }),
      { numRuns: 100 },
    );
  });

  it('counts blank lines as a spreadsheet’s rows, and a cell’s line breaks as a text editor’s lines', () => {
    const text = 'id,name\r\n1,"Rose\r\nde\r\nMinuit"\r\n\r\n2,Cuir\r\n3,"a\nb"\n4,x';
    expect(readCsv(Buffer.from(text)).records.map((r) => [r.line, r.row, r.cells[0]])).toEqual([
      [1, 1, 'id'],
      [2, 2, '1'],
      [6, 4, '2'],
      [7, 5, '3'],
      [9, 6, '4'],
    ]);
  });

  it('a broken file says where: its record’s first line and the column by its header', () => {
    const unclosed = readCsv(Buffer.from('id,name,notes\n1,"Rose\nde Minuit,x\n2,b,c\n'));
    expect(unclosed.error).toMatchObject({ line: 2, row: 2, column: 'name' });
    expect(unclosed.error?.message.id).toMatch(/never closed/);
    const stray = readCsv(Buffer.from('\ufeffid,name\r\n1,"a\r\nb"\r\n2,"x"y\r\n'));
    expect(stray.error).toMatchObject({ line: 4, row: 3, column: 'name' });
    expect(stray.error?.message.id).toMatch(/double its own quotes/);
    const latin1 = readCsv(Buffer.from([0x69, 0x64, 0x0a, 0xe9, 0x0a]));
    expect(latin1.error?.message.id).toBe('The file is not UTF-8 text: save it as “CSV UTF-8”');
  });
});
