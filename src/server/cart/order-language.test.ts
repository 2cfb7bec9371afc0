import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine, getCartSummary } from '../../domain/api/cart';
import { getHousePage } from '../../domain/api/pages';
import { createShippingZone } from '../../domain/api/shipping';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import { Client, newGuestId } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';

/*
 * A French shopper's checkout in French (issue #46): the method's name the cart summary gives, the one an order
 * records when placed (its mails, invoice and page show it), the country its mails name and the house pages'
 * list of methods; an English shopper's as they have always been. Through the API.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' }));

beforeAll(async () => {
  const admin = await adminClient(t);
  const zone = await admin.send(createShippingZone, {
    body: {
      name: 'Germany',
      countries: ['DE'],
      restOfWorld: false,
      methods: [
        {
          name: 'Parcel',
          translations: { fr: { name: 'Colis suivi' } },
          // The price of the rest of the world's: the payment (asked before the country is known) is the order's.
          price: 12,
          freeAbove: null,
          minDays: 2,
          maxDays: 4,
        },
      ],
    },
  });
  expect(zone.statusCode).toBe(201);
});

const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2)}@example.com`;

describe("a French checkout's shipping method and country", () => {
  it("the cart summary names the method in the request's language", async () => {
    const client = new Client(t.app);
    const guestId = newGuestId();
    expect((await client.send(addCartLine, { body: { perfumeId: 1, quantity: 1, guestId } })).statusCode).toBe(201);
    const summary = async (headers: Record<string, string> = {}) =>
      (await client.send(getCartSummary, { query: { guestId, country: 'DE' } }, headers)).answer.shippingMethod;
    expect(await summary()).toBe('Parcel');
    expect(await summary({ 'accept-language': 'fr' })).toBe('Colis suivi');
  });

  it('a French order records the French name, and its confirmation names the country in French', async () => {
    const email = uniqueEmail('lena');
    const order = await paidOrder(t, {
      lines: [[1, 1]],
      locale: 'fr',
      shipping: {
        fullName: 'Lena Vogel',
        email,
        address: 'Unter den Linden 1',
        city: 'Berlin',
        postalCode: '10117',
        country: 'DE',
      },
    });
    const [row] = await queryRows<{ shipping_method_name: string }>(
      t.store.db,
      sql`select shipping_method_name from orders where id = ${order.id}`,
    );
    expect(row?.shipping_method_name).toBe('Colis suivi');
    const [mail] = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail!.text).toContain('Allemagne');
    expect(mail!.text).not.toContain('Germany');
    expect(mail!.text).toContain('Colis suivi');
  });

  it("an English order's, as they have always been", async () => {
    const email = uniqueEmail('max');
    const order = await paidOrder(t, {
      lines: [[1, 1]],
      shipping: {
        fullName: 'Max Weber',
        email,
        address: 'Unter den Linden 1',
        city: 'Berlin',
        postalCode: '10117',
        country: 'DE',
      },
    });
    const [row] = await queryRows<{ shipping_method_name: string }>(
      t.store.db,
      sql`select shipping_method_name from orders where id = ${order.id}`,
    );
    expect(row?.shipping_method_name).toBe('Parcel');
    const [mail] = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail!.text).toContain('Germany');
    expect(mail!.text).toContain('Parcel');
  });

  it("the house pages list each method by its name in the page's language", async () => {
    const page = async (lang: string) =>
      (await t.client().send(getHousePage, { params: { slug: 'shipping-returns' } }, { 'accept-language': lang }))
        .answer.body;
    expect(await page('fr')).toContain('Colis suivi');
    expect(await page('en')).toContain('Parcel');
    expect(await page('en')).not.toContain('Colis suivi');
  });
});
