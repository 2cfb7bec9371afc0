import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

describe('startBanner', () => {
  it('says where the shop and its back office are, who signs in, and how to pay, in plain words', () => {
    const text = startBanner({
      url: 'http://localhost:5000/',
      admin: { email: 'admin@maison-lumiere.test', password: 'lumiere-admin' },
      payments: 'simulated',
      store: 'pglite',
    });
    expect(text).toContain('Maison Lumière is open at http://localhost:5000/\n');
    expect(text).toContain('The back office: http://localhost:5000/admin\n');
    expect(text).toContain('Sign in there as admin@maison-lumiere.test, password lumiere-admin (the demo owner');
    expect(text).toContain('pay with 4242 4242 4242 4242');
    expect(text).toContain('DATA_DIR');
  });

  it('never prints a configured password, and says what to do without an owner or payments', () => {
    const configured = startBanner({
      url: 'https://shop.example',
      admin: { email: 'owner@shop.example' },
      payments: 'stripe',
      store: 'postgres',
    });
    expect(configured).toContain('Sign in there as owner@shop.example (ADMIN_EMAIL), with ADMIN_PASSWORD.');
    expect(configured).toContain('Stripe');
    expect(configured).toContain('PostgreSQL');
    const bare = startBanner({ url: 'http://127.0.0.1:4000', admin: null, payments: 'disabled', store: 'pglite' });
    expect(bare).toContain('No owner account yet: set ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(bare).toContain('Payments are off');
  });
});
