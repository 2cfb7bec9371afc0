import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../orders/admin-schemas';
import { leftToRefundOf, refundableOf } from './admin-order';

/**
 * A paid order of a yen market as the back office reads it (decision 070): one bottle at ¥18000 and Standard
 * shipping at ¥1800, 10 % VAT inside, nothing refunded. The yen has no minor unit: every amount is its own
 * number of minor units, never ×100.
 */
function yenOrder(changes: Partial<AdminOrder> = {}): AdminOrder {
  const details = {
    fullName: 'Aiko Tanaka',
    email: 'aiko@example.com',
    address: '1-2-3 Ginza',
    city: 'Tokyo',
    postalCode: '104-0061',
    country: 'JP',
  };
  return {
    id: 30,
    userId: null,
    guestId: 'guest_jp',
    total: 19_800,
    subtotal: 18_000,
    discount: 0,
    adjustments: [],
    shipping: 1800,
    tax: 1800,
    taxRate: 0.1,
    shippingTax: 164,
    shippingMethod: 'Standard',
    countryName: 'Japan',
    giftCard: 0,
    invoiceNumber: '2026-000030',
    refunded: 0,
    currency: 'JPY',
    status: 'processing',
    paymentStatus: 'paid',
    isTestPayment: true,
    locale: 'en',
    createdAt: '2026-03-02T10:00:00.000Z',
    items: [
      {
        id: 1,
        name: 'Rose de Minuit',
        quantity: 1,
        price: 18_000,
        perfumeId: 1,
        isCustom: false,
        customDetails: null,
        size: 'bottle',
        tax: 1636,
        taxRate: 0.1,
        refundedQuantity: 0,
        volume: 50,
      },
    ],
    shippingDetails: details,
    carrier: null,
    trackingNumber: null,
    gift: null,
    billingDetails: details,
    customer: { name: 'Aiko Tanaka', email: 'aiko@example.com', kind: 'guest', userId: null },
    refundable: 19_800,
    paidAt: '2026-03-02T10:05:00.000Z',
    refundedAt: null,
    payment: { provider: 'simulated', reference: 'pi_sim_30', amount: 19_800, isTest: true, refundId: null },
    statusHistory: [{ status: 'processing', at: '2026-03-02T10:05:00.000Z', note: null, by: null }],
    refunds: [],
    giftCards: [],
    ...changes,
  };
}

describe('an order of a currency without decimals, as the refund rule reads it', () => {
  it('is in yen, not in hundredths of a yen: ¥1800 of shipping is 1800 minor units', () => {
    const order = refundableOf(yenOrder());
    expect(order.shipping).toEqual({ grossCents: 1800, taxCents: 164, refunded: false });
    expect(order.lines[0]).toMatchObject({ unitCents: 18_000, taxCents: 1636, quantity: 1 });
    expect(order.totalCents).toBe(19_800);
    expect(order.taxCents).toBe(1800);
    expect(order.withheldCents).toBe(0);
  });

  it('leaves what is left to refund in yen: the total less what was refunded and withheld', () => {
    expect(leftToRefundOf(yenOrder())).toBe(19_800);
    expect(leftToRefundOf(yenOrder({ refunded: 1800 }))).toBe(18_000);
    expect(leftToRefundOf(yenOrder({ refundable: 18_000 }))).toBe(18_000);
  });

  it('reads a euro order in cents and a dinar order in fils, each by its own exponent', () => {
    expect(leftToRefundOf({ total: 18, refunded: 0, refundable: 18, currency: 'EUR' })).toBe(1800);
    expect(leftToRefundOf({ total: 1.8, refunded: 0, refundable: 1.8, currency: 'KWD' })).toBe(1800);
  });
});
