import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnPath } from './return-path';

describe('return path after sign-in', () => {
  it('follows a path of this shop, query included', () => {
    expect(safeReturnPath('/recipe-builder?step=review')).toBe('/recipe-builder?step=review');
    expect(safeReturnPath('/cart')).toBe('/cart');
  });

  it('refuses anything that could leave the shop or loop', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'cart',
      '',
      null,
      undefined,
      '/a\nb',
      '/login',
      '/login?next=/cart',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });

  it('builds the sign-in link with the way back', () => {
    expect(loginHref('/custom-perfume?step=result')).toBe('/login?next=%2Fcustom-perfume%3Fstep%3Dresult');
    expect(loginHref('//evil.example')).toBe('/login');
  });
});
