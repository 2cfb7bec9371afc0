import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartLine } from '../../domain/api/cart';
import { paidOrder, useTestApp } from '#tests/integration/fixtures';
import { newGuestId } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';
import { giftCardCodeIn, giftCardMailText, uniqueEmail } from '#tests/integration/gift-card-mail';

/*
 * The recipient's mail speaks the language the buyer chose for them (`gift_cards.recipient_locale`), whatever
 * the order's own language: its subject, words, amount and links; the buyer's own mails stay in the order's.
 * Left out, the language is the default's (English), its mail as it has always been. Through the API.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' }));

/** A card of 50 bought and paid (an English order, by Claire Dubois) for a new recipient: both parties' mails. */
async function buy(giftCard: { recipientLocale?: string }) {
  const recipientEmail = uniqueEmail('ines');
  const buyerEmail = uniqueEmail('claire');
  const order = await paidOrder(t, {
    lines: [{ giftCard: { amount: 50, recipientName: 'Ines Laurent', recipientEmail, ...giftCard } }],
    shipping: { fullName: 'Claire Dubois', email: buyerEmail },
  });
  const [mail] = await smtp.waitFor((m) => m.to.includes(recipientEmail));
  const [confirmation] = await smtp.waitFor((m) => m.to.includes(buyerEmail));
  return { order, mail: mail!, confirmation: confirmation!, code: giftCardCodeIn(mail!.text) };
}

describe('the gift card recipient’s language', () => {
  it('French chosen on an English order: the recipient reads French, the buyer English', async () => {
    const { order, mail, confirmation, code } = await buy({ recipientLocale: 'fr' });
    expect(mail.subject).toBe('Claire Dubois vous offre une carte cadeau Maison Lumière');
    expect(mail.text).toBe(giftCardMailText('fr', 'Claire Dubois', code));
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('<title>Une carte cadeau de 50,00\u00a0€ pour vous</title>');
    expect(mail.html).toContain('<strong>Claire Dubois</strong> vous offre une carte cadeau Maison Lumière de');
    expect(mail.html).toContain('CODE DE VOTRE CARTE CADEAU');
    expect(mail.html).not.toMatch(/sends you|€50\.00|Your gift card/);

    // The buyer's own mail stays in the order's language.
    expect(confirmation.subject).toBe(`Your order #${order.id} is confirmed`);
    expect(confirmation.text).toContain('Gift card €50.00 for Ines Laurent');
    const [row] = await queryRows<{ recipient_locale: string }>(
      t.store.db,
      sql`select recipient_locale from gift_cards where order_id = ${order.id}`,
    );
    expect(row).toEqual({ recipient_locale: 'fr' });
  });

  it('left out (or English chosen): the mail as it has always been, word for word', async () => {
    for (const choice of [{}, { recipientLocale: 'en' }]) {
      const { mail, code } = await buy(choice);
      expect(mail.subject).toBe('Claire Dubois sends you a Maison Lumière gift card');
      expect(mail.text).toBe(giftCardMailText('en', 'Claire Dubois', code));
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain('<strong>Claire Dubois</strong> sends you a Maison Lumière gift card of');
    }
  });

  it('a language the shop lacks is refused (400), in the words of the request’s language', async () => {
    const c = t.client();
    for (const recipientLocale of ['de', 'FR', '', 'fr-FR']) {
      const refused = await c.send(addCartLine, {
        body: {
          guestId: newGuestId(),
          giftCard: { amount: 50, recipientName: 'Ines', recipientEmail: 'ines@example.com', recipientLocale },
        },
      });
      expect(refused.statusCode, recipientLocale).toBe(400);
      expect(refused.error.errors?.[0]?.path).toBe('giftCard.recipientLocale');
      expect(refused.error.errors?.[0]?.message).toBe('Choose a language the shop speaks.');
    }
    const french = await c.send(
      addCartLine,
      {
        body: {
          guestId: newGuestId(),
          giftCard: { amount: 50, recipientName: 'Ines', recipientEmail: 'ines@example.com', recipientLocale: 'de' },
        },
      },
      { 'accept-language': 'fr' },
    );
    expect(french.statusCode).toBe(400);
    expect(french.error.errors?.[0]?.message).toBe('Choisissez une langue que la boutique parle.');
  });
});
