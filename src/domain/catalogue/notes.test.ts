import { describe, expect, it } from 'vitest';
import { parseNotes } from './notes';

describe('notes', () => {
  it('splits "top, middle, base"', () => {
    expect(parseNotes('Bergamot, Iris, Sandalwood')).toEqual({ top: 'Bergamot', middle: 'Iris', base: 'Sandalwood' });
  });

  it('tolerates missing and extra parts', () => {
    expect(parseNotes('Bergamot')).toEqual({ top: 'Bergamot', middle: '', base: '' });
    expect(parseNotes('A, B, C, D')).toEqual({ top: 'A', middle: 'B', base: 'C, D' });
    expect(parseNotes('')).toEqual({ top: '', middle: '', base: '' });
  });
});
