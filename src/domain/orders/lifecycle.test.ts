import { describe, expect, it } from 'vitest';
import { isPlacedOrder, type OrderFacts, refusedTransition } from './lifecycle';
import { orderStatuses, paymentStatuses } from './schemas';

const facts = (f: Partial<OrderFacts>): OrderFacts => ({
  status: 'processing',
  paymentStatus: 'paid',
  carrier: null,
  ...f,
});

/** Every order the back office could hold: each status, payment status, shipped or not. */
const everyOrder = orderStatuses.flatMap((status) =>
  paymentStatuses.flatMap((paymentStatus) =>
    [null, 'Colissimo'].map((carrier) => facts({ status, paymentStatus, carrier })),
  ),
);

describe('which status can follow which (refusedTransition)', () => {
  it('setting the status an order has is never refused', () => {
    for (const order of everyOrder) expect(refusedTransition(order, order.status)).toBeUndefined();
  });

  it('never cancels a paid order silently: cancelling asks for its refund', () => {
    for (const status of ['pending', 'processing'] as const)
      expect(refusedTransition(facts({ status, paymentStatus: 'paid' }), 'cancelled')).toEqual({
        code: 'REFUND_REQUIRED',
        message: 'A paid order is cancelled by refunding it in full.',
      });
    expect(refusedTransition(facts({ status: 'pending', paymentStatus: 'pending' }), 'cancelled')).toBeUndefined();
    expect(refusedTransition(facts({ status: 'pending', paymentStatus: 'failed' }), 'cancelled')).toBeUndefined();
  });

  it('a partly refunded order is still paid: it ships, and is cancelled only by refunding the rest', () => {
    const partly = facts({ status: 'processing', paymentStatus: 'partially_refunded' });
    expect(refusedTransition(partly, 'shipped')).toBeUndefined();
    expect(refusedTransition(partly, 'completed')).toBeUndefined();
    expect(refusedTransition(partly, 'cancelled')?.code).toBe('REFUND_REQUIRED');
    expect(refusedTransition(partly, 'pending')?.code).toBe('STATUS_NOT_ALLOWED');
  });

  it('an order that left with a carrier is never pending, processing or cancelled again, whatever its status says', () => {
    for (const order of everyOrder.filter((o) => o.carrier !== null || ['shipped', 'completed'].includes(o.status)))
      for (const to of ['pending', 'processing', 'cancelled'] as const)
        if (to !== order.status) expect(refusedTransition(order, to), `${JSON.stringify(order)} → ${to}`).toBeDefined();
    // The review's walk: shipped, stepped back to pending, then cancelled.
    expect(
      refusedTransition(facts({ status: 'pending', paymentStatus: 'paid', carrier: 'Colissimo' }), 'cancelled'),
    ).toEqual({ code: 'STATUS_NOT_ALLOWED', message: 'A shipped order cannot be cancelled. Refund it instead.' });
    expect(refusedTransition(facts({ status: 'shipped', carrier: 'DHL' }), 'pending')?.message).toBe(
      'This order has been shipped: it cannot be pending again.',
    );
    expect(refusedTransition(facts({ status: 'completed', carrier: 'DHL' }), 'cancelled')?.message).toBe(
      'A completed order cannot be cancelled. Refund it instead.',
    );
  });

  it('a paid order is never awaiting payment; a refunded one is never reopened, shipped or completed', () => {
    expect(refusedTransition(facts({ status: 'processing' }), 'pending')?.message).toBe(
      'A paid order is not awaiting payment.',
    );
    for (const to of ['pending', 'processing', 'shipped', 'completed'] as const)
      expect(refusedTransition(facts({ status: 'cancelled', paymentStatus: 'refunded' }), to)).toBeDefined();
  });

  it('an unpaid order is anything but shipped or completed', () => {
    for (const paymentStatus of ['pending', 'failed'] as const)
      for (const from of ['pending', 'processing', 'cancelled'] as const)
        for (const to of orderStatuses) {
          const refusal = refusedTransition(facts({ status: from, paymentStatus }), to);
          if (to === 'shipped' || to === 'completed') expect(refusal?.message).toMatch(/unpaid order cannot be marked/);
          else expect(refusal, `${from} → ${to}`).toBeUndefined();
        }
  });

  it('a paid order that has not left may be shipped, completed or processed', () => {
    for (const to of ['processing', 'shipped', 'completed'] as const)
      expect(refusedTransition(facts({ status: 'pending', paymentStatus: 'paid' }), to)).toBeUndefined();
  });
});

describe('what counts as an order', () => {
  it('only a paid order, or one paid and refunded since; an unpaid attempt is not one', () => {
    expect(paymentStatuses.filter((paymentStatus) => isPlacedOrder({ paymentStatus }))).toEqual([
      'paid',
      'partially_refunded',
      'refunded',
    ]);
  });
});
