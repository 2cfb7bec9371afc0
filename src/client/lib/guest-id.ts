const KEY = 'guestId';
/** The server's rule: `guest_` and at least 22 characters of base64url (128 random bits). */
const WELL_FORMED = /^guest_[A-Za-z0-9_-]{22,64}$/;

/**
 * A new guest identity from 16 random bytes. `crypto.getRandomValues` works on a page served
 * over plain HTTP, where `crypto.randomUUID` does not; there is no guessable fallback.
 */
function newGuestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `guest_${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The guest's identity, kept in localStorage and made on first use (an old weak one is replaced). */
export function getGuestId(): string {
  // A server render has no guest: nothing it renders shows the id, and the browser reads its own.
  if (typeof window === 'undefined') return 'guest_server';
  try {
    const existing = localStorage.getItem(KEY);
    if (existing && WELL_FORMED.test(existing)) return existing;
    const id = newGuestId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode): a per-page identity still lets the cart work.
    memoryId ??= newGuestId();
    return memoryId;
  }
}
let memoryId: string | undefined;
