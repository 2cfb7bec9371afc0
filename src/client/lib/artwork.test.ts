import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artworkSrc } from './artwork';

describe('artworkSrc', () => {
  it('keeps every picture as it is in the light theme', () => {
    expect(artworkSrc('/images/perfumes/rose-de-minuit.svg', 'light')).toBe('/images/perfumes/rose-de-minuit.svg');
    expect(artworkSrc('/media/ab12.webp', 'light')).toBe('/media/ab12.webp');
  });

  it("takes the house's dark twin of a bottle or an ingredient in the dark theme", () => {
    expect(artworkSrc('/images/perfumes/rose-de-minuit.svg', 'dark')).toBe('/images/perfumes/dark/rose-de-minuit.svg');
    expect(artworkSrc('/images/ingredients/pink-pepper.svg', 'dark')).toBe('/images/ingredients/dark/pink-pepper.svg');
  });

  it('leaves uploaded pictures and anything else alone', () => {
    for (const src of [
      '/media/0f3a9c.webp',
      'https://cdn.example/images/perfumes/x.svg',
      '/images/perfumes/dark/rose-de-minuit.svg',
      '/images/perfumes/rose.png',
      '',
    ]) {
      expect(artworkSrc(src, 'dark')).toBe(src);
    }
  });

  it('finds a dark twin for every drawing the generator wrote', () => {
    for (const folder of ['perfumes', 'ingredients']) {
      const dir = join(import.meta.dirname, '../../../public/images', folder);
      const light = readdirSync(dir).filter((f) => f.endsWith('.svg'));
      expect(light.length).toBeGreaterThan(0);
      expect(readdirSync(join(dir, 'dark')).sort()).toEqual(light.sort());
    }
  });
});
