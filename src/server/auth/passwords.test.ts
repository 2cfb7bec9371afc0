import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

/*
 * A hash carries its own cost (`scrypt$N$r$p$salt$hash`): the shop hashes at N=2^15, the tests at 2^10 (passwords.ts),
 * and either verifies wherever it is checked.
 */
describe('password hashes', () => {
  // Made by the shop's own cost, N=2^15, outside the tests.
  const SHOP_HASH = 'scrypt$32768$8$1$bWFpc29uLXNhbHQtMDE$5sZKguII71-ybRKKaMXGegjbpe_xz-1vtrMm9y8Qdgk';

  it("verifies a hash by the cost it was made with, the shop's as the tests'", async () => {
    expect(await verifyPassword('Jasmin et ambre 1921', SHOP_HASH)).toBe(true);
    expect(await verifyPassword('Jasmin et ambre 1922', SHOP_HASH)).toBe(false);
    const made = await hashPassword('Jasmin et ambre 1921');
    expect(made).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Jasmin et ambre 1921', made)).toBe(true);
  });

  it('salts each hash: the same password twice is two hashes, and NFKC makes composed and decomposed one', async () => {
    const [a, b] = await Promise.all([hashPassword('Néroli'), hashPassword('Néroli')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Ne\u0301roli', a)).toBe(true);
  });
});
