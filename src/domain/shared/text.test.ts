import { describe, expect, it } from 'vitest';
import { countInWords } from './text';

describe('countInWords', () => {
  it('writes a count as a sentence starts with it, in words up to ninety-nine', () => {
    expect(countInWords(1)).toBe('One');
    expect(countInWords(13)).toBe('Thirteen');
    expect(countInWords(20)).toBe('Twenty');
    expect(countInWords(21)).toBe('Twenty-one');
    expect(countInWords(99)).toBe('Ninety-nine');
    expect(countInWords(120)).toBe('120');
  });
});
