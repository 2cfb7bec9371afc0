import { describe, expect, it } from 'vitest';
import { sharedLanguages } from '../../i18n/languages';
import { cartReminderMail, unsubscribeHeaders } from './cart-reminder';

/** The abandoned-cart reminder (DESIGN §1 "Abandoned carts and consent") in its reader's language. */

const { translator } = sharedLanguages();
const NBSP = '\u00a0';
const restoreUrl = 'https://shop.example/cart?restore=r3st0reT0ken';
const unsubscribeUrl = 'https://shop.example/api/marketing/unsubscribe?token=unsubT0ken';
const lines = [
  { name: 'Ambre Nuit', volume: 100, quantity: 2 },
  { name: 'My Garden', volume: null, quantity: 1 },
];

describe('the abandoned-cart reminder', () => {
  it('in English: the lines, the way back to the cart, and the unsubscribe link in the footer', () => {
    const mail = cartReminderMail({
      tr: translator('en'),
      customerName: 'Ada Lovelace',
      lines,
      restoreUrl,
      unsubscribeUrl,
    });
    expect(mail.kind).toBe('cart-reminder');
    expect(mail.subject).toBe('Your cart is waiting for you');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Dear Ada Lovelace,');
      expect(part).toContain('You left these perfumes in your cart:');
      expect(part).toContain('Ambre Nuit, 100 ml × 2');
      expect(part).toContain('My Garden × 1');
    }
    expect(mail.text).toContain(`Return to your cart: ${restoreUrl}`);
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${restoreUrl}"`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    // The unsubscribe link is in the footer, after the house's sign-off in the text part.
    expect(mail.text.indexOf('Maison Lumière')).toBeLessThan(mail.text.indexOf('Unsubscribe:'));
    expect(mail.html).not.toContain('because of an order or a request');
  });

  it('greets a guest without a name, one line in the singular', () => {
    const mail = cartReminderMail({
      tr: translator('en'),
      customerName: null,
      lines: lines.slice(0, 1),
      restoreUrl,
      unsubscribeUrl,
    });
    expect(mail.text).toMatch(/^Hello,\n\nYou left this perfume in your cart:\n- Ambre Nuit, 100 ml × 2/);
  });

  it('in French: French words and typography', () => {
    const mail = cartReminderMail({
      tr: translator('fr'),
      customerName: 'Hélène Muller',
      lines,
      restoreUrl,
      unsubscribeUrl,
    });
    expect(mail.subject).toBe('Votre panier vous attend');
    expect(mail.html).toContain('<html lang="fr">');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Bonjour Hélène Muller,');
      expect(part).toContain(`Ambre Nuit, 100${NBSP}ml × 2`);
    }
    expect(mail.text).toContain(`Retrouver votre panier${NBSP}: ${restoreUrl}`);
    expect(mail.text).toContain(`Se désabonner${NBSP}: ${unsubscribeUrl}`);
    expect(mail.text).not.toMatch(/\S: /);
    expect(mail.text).not.toMatch(/Return to|Unsubscribe|your cart/);
  });

  it('carries RFC 8058 headers: the link, and the one-click POST', () => {
    expect(unsubscribeHeaders(unsubscribeUrl)).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
