import { describe, expect, it } from 'vitest';
import { deliveryEstimate, methodPriceOf, shippingFor, trackingUrl } from './shipping';

describe('shipping', () => {
  const standard = { priceCents: 1200, freeAboveCents: null };
  const express = { priceCents: 2500, freeAboveCents: 30000 };

  it("keeps the specification's flat rule for the seeded method", () => {
    expect(shippingFor(standard, 16500, 1)).toBe(1200);
    expect(shippingFor(standard, 0, 0)).toBe(0);
  });

  it('is free once the subtotal after discounts reaches the threshold', () => {
    expect(shippingFor(express, 29999, 2)).toBe(2500);
    expect(shippingFor(express, 30000, 2)).toBe(0);
    // Everything taken off (a sample credit) still ships: the price stands.
    expect(shippingFor(standard, 0, 1)).toBe(1200);
  });

  it('says how long delivery takes', () => {
    expect(deliveryEstimate(3, 5)).toBe('3–5 business days');
    expect(deliveryEstimate(1, 1)).toBe('1 business day');
  });

  it("links a known carrier's tracking page, and nothing for an unknown one", () => {
    expect(trackingUrl('Colissimo', '6A123 45')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123%2045',
    );
    expect(trackingUrl('UPS', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
    expect(trackingUrl('Pigeon', '1')).toBeUndefined();
    expect(trackingUrl('DHL', null)).toBeUndefined();
  });
});

describe('a method as the checkout shows it', () => {
  it('is priced by the cart’s own rule from its major units: free above its threshold, nothing for no bottle', () => {
    const express = methodPriceOf({ price: 14.9, freeAbove: 150 }, 'EUR');
    expect(express).toEqual({ priceCents: 1490, freeAboveCents: 15_000 });
    expect(shippingFor(express, 14_999, 1)).toBe(1490);
    expect(shippingFor(express, 15_000, 1)).toBe(0);
    expect(shippingFor(express, 5_000, 0)).toBe(0);
    expect(methodPriceOf({ price: 6, freeAbove: null }, 'EUR').freeAboveCents).toBeNull();
  });

  it('is priced in its currency’s minor unit: a yen market’s ¥1800 is 1800, never 180000', () => {
    const yen = methodPriceOf({ price: 1800, freeAbove: 20_000 }, 'JPY');
    expect(yen).toEqual({ priceCents: 1800, freeAboveCents: 20_000 });
    expect(shippingFor(yen, 19_999, 1)).toBe(1800);
    expect(shippingFor(yen, 20_000, 1)).toBe(0);
    expect(methodPriceOf({ price: 2.5, freeAbove: null }, 'KWD').priceCents).toBe(2500);
  });
});
