import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('CSV cells', () => {
  it('quotes every cell, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell('Jean;=1+1')).toBe('"Jean;=1+1"');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    for (const evil of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(evil).replace(/^"/, '')).toMatch(/^'/);
    // Numbers stay numbers, negative ones included.
    expect(csvCell(-3)).toBe('"-3"');
  });
});
