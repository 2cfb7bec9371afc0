import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@/domain/orders/schemas';
import type { CartItem } from '@/client/lib/use-cart';
import { bespokeSummary, hasBespokeLine, lifestyleSummary, lineKind } from './line-info';

const line = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  quantity: 1,
  isCustom: false,
  perfumeId: 3,
  customName: null,
  customPrice: null,
  customDetails: null,
  price: 145,
  name: 'Rose Absolue',
  size: 'bottle',
  volume: 50,
  ...over,
});
const custom = (customDetails: Record<string, unknown> | null) =>
  line({ isCustom: true, perfumeId: null, customDetails });

describe('lineKind', () => {
  it('tells catalogue lines from the two kinds of creation', () => {
    expect(lineKind(line())).toBe('catalogue');
    expect(lineKind(custom({ type: 'lifestyle' }))).toBe('lifestyle');
    expect(lineKind(custom({ type: 'bespoke-perfume' }))).toBe('bespoke');
    expect(lineKind(custom({ type: 'something-else' }))).toBe('custom');
    expect(lineKind(custom(null))).toBe('custom');
  });

  it('reads an order line as it reads a cart line', () => {
    const ordered: OrderLine = {
      name: 'Mine',
      quantity: 1,
      price: 165,
      perfumeId: null,
      isCustom: true,
      customDetails: { type: 'bespoke-perfume' },
      size: 'bottle',
      id: 1,
      tax: 27.5,
      taxRate: 0.2,
      refundedQuantity: 0,
      volume: null,
    };
    expect(lineKind(ordered)).toBe('bespoke');
    expect(hasBespokeLine([ordered])).toBe(true);
    const catalogue: OrderLine = { ...ordered, isCustom: false, perfumeId: 4, customDetails: null };
    expect(lineKind(catalogue)).toBe('catalogue');
  });

  it('hasBespokeLine: whether the ingredient names are needed', () => {
    expect(hasBespokeLine([line(), custom({ type: 'lifestyle' })])).toBe(false);
    expect(hasBespokeLine([line(), custom({ type: 'bespoke-perfume' })])).toBe(true);
    expect(hasBespokeLine([])).toBe(false);
  });
});

describe('lifestyleSummary', () => {
  it('reads the family and the notes, trimmed, and nothing that is not text', () => {
    expect(lifestyleSummary({ scentFamily: ' Floral ', notes: 'Rose, peony' })).toEqual({
      kind: 'lifestyle',
      family: 'Floral',
      notes: 'Rose, peony',
    });
    expect(lifestyleSummary({ scentFamily: 7, notes: '   ' })).toEqual({
      kind: 'lifestyle',
      family: undefined,
      notes: undefined,
    });
    expect(lifestyleSummary(null)).toEqual({ kind: 'lifestyle', family: undefined, notes: undefined });
  });
});

describe('bespokeSummary', () => {
  it("names the formula's strength (30 drops: 3.0 %, not the type's 25 %), lists the notes per tier and adds up the volume", () => {
    expect(
      bespokeSummary({
        perfumeType: 'eau-de-parfum',
        ingredients: { top: [1, 2], middle: [5], base: [] },
        totalDrops: 30,
      }),
    ).toEqual({
      kind: 'bespoke',
      typeName: 'Eau de Parfum',
      concentration: '3.0 %',
      groups: [
        { label: 'Top', ids: [1, 2] },
        { label: 'Middle', ids: [5] },
        { label: 'Base', ids: [] },
      ],
      totalDrops: 30,
      totalMl: 1.5,
    });
  });

  it('adds the drops up itself for older lines without a total', () => {
    const summary = bespokeSummary({ perfumeType: 'parfum', drops: { top: { 1: 10, 2: 5 }, base: { 9: 7, 10: 'x' } } });
    expect(summary.totalDrops).toBe(22);
    expect(summary.totalMl).toBe(1.1);
    expect(summary.concentration).toBe('2.2 %');
  });

  it('reads whatever was stored defensively', () => {
    expect(bespokeSummary({ perfumeType: 'nope', ingredients: { top: [1, 'two', null] }, drops: {} })).toEqual({
      kind: 'bespoke',
      typeName: 'Bespoke perfume',
      concentration: undefined,
      groups: [
        { label: 'Top', ids: [1] },
        { label: 'Middle', ids: [] },
        { label: 'Base', ids: [] },
      ],
      totalDrops: undefined,
      totalMl: undefined,
    });
    expect(bespokeSummary(null).typeName).toBe('Bespoke perfume');
  });
});
