import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../../domain/orders/schemas';
import { csvCell } from './csv';
import { refusedTransition } from './lifecycle';

describe('which status can follow which (refusedTransition)', () => {
  it('lets an unpaid order be anything but shipped or completed', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const refusal = refusedTransition({ status: from, paymentStatus: 'pending' }, to);
        if (to === 'shipped' || to === 'completed')
          expect(refusal, `${from} → ${to}`).toMatch(/unpaid order cannot be marked/);
        else if (to === 'cancelled' && (from === 'shipped' || from === 'completed'))
          expect(refusal).toMatch(/cannot be cancelled/);
        else expect(refusal, `${from} → ${to}`).toBeUndefined();
      }
    }
  });

  it('never cancels a shipped or completed order, paid or not; a refunded order is never shipped', () => {
    expect(refusedTransition({ status: 'shipped', paymentStatus: 'paid' }, 'cancelled')).toBe(
      'A shipped order cannot be cancelled. Refund it instead.',
    );
    expect(refusedTransition({ status: 'completed', paymentStatus: 'paid' }, 'cancelled')).toBe(
      'A completed order cannot be cancelled. Refund it instead.',
    );
    expect(refusedTransition({ status: 'processing', paymentStatus: 'paid' }, 'shipped')).toBeUndefined();
    expect(refusedTransition({ status: 'processing', paymentStatus: 'refunded' }, 'shipped')).toBe(
      'A refunded order cannot be marked shipped.',
    );
    expect(refusedTransition({ status: 'pending', paymentStatus: 'failed' }, 'completed')).toMatch(/unpaid/);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    for (const evil of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(evil).replace(/^"/, '')).toMatch(/^'/);
    // Numbers stay numbers, negative ones included.
    expect(csvCell(-3)).toBe('-3');
  });
});
