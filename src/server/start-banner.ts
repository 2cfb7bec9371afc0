/**
 * What a start outside production prints once the shop answers (src/server/main.ts): where the shop is, where the back
 * office is and who signs in there, and how to pay in the simulated mode. Plain words for a newcomer; production
 * prints only its log line.
 */
export interface StartFacts {
  /** Where shoppers open the shop (PUBLIC_URL, else this process's address). */
  url: string;
  /** Who signs in to the back office: the demo owner's address and password, or the configured address alone. */
  admin: { email: string; password?: string } | null;
  payments: 'simulated' | 'stripe' | 'disabled';
  store: 'pglite' | 'postgres';
}

export function startBanner({ url, admin, payments, store }: StartFacts): string {
  const base = url.replace(/\/+$/, '');
  const lines = [
    '',
    `  Maison Lumière is open at ${base}/`,
    `  The back office: ${base}/admin`,
    admin
      ? admin.password
        ? `  Sign in there as ${admin.email}, password ${admin.password} (the demo owner: not for production).`
        : `  Sign in there as ${admin.email} (ADMIN_EMAIL), with ADMIN_PASSWORD.`
      : '  No owner account yet: set ADMIN_EMAIL and ADMIN_PASSWORD and start again.',
    payments === 'simulated'
      ? '  Payments are simulated: pay with 4242 4242 4242 4242 (any future date, any CVC); 4000 0000 0000 0002 is declined.'
      : payments === 'stripe'
        ? '  Payments go to Stripe with the configured keys.'
        : '  Payments are off: set the Stripe keys to take orders.',
    store === 'pglite'
      ? '  The data is kept in DATA_DIR (the embedded store); DATABASE_URL moves it to PostgreSQL.'
      : '  The data is kept in the PostgreSQL database of DATABASE_URL.',
    '',
  ];
  return lines.join('\n');
}
