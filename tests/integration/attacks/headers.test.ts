import { describe, expect, it } from 'vitest';
import { getAdminDashboard, listAdminOrders, listMails } from '../../../src/domain/api/admin';
import { getCurrentUser, getSubscription } from '../../../src/domain/api/auth';
import { getCart, getUserCart } from '../../../src/domain/api/cart';
import { getPerfumes } from '../../../src/domain/api/catalogue';
import { getUserOrders } from '../../../src/domain/api/orders';
import { getWishlist } from '../../../src/domain/api/wishlist';
import { adminClient, signedIn, useTestApp } from '../fixtures';
import { newGuestId } from '../helpers';

/** What an attacker can put in headers the shop echoes or logs. */
const t = useTestApp();

describe('request ids', () => {
  it.each(['<script>alert(1)</script>', 'forged-id', '1'])(
    'never takes the client’s x-request-id (%s)',
    async (forged) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/perfumes', headers: { 'x-request-id': forged } });
      expect(res.headers['x-request-id']).not.toBe(forged);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    },
  );

  it('gives every request its own id', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/config' })));
    expect(new Set(ids.map((r) => r.headers['x-request-id'])).size).toBe(5);
  });
});

describe('framing', () => {
  it("forbids framing once, with frame-ancestors 'none' and no contradicting X-Frame-Options", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('caching', () => {
  it('keeps no answer that read the session in any cache (account, cart, back office, mails)', async () => {
    const customer = await signedIn(t);
    const admin = await adminClient(t);
    const answers = [
      await customer.send(getCurrentUser),
      await customer.send(getUserCart),
      await customer.send(getUserOrders),
      await customer.send(getWishlist),
      await customer.send(getSubscription),
      await admin.send(listAdminOrders, { query: {} }),
      await admin.send(listMails, { query: {} }),
      await admin.send(getAdminDashboard),
      // An error that read the session, too.
      await customer.send(listMails, { query: {} }),
    ];
    for (const [i, res] of answers.entries())
      expect(res.headers['cache-control'], `answer ${i}`).toBe('private, no-store');
  });

  it("keeps a guest's cart out of caches, and lets the catalogue be revalidated", async () => {
    const cart = await t.client().send(getCart, { query: { guestId: newGuestId() } });
    expect(cart.headers['cache-control']).toBe('private, no-store');
    const catalogue = await t.client().send(getPerfumes);
    expect(catalogue.headers['cache-control']).not.toContain('no-store');
    expect(catalogue.headers.etag).toBeDefined();
  });
});
