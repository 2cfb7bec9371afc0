import { describe, expect, it } from 'vitest';
import type { ReturnableLine, ReturnableOrder } from './window';
import { deliveredAt, quantitiesLeft, refuseReturn, returnWindow } from './window';

const at = (iso: string) => new Date(iso);
const paid = { paymentStatus: 'paid' as const };
const placed = { status: 'pending' as const, at: '2026-11-01T10:00:00.000Z' };
const processing = { status: 'processing' as const, at: '2026-11-01T10:01:00.000Z' };
const shipped = { status: 'shipped' as const, at: '2026-11-02T09:00:00.000Z' };
const completed = { status: 'completed' as const, at: '2026-11-04T15:30:00.000Z' };

const shippedOrder: ReturnableOrder = { ...paid, status: 'shipped', statusHistory: [placed, processing, shipped] };
const completedOrder: ReturnableOrder = {
  ...paid,
  status: 'completed',
  statusHistory: [placed, processing, shipped, completed],
};

const bottle: ReturnableLine = { id: 1, name: 'Rose de Minuit', quantity: 3, refundedQuantity: 0, isCustom: false };
const sample: ReturnableLine = { id: 2, name: 'Oud Royal', quantity: 1, refundedQuantity: 0, isCustom: false };
const bespoke: ReturnableLine = { id: 3, name: 'My Bespoke', quantity: 1, refundedQuantity: 0, isCustom: true };
const items = [bottle, sample, bespoke];

describe('delivery', () => {
  it('is the moment the order was marked completed', () => {
    expect(deliveredAt(completedOrder, at('2026-11-05T00:00:00Z'))).toEqual(at(completed.at));
  });

  it('is 7 days after shipping when the order was never marked completed, and not before', () => {
    expect(deliveredAt(shippedOrder, at('2026-11-09T08:59:59Z'))).toBeUndefined();
    expect(deliveredAt(shippedOrder, at('2026-11-09T09:00:00Z'))).toEqual(at('2026-11-09T09:00:00.000Z'));
  });

  it('has not happened for an order still being prepared, or cancelled', () => {
    const now = at('2027-01-01T00:00:00Z');
    expect(deliveredAt({ ...paid, status: 'processing', statusHistory: [placed, processing] }, now)).toBeUndefined();
    expect(
      deliveredAt(
        { ...paid, status: 'cancelled', statusHistory: [placed, shipped, { ...completed, status: 'cancelled' }] },
        now,
      ),
    ).toBeUndefined();
  });
});

describe('the return window', () => {
  it('is open for 14 days after the order was marked completed, to the millisecond', () => {
    expect(returnWindow(completedOrder, at('2026-11-18T15:30:00.000Z'))).toEqual({
      state: 'open',
      deliveredAt: at(completed.at),
      until: at('2026-11-18T15:30:00.000Z'),
    });
    expect(returnWindow(completedOrder, at('2026-11-18T15:30:00.001Z')).state).toBe('closed');
  });

  it('runs from 7 days after shipping when the order was never marked completed', () => {
    // Shipped 2 Nov 09:00: delivered 9 Nov, returns until 23 Nov 09:00.
    expect(returnWindow(shippedOrder, at('2026-11-05T00:00:00Z'))).toEqual({ state: 'not-delivered' });
    expect(returnWindow(shippedOrder, at('2026-11-23T09:00:00Z')).state).toBe('open');
    expect(returnWindow(shippedOrder, at('2026-11-23T09:00:01Z')).state).toBe('closed');
  });

  it('needs the order paid (a partly refunded one still counts)', () => {
    const now = at('2026-11-06T00:00:00Z');
    expect(returnWindow({ ...completedOrder, paymentStatus: 'pending' }, now)).toEqual({ state: 'not-paid' });
    expect(returnWindow({ ...completedOrder, paymentStatus: 'refunded' }, now)).toEqual({ state: 'not-paid' });
    expect(returnWindow({ ...completedOrder, paymentStatus: 'partially_refunded' }, now).state).toBe('open');
  });
});

describe('what may be asked back', () => {
  const order = { ...completedOrder, items };
  const now = at('2026-11-10T00:00:00Z');

  it('leaves bought − refunded − in open returns of each line, none of a made-to-order line', () => {
    const left = quantitiesLeft(
      [{ ...bottle, refundedQuantity: 1 }, sample, bespoke],
      [{ lines: [{ lineId: 1, quantity: 1 }] }],
    );
    expect(Object.fromEntries(left)).toEqual({ 1: 1, 2: 1, 3: 0 });
  });

  it('accepts catalogue bottles and samples within the window', () => {
    expect(
      refuseReturn(
        order,
        [],
        [
          { lineId: 1, quantity: 3 },
          { lineId: 2, quantity: 1 },
        ],
        now,
      ),
    ).toBeUndefined();
  });

  it('refuses a made-to-order line, saying why, whatever the date', () => {
    expect(refuseReturn(order, [], [{ lineId: 3, quantity: 1 }], now)).toMatch(
      /^Made-to-order perfumes cannot be returned/,
    );
    expect(refuseReturn(order, [], [{ lineId: 3, quantity: 1 }], at('2030-01-01T00:00:00Z'))).toMatch(
      /^Made-to-order perfumes cannot be returned/,
    );
  });

  it('refuses after the window, naming the last day', () => {
    expect(refuseReturn(order, [], [{ lineId: 1, quantity: 1 }], at('2026-11-19T00:00:00Z'))).toBe(
      'Returns were possible until 18 November 2026, 14 days after delivery.',
    );
  });

  it('refuses before delivery', () => {
    expect(
      refuseReturn({ ...shippedOrder, items }, [], [{ lineId: 1, quantity: 1 }], at('2026-11-03T00:00:00Z')),
    ).toMatch(/not been delivered yet/);
  });

  it('refuses more than is left, lines of another order, a line named twice, and nothing at all', () => {
    const open = [{ lines: [{ lineId: 1, quantity: 2 }] }];
    expect(refuseReturn(order, open, [{ lineId: 1, quantity: 2 }], now)).toBe(
      'Only 1 of Rose de Minuit can still be returned.',
    );
    expect(
      refuseReturn(order, [...open, { lines: [{ lineId: 1, quantity: 1 }] }], [{ lineId: 1, quantity: 1 }], now),
    ).toMatch(/already refunded or in a return/);
    expect(refuseReturn(order, [], [{ lineId: 99, quantity: 1 }], now)).toMatch(/not part of this order/);
    expect(
      refuseReturn(
        order,
        [],
        [
          { lineId: 1, quantity: 1 },
          { lineId: 1, quantity: 1 },
        ],
        now,
      ),
    ).toMatch(/named twice/);
    expect(refuseReturn(order, [], [], now)).toMatch(/at least one/);
  });
});
