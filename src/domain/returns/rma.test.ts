import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rmaNumber } from './rma';

describe('rmaNumber', () => {
  it('pads the return id to six digits behind RMA-', () => {
    expect(rmaNumber(42)).toBe('RMA-000042');
    expect(rmaNumber(1_234_567)).toBe('RMA-1234567');
  });

  it('names every return differently, and gives its id back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (id) => {
        expect(Number(rmaNumber(id).slice(4))).toBe(id);
      }),
    );
  });
});
