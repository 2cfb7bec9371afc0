/**
 * Who a discount code's use counts for (docs/decisions/061-promotions.md, "Uses per customer"): one
 * shopper may reach a code through an account and through guest checkouts with their e-mail, spelt
 * in any case or with a `+tag`; each of those names the same identity, and a use counts against all
 * of them, so any one blocks the others.
 */

/**
 * An e-mail address as one identity: trimmed, lower-cased, without whitespace, and with a `+tag`
 * dropped from the local part (`Ada+shop@Example.com` is `ada@example.com`), since the mailbox behind
 * a tag is the untagged one at every large provider. Dots stay: at most providers `a.da@` and `ada@`
 * are two mailboxes, possibly two people (Gmail's dotted spellings of one mailbox are not folded).
 * Text without an `@` is only trimmed and lower-cased.
 */
export function emailIdentity(email: string): string {
  const address = email.replace(/\s+/g, '').toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

/**
 * The identities one use counts against: the account (`user:<id>`) when signed in, and each e-mail
 * given (the account's, the order's shipping and billing addresses'), normalised by `emailIdentity`,
 * each once, in the order given.
 */
export function customerKeys(who: {
  userId?: number | null | undefined;
  emails?: readonly (string | null | undefined)[];
}): string[] {
  const keys = who.userId != null ? [`user:${who.userId}`] : [];
  for (const email of who.emails ?? []) {
    if (!email?.trim()) continue;
    const key = `email:${emailIdentity(email)}`;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** The identities as one column holds them: space-separated (no key holds a space). */
export const joinCustomerKeys = (keys: readonly string[]): string => keys.join(' ');

/** The identities a stored use counts against (a use stored before issue #41 holds one). */
export const splitCustomerKeys = (stored: string): string[] => stored.split(' ').filter((k) => k !== '');
