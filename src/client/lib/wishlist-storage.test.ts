import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_WISHLIST_IDS } from '@/domain/wishlist/wishlist';
import { clearLocalWishlist, parseStoredWishlist, readLocalWishlist, writeLocalWishlist } from './wishlist-storage';

describe('parseStoredWishlist', () => {
  it('reads the ids the shop wrote, in their order', () => {
    expect(parseStoredWishlist('[7,3,12]')).toEqual([7, 3, 12]);
  });

  it.each([null, '', 'not json', '{"ids":[1]}', '"1,2"', '42', 'null', '[]'])('reads %j as an empty list', (raw) => {
    expect(parseStoredWishlist(raw)).toEqual([]);
  });

  it('drops whatever is not a perfume id, and repeats', () => {
    expect(parseStoredWishlist('[1,"2",0,-3,1.5,null,{"id":4},[5],1e300,2147483648,6,1,6]')).toEqual([1, 6]);
  });

  it(`keeps at most ${MAX_WISHLIST_IDS} ids`, () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(parseStoredWishlist(JSON.stringify(many))).toEqual(many.slice(0, MAX_WISHLIST_IDS));
  });

  it('answers the same empty list each time (a stable snapshot for React)', () => {
    expect(parseStoredWishlist('junk')).toBe(parseStoredWishlist(null));
  });
});

describe('the guest list in localStorage', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('window', {});
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('writes, reads back the same array until it changes, and clears', () => {
    writeLocalWishlist([4, 9]);
    const first = readLocalWishlist();
    expect(first).toEqual([4, 9]);
    expect(readLocalWishlist()).toBe(first);
    writeLocalWishlist([2, 4, 9]);
    expect(readLocalWishlist()).toEqual([2, 4, 9]);
    clearLocalWishlist();
    expect(readLocalWishlist()).toEqual([]);
    expect(store.has('wishlist')).toBe(false);
  });

  it('reads a tampered value as far as it is valid', () => {
    store.set('wishlist', '[3,"<script>",3,8]');
    expect(readLocalWishlist()).toEqual([3, 8]);
  });

  it('keeps the list for the page when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    writeLocalWishlist([5]);
    expect(readLocalWishlist()).toEqual([5]);
  });

  it('reads nothing on the server', () => {
    vi.stubGlobal('window', undefined);
    store.set('wishlist', '[1]');
    expect(readLocalWishlist()).toEqual([]);
  });
});
