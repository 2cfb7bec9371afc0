import { describe, expect, it } from 'vitest';
import type { OrderAtelier, OrderStatus } from '@/domain/orders/schemas';
import { apiErrorOf } from '@/client/lib/api';
import { atelierSteps, historySteps, madeToOrderNote, orderIdOf, orderLoadFailure } from './order-view';

describe('orderIdOf', () => {
  it('reads a positive whole number', () => {
    expect(orderIdOf('1')).toBe(1);
    expect(orderIdOf('123')).toBe(123);
    expect(orderIdOf('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const param of [undefined, '', '0', '-1', '01', '1.5', '1e3', ' 7', '7abc', '2147483648', '99999999999']) {
      expect(orderIdOf(param)).toBeNull();
    }
  });
});

describe('orderLoadFailure', () => {
  const error = (status: number, code?: string) =>
    apiErrorOf(status, '', code ? JSON.stringify({ message: 'x', code }) : '');

  it('a missing order, a wrong key or a refused key read as not found', () => {
    expect(orderLoadFailure(error(404, 'ORDER_NOT_FOUND'))).toBe('not-found');
    expect(orderLoadFailure(error(404))).toBe('not-found');
    expect(orderLoadFailure(error(400, 'VALIDATION'))).toBe('not-found');
  });

  it('anything else is a failure to retry', () => {
    expect(orderLoadFailure(error(500, 'INTERNAL'))).toBe('failed');
    expect(orderLoadFailure(error(429, 'RATE_LIMITED'))).toBe('failed');
    expect(orderLoadFailure(new TypeError('Failed to fetch'))).toBe('failed');
  });
});

describe('historySteps', () => {
  const labels: Record<OrderStatus, string> = {
    pending: 'Pending',
    processing: 'Processing',
    shipped: 'Shipped',
    completed: 'Completed',
    cancelled: 'Cancelled',
  };

  it('tells the order placed first, then each status by its word, the last one current', () => {
    const steps = historySteps(
      [
        { status: 'pending', at: '2026-06-03T12:00:00.000Z' },
        { status: 'processing', at: '2026-06-03T13:00:00.000Z' },
        { status: 'shipped', at: '2026-06-04T09:00:00.000Z' },
      ],
      labels,
    );
    expect(steps.map((s) => [s.label, s.current])).toEqual([
      ['Order placed', false],
      ['Processing', false],
      ['Shipped', true],
    ]);
    expect(steps[2]?.at).toBe('2026-06-04T09:00:00.000Z');
  });

  it('a history that does not start pending names its first status; an empty one is empty', () => {
    expect(historySteps([{ status: 'cancelled', at: '2026-06-03T12:00:00.000Z' }], labels)[0]?.label).toBe('Cancelled');
    expect(historySteps([], labels)).toEqual([]);
  });
});

describe('atelierSteps', () => {
  const states = (status: Parameters<typeof atelierSteps>[0]) =>
    atelierSteps(status)?.map((s) => `${s.title}:${s.state}`);

  it('marks the steps before the status done and the status current, in the shopper’s words', () => {
    expect(states('queued')).toEqual([
      'Queued:current',
      'Compounding:upcoming',
      'Resting:upcoming',
      'Bottled:upcoming',
    ]);
    expect(states('macerating')).toEqual(['Queued:done', 'Compounding:done', 'Resting:current', 'Bottled:upcoming']);
    expect(states('bottled')).toEqual(['Queued:done', 'Compounding:done', 'Resting:done', 'Bottled:current']);
  });

  it('has no step for a cancelled perfume', () => {
    expect(atelierSteps('cancelled')).toBeNull();
  });
});

describe('madeToOrderNote', () => {
  const line = (status: OrderAtelier['lines'][number]['status']) =>
    ({ lineId: 1, name: 'Jardin Secret', batch: null, status, progress: null }) as OrderAtelier['lines'][number];
  const atelier = (lines: OrderAtelier['lines'], expectedShipDate: string | null = null): OrderAtelier => ({
    madeToOrderDays: 21,
    expectedShipDate,
    lines,
  });

  it('says how long it takes before payment, and the expected day once paid', () => {
    expect(madeToOrderNote({ status: 'pending', atelier: atelier([line(null)]) })).toEqual({
      line: 'Made to order: ships in about 21 days',
      expectedShipDate: null,
    });
    const paid = atelier([line('queued'), line('cancelled')], '2026-06-24T10:00:00.000Z');
    expect(madeToOrderNote({ status: 'processing', atelier: paid })).toEqual({
      line: 'Made to order: ships in about 21 days',
      expectedShipDate: '2026-06-24T10:00:00.000Z',
    });
  });

  it('says nothing once shipped or cancelled, when every perfume was cancelled, or without one', () => {
    const paid = atelier([line('bottled')], '2026-06-24T10:00:00.000Z');
    for (const status of ['shipped', 'completed', 'cancelled'] as const)
      expect(madeToOrderNote({ status, atelier: paid })).toBeNull();
    expect(madeToOrderNote({ status: 'processing', atelier: atelier([line('cancelled')]) })).toBeNull();
    expect(madeToOrderNote({ status: 'processing', atelier: atelier([]) })).toBeNull();
    expect(madeToOrderNote({ status: 'processing', atelier: null })).toBeNull();
  });
});
