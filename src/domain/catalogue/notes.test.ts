import { describe, expect, it } from 'vitest';
import { noteKey, notesByTier, parseNotes } from './notes';

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

describe('notes by tier', () => {
  it('reads one note a tier, the rest the base, without a split', () => {
    expect(notesByTier('Pink Pepper, Rose, Patchouli')).toEqual({
      top: ['Pink Pepper'],
      middle: ['Rose'],
      base: ['Patchouli'],
    });
    expect(notesByTier('A, B, C, D').base).toEqual(['C', 'D']);
  });

  it('gives each tier as many notes as the split says', () => {
    expect(notesByTier('Bergamot, Lemon, Rose, Jasmine, Iris, Musk', { top: 2, middle: 3 })).toEqual({
      top: ['Bergamot', 'Lemon'],
      middle: ['Rose', 'Jasmine', 'Iris'],
      base: ['Musk'],
    });
    expect(parseNotes('A, B, C', { top: 2, middle: 1 })).toEqual({ top: 'A, B', middle: 'C', base: '' });
  });

  it('leaves the later tiers empty when the split asks for more notes than there are', () => {
    expect(notesByTier('A, B', { top: 3, middle: 1 })).toEqual({ top: ['A', 'B'], middle: [], base: [] });
  });

  it('keys a note without case or accents', () => {
    expect(noteKey('Ylang-Ylang')).toBe('ylang-ylang');
    expect(noteKey(' Néroli')).toBe('neroli');
  });
});
