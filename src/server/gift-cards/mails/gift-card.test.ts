import { describe, expect, it } from 'vitest';
import { sharedLanguages } from '../../i18n/languages';
import { giftCardMail } from './gift-card';

const data = {
  recipientName: 'Inès Laurent',
  fromName: 'Claire Dubois',
  message: 'Pour tes trente ans,\nune lumière de plus.',
  amountCents: 125_000,
  currency: 'EUR',
  code: 'ABCD-EFGH-JKLM-NPQR',
  shopUrl: 'https://shop.example/collections',
  balanceUrl: 'https://shop.example/gift-cards/balance',
};

describe('the gift card mail', () => {
  it('is a gift: the card with the wordmark, the amount and the code, the giver’s name and message, how to use it', () => {
    const mail = giftCardMail(data);
    expect(mail.html).toContain('Maison Lumière');
    expect(mail.html).toContain('€1,250.00');
    expect(mail.html).toContain('ABCD-EFGH-JKLM-NPQR');
    expect(mail.html).toContain('From Claire Dubois');
    expect(mail.html).toContain('Pour tes trente ans,<br/>une lumière de plus.');
    expect(mail.html).toContain('Enter the code in your cart or at checkout');
    expect(mail.text).toContain('"Pour tes trente ans,\nune lumière de plus."');
    expect(mail.text).toContain('Claire Dubois sends you a Maison Lumière gift card of €1,250.00.');
    expect(mail.text).toContain('It has no end date.');
    // Signed by a person of the house.
    expect(mail.html).toContain('Claire Vasseur');
    expect(mail.html).toContain('Client relations, Maison Lumière');
  });

  it('speaks French to a French recipient, the amount as French writes it', () => {
    const mail = giftCardMail({ ...data, tr: sharedLanguages().translator('fr') });
    expect(mail.html).toContain('1\u202f250,00\u00a0€');
    expect(mail.html).toContain('De la part de Claire Dubois');
    expect(mail.html).toContain('Relations clientèle, Maison Lumière');
    expect(mail.text).toContain('Elle n’a pas de date de fin.');
    expect(mail.text).toContain('Pour tes trente ans,\nune lumière de plus.');
  });
});
