import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminOrder } from '../../domain/api/admin';
import { addCartLine } from '../../domain/api/cart';
import { getOrderPage } from '../../domain/api/orders';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import { type Client, newGuestId } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';
import { giftCardCodeIn, giftCardMailText, uniqueEmail } from '#tests/integration/gift-card-mail';

/*
 * Whom a gift card is from (issue #51): the giver may name themself ("From", at most 80 characters on one line),
 * stored with the card bought (`gift_cards.from_name`); the recipient's mail signs with it, in its subject, its words
 * and on the card, in the language chosen for the recipient. Left out or blank, the card is signed with the buyer's
 * name as the order holds it, as before. The buyer's order page and the back office's order answer it (`fromName`,
 * null when none was written). Through the API.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' }));
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

/** A card of 50 bought and paid by Claire Dubois for a new recipient: the recipient's mail and the card's stored name. */
async function buy(giftCard: { fromName?: string; recipientLocale?: string }) {
  const recipientEmail = uniqueEmail('ines');
  const order = await paidOrder(t, {
    lines: [{ giftCard: { amount: 50, recipientName: 'Ines Laurent', recipientEmail, ...giftCard } }],
    shipping: { fullName: 'Claire Dubois', email: uniqueEmail('claire') },
  });
  const [mail] = await smtp.waitFor((m) => m.to.includes(recipientEmail));
  const [row] = await queryRows<{ from_name: string | null }>(
    t.store.db,
    sql`select from_name from gift_cards where order_id = ${order.id}`,
  );
  return { order, mail: mail!, code: giftCardCodeIn(mail!.text), stored: row!.from_name };
}

/** Whom the order's card is from, as the buyer's order page and the back office's order answer it. */
async function shownFrom(order: { id: number; accessKey: string }) {
  const page = await t.client().send(getOrderPage, { params: { orderId: order.id }, query: { key: order.accessKey } });
  const staff = await admin.send(getAdminOrder, { params: { id: order.id } });
  return [page.answer.giftCards.map((c) => c.fromName), staff.answer.giftCards.map((c) => c.fromName)];
}

describe('whom the gift card is from', () => {
  it('the name the giver wrote signs the English mail: its subject, its words and the card', async () => {
    const { order, mail, code, stored } = await buy({ fromName: '  Aunt Margaux ' });
    expect(stored).toBe('Aunt Margaux');
    // The buyer's order page and the back office's order say it too.
    expect(await shownFrom(order)).toEqual([['Aunt Margaux'], ['Aunt Margaux']]);
    expect(mail.subject).toBe('Aunt Margaux sends you a Maison Lumière gift card');
    expect(mail.text).toBe(giftCardMailText('en', 'Aunt Margaux', code));
    expect(mail.html).toContain('<strong>Aunt Margaux</strong> sends you a Maison Lumière gift card of');
    expect(mail.html).toContain('From Aunt Margaux');
    expect(mail.html).not.toContain('Claire Dubois');
  });

  it('and the French mail, for a recipient who reads French', async () => {
    const { mail, code, stored } = await buy({ fromName: 'Tante Margaux', recipientLocale: 'fr' });
    expect(stored).toBe('Tante Margaux');
    expect(mail.subject).toBe('Tante Margaux vous offre une carte cadeau Maison Lumière');
    expect(mail.text).toBe(giftCardMailText('fr', 'Tante Margaux', code));
    expect(mail.html).toContain('<strong>Tante Margaux</strong> vous offre une carte cadeau Maison Lumière de');
    expect(mail.html).toContain('De la part de Tante Margaux');
    expect(mail.html).not.toContain('Claire Dubois');
  });

  it('left out or blank: nothing stored, and the mail is signed with the buyer’s name as before', async () => {
    for (const choice of [{}, { fromName: '' }, { fromName: '   ' }]) {
      const { order, mail, stored } = await buy(choice);
      expect(stored, JSON.stringify(choice)).toBeNull();
      expect(await shownFrom(order)).toEqual([[null], [null]]);
      expect(mail.subject).toBe('Claire Dubois sends you a Maison Lumière gift card');
      expect(mail.html).toContain('From Claire Dubois');
    }
  });

  it('refuses a name past 80 characters or on two lines (400 at giftCard.fromName), in the request’s language', async () => {
    const c = t.client();
    const add = (fromName: string, headers?: Record<string, string>) =>
      c.send(
        addCartLine,
        {
          body: {
            guestId: newGuestId(),
            giftCard: { amount: 50, recipientName: 'Ines', recipientEmail: 'ines@example.com', fromName },
          },
        },
        headers,
      );
    for (const [fromName, message] of [
      ['x'.repeat(81), 'The name on the card is at most 80 characters'],
      ['Aunt\nMargaux', 'The name on the card must be on one line'],
    ] as const) {
      const refused = await add(fromName);
      expect(refused.statusCode, fromName).toBe(400);
      expect(refused.error.errors?.[0]).toEqual({ path: 'giftCard.fromName', message });
    }
    const french = await add('x'.repeat(81), { 'accept-language': 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.error.errors?.[0]?.message).toBe('Le nom sur la carte compte au plus 80 caractères');
    expect((await add('x'.repeat(80))).statusCode).toBe(201);
  });
});
