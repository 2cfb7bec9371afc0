import { describe, expect, it } from 'vitest';
import { sharedLanguages } from '../../i18n/languages';
import type { OrderMailData } from '../../mail/order-data';
import { orderConfirmationMail } from '../../orders/mails/confirmation';
import {
  refillActionNeededMail,
  refillCancelledMail,
  refillChangedMail,
  refillDeclinedMail,
  type RefillMailData,
  refillPostponedMail,
  refillReminderMail,
  refillStoppedMail,
} from './refill-mails';

/** The refill mails (DESIGN §1 "Refills") in the subscription's language: what, when, how much, and the link. */

const { translator } = sharedLanguages();
const NBSP = '\u00a0';
const manageUrl = 'https://shop.example/dashboard?tab=subscription';
const frManageUrl = 'https://shop.example/fr/dashboard?tab=subscription';

const data = (locale: 'en' | 'fr'): RefillMailData => ({
  tr: translator(locale),
  customerName: 'Hélène Muller',
  item: 'Ambre Nuit, 100 ml',
  intervalWeeks: 8,
  amountCents: 8500,
  currency: 'EUR',
  renewalAt: new Date('2026-12-15T09:00:00Z'),
  manageUrl: locale === 'fr' ? frManageUrl : manageUrl,
});
const en = data('en');
const fr = data('fr');

/** Both parts of a mail say `words`. */
function says(mail: { html: string; text: string }, ...words: string[]) {
  for (const w of words) {
    expect(mail.text).toContain(w);
    expect(mail.html).toContain(w);
  }
}

describe('the reminder, three days before', () => {
  it('in English: what, when, how much, the lock, and both actions lead to the refills tab', () => {
    const mail = refillReminderMail(en);
    expect(mail.kind).toBe('refill-reminder');
    expect(mail.subject).toBe('Your refill of Ambre Nuit, 100 ml on December 15, 2026');
    says(mail, 'Dear Hélène Muller,', 'Ambre Nuit, 100 ml', 'every 8 weeks', 'December 15, 2026', '€85.00');
    // Changes lock 48 hours before.
    says(mail, 'Changes close 48 hours before each delivery: until December 13, 2026');
    expect(mail.text).toContain(`Skip this delivery: ${manageUrl}`);
    expect(mail.text).toContain(`Change or pause it: ${manageUrl}`);
    expect(mail.html).toContain(`href="${manageUrl}"`);
    expect(mail.html).toContain('<strong>€85.00</strong>');
    expect(mail.text).toMatch(/With our thanks,\nMaison Lumière$/);
  });

  it('in French: French words, amount and date, French typography', () => {
    const mail = refillReminderMail(fr);
    expect(mail.subject).toBe(`Votre recharge «${NBSP}Ambre Nuit, 100 ml${NBSP}» du 15 décembre 2026`);
    says(mail, 'Bonjour Hélène Muller,', 'toutes les 8 semaines', '15 décembre 2026', `85,00${NBSP}€`);
    expect(mail.text).toContain(`Sauter cette livraison${NBSP}: ${frManageUrl}`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).not.toMatch(/\S: /);
    expect(mail.text).not.toMatch(/refill|Skip|€85/);
  });
});

describe('a declined renewal', () => {
  const declined = { retryAt: new Date('2026-12-18T09:00:00Z'), cardUrl: 'https://shop.example/card/7', attempt: 1 };

  it('says when we try again and links to change the card', () => {
    const mail = refillDeclinedMail({ ...en, ...declined });
    expect(mail.kind).toBe('refill-declined');
    expect(mail.subject).toBe('Your refill of Ambre Nuit, 100 ml: the payment was declined');
    says(mail, '€85.00', 'December 15, 2026', 'December 18, 2026', 'attempt 1 of 3');
    expect(mail.text).toContain('Change the card: https://shop.example/card/7');
    expect(mail.html).toContain('href="https://shop.example/card/7"');
    expect(mail.text).toContain(`Your refills: ${manageUrl}`);
  });

  it('the last try says so', () => {
    const mail = refillDeclinedMail({ ...en, ...declined, retryAt: null, attempt: 3 });
    says(mail, 'This was our last try (3 of 3)');
    expect(mail.text).not.toContain('We will try again');
  });

  it('in French', () => {
    const mail = refillDeclinedMail({ ...fr, ...declined });
    expect(mail.subject).toBe(`Votre recharge «${NBSP}Ambre Nuit, 100 ml${NBSP}»${NBSP}: le paiement a été refusé`);
    says(mail, `85,00${NBSP}€`, '18 décembre 2026', 'tentative 1 sur 3');
    expect(mail.text).toContain(`Changer de carte${NBSP}: https://shop.example/card/7`);
    expect(mail.text).toContain(`Vos recharges${NBSP}: ${frManageUrl}`);
  });
});

describe('a payment the bank wants confirmed', () => {
  const confirmUrl = 'https://shop.example/refills/7/confirm?token=t';

  it('links to confirm it, in English and French', () => {
    const mail = refillActionNeededMail({ ...en, confirmUrl });
    expect(mail.kind).toBe('refill-action-needed');
    says(mail, 'Your bank asks you to confirm the payment of', '€85.00', 'December 15, 2026');
    expect(mail.text).toContain(`Confirm the payment: ${confirmUrl}`);
    expect(mail.html).toContain(`href="${confirmUrl.replace('&', '&amp;')}"`);
    const french = refillActionNeededMail({ ...fr, confirmUrl });
    says(french, `85,00${NBSP}€`, '15 décembre 2026');
    expect(french.text).toContain(`Confirmer le paiement${NBSP}: ${confirmUrl}`);
  });
});

describe('a cancelled refill', () => {
  it('says who cancelled it and that nothing more is charged', () => {
    const customer = refillCancelledMail({ ...en, reason: 'customer' });
    expect(customer.kind).toBe('refill-cancelled');
    expect(customer.subject).toBe('Your refill of Ambre Nuit, 100 ml is cancelled');
    says(customer, 'You cancelled your refill of', 'nothing more will be charged');
    says(refillCancelledMail({ ...en, reason: 'declined' }), 'After three declined payments we have stopped');
    says(refillCancelledMail({ ...en, reason: 'staff' }), 'Our team has cancelled your refill');
    expect(customer.text).toContain(`Your refills: ${manageUrl}`);
  });

  it('in French', () => {
    const mail = refillCancelledMail({ ...fr, reason: 'declined' });
    says(mail, 'Après trois paiements refusés', `plus rien ne sera débité`);
    expect(mail.subject).toBe(`Votre recharge «${NBSP}Ambre Nuit, 100 ml${NBSP}» est annulée`);
  });
});

describe('a postponed renewal (sold out)', () => {
  it('not charged, tried again on a day', () => {
    const until = new Date('2026-12-22T09:00:00Z');
    const mail = refillPostponedMail({ ...en, until });
    expect(mail.kind).toBe('refill-postponed');
    says(mail, 'is sold out for now', 'nothing has been charged', 'December 15, 2026', 'December 22, 2026');
    const french = refillPostponedMail({ ...fr, until });
    says(french, 'épuisé pour le moment', '22 décembre 2026', 'rien n’a été débité');
  });
});

describe('a stopped refill (IFRA)', () => {
  it('explains it, nothing charged, the atelier in touch', () => {
    const mail = refillStoppedMail({ ...en, item: 'Jardin de Hélène' });
    expect(mail.kind).toBe('refill-stopped');
    says(mail, 'Jardin de Hélène', 'IFRA limits', 'nothing has been charged', 'Our atelier will be in touch');
    says(refillStoppedMail({ ...fr, item: 'Jardin de Hélène' }), 'limites IFRA', 'Notre atelier vous contactera');
  });
});

describe('a change confirmed', () => {
  it('each change with the new next date and its price', () => {
    const next = { ...en, renewalAt: new Date('2027-02-09T09:00:00Z') };
    says(refillChangedMail({ ...next, change: 'skipped' }), 'You skipped the next delivery', 'February 9, 2027');
    says(refillChangedMail({ ...next, change: 'paused' }), 'is paused', 'February 9, 2027');
    says(refillChangedMail({ ...next, change: 'resumed' }), 'is running again');
    const interval = refillChangedMail({ ...next, intervalWeeks: 12, change: 'interval' });
    expect(interval.kind).toBe('refill-changed');
    expect(interval.subject).toBe('Your refill of Ambre Nuit, 100 ml: next delivery on February 9, 2027');
    says(interval, 'now comes every 12 weeks', '€85.00');
    const french = refillChangedMail({ ...fr, renewalAt: next.renewalAt, intervalWeeks: 4, change: 'interval' });
    says(french, 'toutes les 4 semaines', '9 février 2027', `85,00${NBSP}€`);
  });
});

describe('the first order’s confirmation with a refill line', () => {
  const order: OrderMailData = {
    orderId: 42,
    currency: 'EUR',
    lines: [
      { name: 'Ambre Nuit 100 ml', quantity: 1, unitPriceCents: 8500, refillWeeks: 4 },
      { name: 'Rose de Minuit 50 ml', quantity: 1, unitPriceCents: 13_300 },
    ],
    subtotalCents: 21_800,
    shippingCents: 1200,
    totalCents: 23_000,
    shippingDetails: {
      fullName: 'Hélène Muller',
      email: 'helene@example.com',
      address: '12 rue de Rivoli',
      city: 'Paris',
      postalCode: '75004',
      country: 'FR',
    },
    orderUrl: 'https://shop.example/orders/42?key=abc',
    refills: { paidAt: new Date('2026-11-30T10:00:00Z'), manageUrl },
  };

  it('says what, how often, how much, the first renewal (paid + 4 weeks) and links to the refills tab', () => {
    const mail = orderConfirmationMail(order);
    const sentence =
      'Refill: Ambre Nuit 100 ml every 4 weeks. Your card is kept by our payment provider and charged on each delivery: €85.00 plus shipping at today’s price, the first on December 28, 2026;';
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(`Skip, pause or cancel at any time from your account.\nYour refills: ${manageUrl}`);
    expect(mail.html).toContain('<strong>Refill:</strong> Ambre Nuit 100 ml every 4 weeks.');
    expect(mail.html).toContain(`<a href="${manageUrl}" style="color:#7a5f36">your account</a>`);
    // Only the refill line: the one-off bottle has no such sentence.
    expect(mail.text.match(/Refill:/g)).toHaveLength(1);
  });

  it('in French', () => {
    const mail = orderConfirmationMail({
      ...order,
      tr: translator('fr'),
      refills: { ...order.refills!, manageUrl: frManageUrl },
    });
    expect(mail.text).toContain(`Recharge${NBSP}: Ambre Nuit 100 ml toutes les 4 semaines.`);
    expect(mail.text).toContain(`85,00${NBSP}€ plus les frais de port`);
    expect(mail.text).toContain('la première le 28 décembre 2026');
    expect(mail.text).toContain(`Vos recharges${NBSP}: ${frManageUrl}`);
  });

  it('an order without refills (or a renewal’s) says nothing of it', () => {
    const { refills: _refills, ...renewal } = order;
    expect(orderConfirmationMail(renewal).text).not.toContain('Refill');
    const oneOff = { ...order, lines: [{ name: 'Rose de Minuit 50 ml', quantity: 1, unitPriceCents: 13_300 }] };
    expect(orderConfirmationMail(oneOff).text).not.toContain('Refill');
  });
});
