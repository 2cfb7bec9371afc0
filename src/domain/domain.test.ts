import { describe, expect, it } from 'vitest';
import { cartTotals, clampQuantity, SHIPPING_CENTS, shippingFor } from './cart';
import { featuredPerfumes, type Perfume, relatedPerfumes } from './catalogue';
import { perfumeIdParam } from './ids';
import { formatMoney, toCents, toMajor } from './money';
import { parseNotes } from './notes';

describe('money', () => {
  it('formats cents as €xx.xx in en-US format', () => {
    expect(formatMoney(14500)).toBe('€145.00');
    expect(formatMoney(1200)).toBe('€12.00');
    expect(formatMoney(123456789)).toBe('€1,234,567.89');
    expect(formatMoney(5)).toBe('€0.05');
    expect(formatMoney(0)).toBe('€0.00');
  });

  it('formats another store currency with its own symbol', () => {
    expect(formatMoney(9500, 'USD')).toBe('$95.00');
    expect(formatMoney(9500, 'CHF')).toBe(`CHF${String.fromCharCode(0xa0)}95.00`);
  });

  it('writes by hand exactly what Intl writes, for every currency it knows by symbol', () => {
    const amounts = [0, 1, 5, 99, 100, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, 9_007_199_254_740_991];
    for (const currency of ['EUR', 'USD', 'GBP', 'JPY']) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const cents of amounts.flatMap((a) => [a, -a]).filter((c) => !Object.is(c, -0) && Math.abs(c) < 2 ** 50)) {
        expect(formatMoney(cents, currency), `${currency} ${cents}`).toBe(intl.format(cents / 100));
      }
    }
  });

  it('converts between major units and cents without float drift', () => {
    expect(toCents(157.5)).toBe(15750);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toMajor(15750)).toBe(157.5);
  });
});

describe('shipping and totals', () => {
  it('charges flat €12.00 shipping only when the subtotal is above 0', () => {
    expect(SHIPPING_CENTS).toBe(1200);
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(1)).toBe(1200);
    expect(shippingFor(14500)).toBe(1200);
  });

  it('adds lines, shipping and counts items', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0, itemCount: 0 });
    expect(
      cartTotals([
        { unitPrice: 14500, quantity: 2 },
        { unitPrice: 9500, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 38500, discount: 0, shipping: 1200, total: 39700, itemCount: 3 });
  });

  it('takes the server discount off the lines, never below nothing, shipping unchanged', () => {
    expect(cartTotals([{ unitPrice: 14500, quantity: 1 }], 600)).toEqual({ subtotal: 14500, discount: 600, shipping: 1200, total: 15100, itemCount: 1 });
    expect(cartTotals([{ unitPrice: 500, quantity: 1 }], 600)).toEqual({ subtotal: 500, discount: 500, shipping: 1200, total: 1200, itemCount: 1 });
    expect(cartTotals([{ unitPrice: 500, quantity: 1 }], -5).discount).toBe(0);
  });

  it('clamps quantities to 1–10', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(99)).toBe(10);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity('7')).toBe(7);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('notes', () => {
  it('splits "top, middle, base"', () => {
    expect(parseNotes('Bergamot, Iris, Sandalwood')).toEqual({ top: 'Bergamot', middle: 'Iris', base: 'Sandalwood' });
  });

  it('tolerates missing and extra parts', () => {
    expect(parseNotes('Bergamot')).toEqual({ top: 'Bergamot', middle: '', base: '' });
    expect(parseNotes('A, B, C, D')).toEqual({ top: 'A', middle: 'B', base: 'C, D' });
    expect(parseNotes('')).toEqual({ top: '', middle: '', base: '' });
  });
});

describe('catalogue rules', () => {
  const p = (id: number, gender: 'female' | 'male', flags: Partial<Perfume> = {}): Perfume => ({
    id,
    name: `P${id}`,
    price: 100,
    imageSrc: '',
    notes: 'a, b, c',
    description: '',
    gender,
    family: 'floral',
    inStock: true,
    isNew: false,
    isBestseller: false,
    ...flags,
  });

  it('features at most four bestsellers or new perfumes', () => {
    const list = [p(1, 'female', { isNew: true }), p(2, 'male'), p(3, 'male', { isBestseller: true }), p(4, 'female', { isNew: true }), p(5, 'male', { isNew: true }), p(6, 'female', { isBestseller: true })];
    expect(featuredPerfumes(list).map((x) => x.id)).toEqual([1, 3, 4, 5]);
  });

  it('relates up to four others of the same gender', () => {
    const list = [1, 2, 3, 4, 5, 6].map((id) => p(id, 'female'));
    const related = relatedPerfumes([...list, p(7, 'male')], list[0]!);
    expect(related.map((x) => x.id)).toEqual([2, 3, 4, 5]);
  });

  it('accepts only plain positive whole-number ids', () => {
    expect(perfumeIdParam.safeParse({ id: '12' }).data).toEqual({ id: 12 });
    for (const bad of ['0', '-1', '1.5', 'abc', '012', '1e3', ' 1', '99999999999']) {
      expect(perfumeIdParam.safeParse({ id: bad }).success).toBe(false);
    }
  });
});
