import { describe, expect, it } from 'vitest';
import { balancedColumns } from './tab-rows';

/** The rows a tab list of `count` makes with `columns` a row: what a person sees. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, i) => Math.min(columns, count - i * columns));

describe('the back office’s tab rows', () => {
  it('keeps the tabs on one row while they fit', () => {
    expect(rows(8, balancedColumns(8, 8))).toEqual([8]);
    expect(rows(1, balancedColumns(1, 8))).toEqual([1]);
  });

  it('splits the owner’s fifteen tabs into even rows, never leaving a tab or two alone', () => {
    expect(rows(15, balancedColumns(15, 8))).toEqual([8, 7]);
    expect(rows(15, balancedColumns(15, 5))).toEqual([5, 5, 5]);
    expect(rows(12, balancedColumns(12, 10))).toEqual([6, 6]);
    // Whatever a role sees (one tab to sixteen: the owner has fifteen), at the phone-to-desktop widths' most a row (5 and 8).
    for (let count = 1; count <= 16; count++) {
      for (const most of [5, 8]) {
        const made = rows(count, balancedColumns(count, most));
        expect(Math.max(...made), `${count} tabs, ${most} a row`).toBeLessThanOrEqual(most);
        expect(made.length, `${count} tabs, ${most} a row: as few rows as can hold them`).toBe(Math.ceil(count / most));
        expect(made.at(-1), `${count} tabs, ${most} a row: the last row`).toBeGreaterThanOrEqual(Math.min(count, 3));
      }
    }
  });
});
