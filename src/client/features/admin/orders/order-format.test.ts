import { describe, expect, it } from 'vitest';
import { historyLabel, providerLabel } from './order-format';

describe('providerLabel', () => {
  it('names the providers the shop knows and keeps others as they come', () => {
    expect(providerLabel('stripe')).toBe('Stripe');
    expect(providerLabel('simulated')).toBe('Simulated card');
    expect(providerLabel('paypal')).toBe('paypal');
  });
});

describe('historyLabel', () => {
  it('calls the first pending entry the order being placed, the rest by their status', () => {
    expect(historyLabel('pending', 0)).toBe('Order placed');
    expect(historyLabel('processing', 1)).toBe('Processing');
    expect(historyLabel('pending', 3)).toBe('Pending');
  });
});
