const KEY = 'guestId';

/**
 * The guest's identity: `guest_` + a random UUID kept in localStorage, made on
 * first use. Falls back to `guest_{timestamp}` where crypto.randomUUID is missing.
 */
export function getGuestId(): string {
  // A server render has no guest: nothing it renders shows the id, and the browser reads its own.
  if (typeof window === 'undefined') return 'guest_server';
  try {
    const existing = localStorage.getItem(KEY);
    if (existing && /^guest_[A-Za-z0-9-]{1,64}$/.test(existing)) return existing;
    const id = typeof crypto.randomUUID === 'function' ? `guest_${crypto.randomUUID()}` : `guest_${Date.now()}`;
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode): a per-page identity still lets the cart work.
    memoryId ??= `guest_${Date.now()}`;
    return memoryId;
  }
}
let memoryId: string | undefined;
