import { describe, expect, it } from 'vitest';
import { localizedPath, negotiateLocale, splitLocalePath } from './locales';

describe('the languages', () => {
  it('put a page under its language’s prefix, the default language’s at the root', () => {
    expect(localizedPath('/collections', 'fr')).toBe('/fr/collections');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/?x=1', 'fr')).toBe('/fr?x=1');
    expect(localizedPath('/product/1?review=1#reviews', 'fr')).toBe('/fr/product/1?review=1#reviews');
    expect(localizedPath('/collections', 'en')).toBe('/collections');
  });

  it('read a page’s language from its path, and the path without it', () => {
    expect(splitLocalePath('/fr/collections/female')).toEqual({ locale: 'fr', path: '/collections/female' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/fr?x=1')).toEqual({ locale: 'fr', path: '/?x=1' });
    expect(splitLocalePath('/en/cart')).toEqual({ locale: 'en', path: '/en/cart' });
    expect(splitLocalePath('/french')).toEqual({ locale: 'en', path: '/french' });
    expect(splitLocalePath('/faq')).toEqual({ locale: 'en', path: '/faq' });
    for (const path of ['/', '/cart', '/product/3?review=1']) {
      expect(splitLocalePath(localizedPath(path, 'fr'))).toEqual({ locale: 'fr', path });
    }
  });

  it('take the language an Accept-Language prefers most among the shop’s', () => {
    expect(negotiateLocale('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(negotiateLocale('de-DE, en;q=0.5, fr;q=0.7')).toBe('fr');
    expect(negotiateLocale('en-GB,en;q=0.9')).toBe('en');
    expect(negotiateLocale('de, it')).toBeUndefined();
    expect(negotiateLocale('fr;q=0, *')).toBe('en');
    expect(negotiateLocale(undefined)).toBeUndefined();
  });
});
