import { describe, expect, it } from 'vitest';
import { labelLines } from './perfume-bottle';

describe('labelLines', () => {
  it('keeps a short name on one line', () => {
    expect(labelLines('Velvet Dusk')).toEqual(['Velvet Dusk']);
    expect(labelLines('  Velvet   Dusk ')).toEqual(['Velvet Dusk']);
  });

  it('breaks a longer name at a space onto two lines of the narrowest width (14) that holds it', () => {
    expect(labelLines('Midnight Garden Reverie')).toEqual(['Midnight', 'Garden Reverie']);
  });

  it('uses wider lines (smaller type) before giving up', () => {
    const lines = labelLines('Whispering Amber Under Velvet Skies');
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe('Whispering Amber Under Velvet Skies');
  });

  it('ends a name too long even so in an ellipsis, within two lines', () => {
    const lines = labelLines('An Extraordinarily Long Perfume Name That Goes On And On Forever And Ever');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(lines.every((l) => l.length <= 26)).toBe(true);
  });

  it('cuts a single word longer than any line', () => {
    const [line, ...rest] = labelLines('Supercalifragilisticexpialidociously');
    expect(rest).toEqual([]);
    expect(line).toHaveLength(26);
    expect(line).toMatch(/…$/);
  });
});
