import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/domain/i18n/translator';
import { historyLabel, providerLabel } from './order-format';

const en = createTranslator('en', {}, compileMessage);

describe('providerLabel', () => {
  it('names the providers the shop knows and keeps others as they come', () => {
    expect(providerLabel('stripe', en)).toBe('Stripe');
    expect(providerLabel('simulated', en)).toBe('Simulated card');
    expect(providerLabel('paypal', en)).toBe('paypal');
  });
});

describe('historyLabel', () => {
  it('calls the first pending entry the order being placed, the rest by their status', () => {
    expect(historyLabel('pending', 0, en)).toBe('Order placed');
    expect(historyLabel('processing', 1, en)).toBe('Processing');
    expect(historyLabel('pending', 3, en)).toBe('Pending');
  });
});
