import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from '../orders/mails/confirmation';
import { orderShippedMail } from '../orders/mails/shipped';
import { contactMessageMail } from '../contact/mails/message';
import { giftCardMail } from '../gift-cards/mails/gift-card';
import { staffInvitationMail } from '../staff/mails/invitation';
import { returnAlertMail } from '../orders/mails/return-progress';
import { endpointDisabledMail } from '../webhooks/mails/endpoint-disabled';
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

describe("the house's signature", () => {
  const signature = 'Claire Vasseur';

  it("closes a customer's mail, and none of the mails to the house's staff", () => {
    expect(orderConfirmationMail(order).html).toContain(signature);
    const toStaff = [
      contactMessageMail({
        name: 'Tom',
        email: 'tom@example.com',
        subject: 'An order',
        orderNumber: '',
        message: 'Hi',
      }),
      returnAlertMail({
        orderId: 42,
        returnId: 7,
        customer: 'Tom',
        lines: [{ name: 'Rose de Minuit', quantity: 1 }],
        reason: null,
        returnsUrl: 'https://shop.example/admin?tab=returns',
      }),
      endpointDisabledMail({
        url: 'https://hooks.example/in',
        failingSince: new Date('2026-03-01T00:00:00Z'),
        lastError: null,
        backOfficeUrl: 'https://shop.example/admin',
      }),
      staffInvitationMail({
        invitedBy: 'Ada',
        role: 'Fulfilment',
        roleDescription: 'Packs orders',
        acceptUrl: 'https://x/a',
      }),
    ];
    for (const mail of toStaff) {
      expect(mail.html, mail.kind).not.toContain(signature);
      expect(mail.html, mail.kind).not.toContain('With our thanks,');
    }
  });
});

describe("the confirmation's pictures", () => {
  it('a photograph by its address, else a swatch with the initial; the other mails about the order show none', () => {
    const mail = orderConfirmationMail({
      ...order,
      lines: [
        {
          ...order.lines[0]!,
          picture: { photo: { src: 'https://shop.example/media/abc.webp', alt: 'The bottle' }, family: 'floral' },
        },
        { name: 'Émeraude — 50 ml', quantity: 1, unitPriceCents: 14_500, picture: { family: 'woody' } },
        { name: 'Your own perfume', quantity: 1, unitPriceCents: 14_500, picture: {} },
      ],
    });
    expect(mail.html).toMatch(
      /<img src="https:\/\/shop\.example\/media\/abc\.webp" alt="The bottle" width="56" height="70"/,
    );
    expect(mail.html).toContain('<span aria-hidden="true">É</span>');
    expect(mail.html).toContain('<span aria-hidden="true">Y</span>');
    // The totals span the picture's column and the name's.
    expect(mail.html).toMatch(/<td colSpan="2"[^>]*>Subtotal<\/td>/i);
    expect(orderShippedMail({ ...order, carrier: 'Colissimo', trackingNumber: 'PP-1' }).html).not.toContain('<img');
  });
});
