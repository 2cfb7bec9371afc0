import { describe, expect, it } from 'vitest';
import { closesByGoingBack, OPENED_HERE, quickViewId, withoutQuickView, withQuickView } from './quick-view-url';

const p = (s: string) => new URLSearchParams(s);

describe("the quick view's address", () => {
  it('reads the perfume id: a positive integer, nothing else', () => {
    expect(quickViewId(p('quick=7'))).toBe(7);
    expect(quickViewId(p('q=rose&quick=12&sort=name'))).toBe(12);
    expect(quickViewId(p('quick=2147483647'))).toBe(2_147_483_647);
    for (const bad of [
      '',
      'quick=',
      'quick=0',
      'quick=-3',
      'quick=1.5',
      'quick=abc',
      'quick=07',
      'quick=2147483648',
      'quick=1e3',
    ]) {
      expect(quickViewId(p(bad)), bad).toBeNull();
    }
  });

  it("opens beside the page's own parameters and closes without touching them", () => {
    const filtered = p('q=n%C3%A9roli&family=citrus&minPrice=120&maxPrice=150&sort=price_asc');
    const opened = withQuickView(filtered, 4);
    expect(opened.toString()).toBe('q=n%C3%A9roli&family=citrus&minPrice=120&maxPrice=150&sort=price_asc&quick=4');
    expect(withoutQuickView(opened).toString()).toBe(filtered.toString());
    // Another perfume replaces the one open, in place.
    expect(withQuickView(p('quick=4&sort=name'), 9).toString()).toBe('quick=9&sort=name');
    expect(withoutQuickView(p('quick=4')).toString()).toBe('');
  });

  it('leaves the params it was given as they were', () => {
    const params = p('family=woody');
    withQuickView(params, 3);
    expect(params.toString()).toBe('family=woody');
    const open = p('quick=3');
    withoutQuickView(open);
    expect(open.toString()).toBe('quick=3');
  });

  it('goes back to close only what the page opened itself', () => {
    expect(closesByGoingBack(OPENED_HERE)).toBe(true);
    expect(closesByGoingBack({ ...OPENED_HERE })).toBe(true);
    for (const state of [null, undefined, {}, { quickView: true }, 'opened', { sheetOpened: 'order' }]) {
      expect(closesByGoingBack(state)).toBe(false);
    }
  });
});
