import { describe, expect, it } from 'vitest';
import { sharedLanguages } from '../i18n/languages';
import { orderConfirmationMail } from '../orders/mails/confirmation';
import { orderShippedMail } from '../orders/mails/shipped';
import type { OrderMailData } from './order-data';

/** The order's mails speak the order's language (orders.locale): its words, its amounts, its dates. */

const order: OrderMailData = {
  orderId: 42,
  currency: 'EUR',
  lines: [{ name: 'Rose de Minuit', quantity: 1, unitPriceCents: 13_300 }],
  subtotalCents: 13_300,
  shippingCents: 1200,
  totalCents: 14_500,
  shippingDetails: {
    fullName: 'Camille Roux',
    email: 'camille@example.com',
    address: '12 rue de Rivoli',
    city: 'Paris',
    postalCode: '75004',
    country: 'FR',
  },
  orderUrl: 'https://shop.example/orders/42?key=abc',
  vat: { taxCents: 2417, rateBp: 2000 },
  shippingMethod: 'Colissimo',
  countryName: 'France',
  invoiceUrl: 'https://shop.example/api/orders/42/invoice?key=abc',
  invoiceNumber: '2026-000007',
};

const { translator } = sharedLanguages();

describe('the confirmation mail in the order’s language', () => {
  it('a French order: French subject, words and amounts', () => {
    const mail = orderConfirmationMail({ ...order, tr: translator('fr') });
    expect(mail.subject).toBe('Votre commande n° 42 est confirmée');
    expect(mail.text).toMatch(/^Merci pour votre commande n° 42\n\nNous avons bien reçu votre paiement de 145,00\s€/);
    // French puts a no-break space before a colon, in the text part too.
    expect(mail.text).toContain('- Rose de Minuit × 1\u00a0: 133,00\u00a0€');
    expect(mail.text).toContain('Livraison (Colissimo)\u00a0: 12,00\u00a0€');
    expect(mail.text).toContain('Total\u00a0: 145,00\u00a0€');
    expect(mail.text).not.toMatch(/\S: /);
    expect(mail.text).toContain('Voir votre commande\u00a0: https://shop.example/orders/42?key=abc');
    expect(mail.text).toContain('Votre facture 2026-000007 (PDF)');
    expect(mail.text).toMatch(/Avec nos remerciements,\nMaison Lumière$/);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toMatch(/Nous avons bien reçu votre paiement de <strong>145,00\s€<\/strong> et préparons/);
    expect(mail.html).toContain('Télécharger votre facture 2026-000007 (PDF)');
    expect(mail.html).toContain('Ce message vous a été envoyé');
    expect(mail.html).not.toMatch(/Thank you|Subtotal|€145/);
    expect(mail.text).not.toMatch(/Thank you|Subtotal|€145|With our thanks/);
  });

  it('an English order: the mail as it has always been', () => {
    const english = orderConfirmationMail({ ...order, tr: translator('en') });
    expect(english).toEqual(orderConfirmationMail(order));
    expect(english.subject).toBe('Your order #42 is confirmed');
    expect(english.text).toBe(
      [
        'Thank you for your order #42',
        '',
        'We have received your payment of €145.00 and are preparing your order. We will write again when it leaves our atelier.',
        '',
        '- Rose de Minuit × 1: €133.00',
        '',
        'Subtotal: €133.00',
        'Shipping (Colissimo): €12.00',
        'Total: €145.00',
        'incl. VAT 20 %: €24.17',
        '',
        'Shipping to:',
        'Camille Roux',
        '12 rue de Rivoli',
        '75004 Paris',
        'France',
        '',
        'View your order: https://shop.example/orders/42?key=abc',
        'Your invoice 2026-000007 (PDF): https://shop.example/api/orders/42/invoice?key=abc',
        '',
        'With our thanks,',
        'Maison Lumière',
      ].join('\n'),
    );
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain(
      'We have received your payment of <strong>€145.00</strong> and are preparing your order.',
    );
  });
});

describe('the shipped mail in French', () => {
  it('names the carrier and the tracking number in French', () => {
    const mail = orderShippedMail({ ...order, tr: translator('fr'), carrier: 'DHL', trackingNumber: 'JD1' });
    expect(mail.subject).toBe('Votre commande n° 42 a été expédiée');
    expect(mail.text).toContain('Votre commande a quitté notre atelier avec DHL.\nNuméro de suivi : JD1');
    expect(mail.html).toContain('avec <strong>DHL</strong>.');
  });
});
