import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from '../orders/mails/confirmation';
import { orderShippedMail } from '../orders/mails/shipped';
import { contactMessageMail } from '../contact/mails/message';
import { giftCardMail } from '../gift-cards/mails/gift-card';
import { staffInvitationMail } from '../staff/mails/invitation';
import type { OrderMailData } from './order-data';

/** The VAT, the shipping method, the invoice link and the carrier's tracking link in the order mails. */

const order: OrderMailData = {
  orderId: 42,
  currency: 'EUR',
  lines: [{ name: 'Rose de Minuit', quantity: 1, unitPriceCents: 16_500 }],
  subtotalCents: 16_500,
  shippingCents: 1200,
  totalCents: 17_700,
  shippingDetails: {
    fullName: 'Klara Weiss',
    email: 'klara@example.com',
    address: 'Kastanienallee 12',
    city: 'Berlin',
    postalCode: '10435',
    country: 'DE',
  },
  orderUrl: 'https://shop.example/orders/42?key=abc',
  vat: { taxCents: 2826, rateBp: 1900 },
  shippingMethod: 'Standard',
  countryName: 'Germany',
};

describe('the confirmation mail', () => {
  it('shows the VAT inside the total, the method and the country by name', () => {
    const mail = orderConfirmationMail(order);
    expect(mail.text).toContain('Shipping (Standard): €12.00');
    expect(mail.text).toContain('incl. VAT 19 %: €28.26');
    expect(mail.text).toMatch(/10435 Berlin\nGermany/);
    expect(mail.html).toContain('Shipping · Standard');
    expect(mail.html).toMatch(/incl\. VAT 19 %<\/td><td[^>]*>€28\.26/);
    expect(mail.html).toContain('Germany');
  });

  it('links to the invoice once the order is paid and numbered, not before', () => {
    const invoiceUrl = 'https://shop.example/api/orders/42/invoice?key=abc';
    const paid = orderConfirmationMail({ ...order, invoiceUrl, invoiceNumber: '2026-000007' });
    expect(paid.html).toContain(`href="${invoiceUrl}"`);
    expect(paid.html).toContain('Download your invoice 2026-000007 (PDF)');
    expect(paid.text).toContain(`Your invoice 2026-000007 (PDF): ${invoiceUrl}`);
    const unpaid = orderConfirmationMail(order);
    expect(unpaid.html).not.toContain('/invoice');
    expect(unpaid.text).not.toContain('invoice');
  });

  it('an order placed before VAT was recorded has no VAT line', () => {
    const { vat: _vat, ...before } = order;
    const mail = orderConfirmationMail(before);
    expect(mail.text).not.toContain('VAT');
    expect(mail.html).not.toContain('VAT');
  });

  it('escapes a method named with markup', () => {
    const mail = orderConfirmationMail({ ...order, shippingMethod: '<b>Express</b>' });
    expect(mail.html).toContain('Shipping · &lt;b&gt;Express&lt;/b&gt;');
  });
});

describe('the shipped mail', () => {
  it("links the tracking number to the carrier's page when the carrier is known", () => {
    const mail = orderShippedMail({ ...order, carrier: 'DHL', trackingNumber: 'JD0146 0000 1234' });
    const url = 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0146%200000%201234';
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(`Track it with DHL: ${url}`);
    expect(mail.html).toContain('Germany');
  });

  it('shows the number alone for a carrier the shop does not know', () => {
    const mail = orderShippedMail({ ...order, carrier: 'Pigeon Post', trackingNumber: 'PP-1' });
    expect(mail.html).toContain('PP-1');
    expect(mail.html).not.toContain('Track it');
    expect(mail.text).not.toContain('Track it');
    expect(mail.html).not.toMatch(/<a [^>]*>\s*<strong[^>]*>PP-1/);
  });
});

describe('what a person wrote, in every mail', () => {
  const name = `Tom & Jerry <script>alert("x")</script>`;
  const escaped = 'Tom &amp; Jerry &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

  it('is escaped in the HTML by construction and kept as written in the text', () => {
    const mails = [
      orderConfirmationMail({
        ...order,
        lines: [{ ...order.lines[0]!, name }],
        shippingDetails: { ...order.shippingDetails, fullName: name },
      }),
      orderShippedMail({ ...order, carrier: name, trackingNumber: 'PP-1' }),
      contactMessageMail({ name, email: 'tom@example.com', subject: 'An order', orderNumber: '', message: name }),
      giftCardMail({
        recipientName: name,
        fromName: name,
        message: name,
        amountCents: 5000,
        currency: 'EUR',
        code: 'ABCD-EFGH-IJKL-MNOP',
        shopUrl: 'https://shop.example/',
        balanceUrl: 'https://shop.example/gift-cards',
      }),
      staffInvitationMail({
        invitedBy: name,
        role: 'Fulfilment',
        roleDescription: 'Packs orders',
        acceptUrl: 'https://x/a',
      }),
    ];
    for (const mail of mails) {
      expect(mail.html).toContain(escaped);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('Tom & Jerry');
      expect(mail.text).toContain(name);
    }
  });
});
