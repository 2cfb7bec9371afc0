import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestIdSchema } from '@/domain/shared/fields';
import { getGuestId } from './guest-id';

describe('getGuestId', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('window', {});
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes 128 random bits the server accepts, and keeps them', () => {
    const id = getGuestId();
    expect(id).toMatch(/^guest_[A-Za-z0-9_-]{22}$/);
    expect(guestIdSchema.safeParse(id).success).toBe(true);
    expect(getGuestId()).toBe(id);
    expect(new Set(Array.from({ length: 200 }, () => (store.clear(), getGuestId()))).size).toBe(200);
  });

  it('works where crypto.randomUUID is missing (a page over plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(guestIdSchema.safeParse(getGuestId()).success).toBe(true);
  });

  it.each(['guest_1700000000000', 'guest_1', 'guest_abc'])('replaces a weak stored id (%s)', (weak) => {
    store.set('guestId', weak);
    const id = getGuestId();
    expect(id).not.toBe(weak);
    expect(guestIdSchema.safeParse(id).success).toBe(true);
  });

  it('keeps a stored UUID id', () => {
    const uuid = `guest_${globalThis.crypto.randomUUID()}`;
    store.set('guestId', uuid);
    expect(getGuestId()).toBe(uuid);
  });
});
