import { describe, expect, it } from 'vitest';
import { formatDay, formatDayLong, plural } from './admin-format';

describe('admin formats', () => {
  it('plural: the count in en-US digits with the right noun', () => {
    expect(plural(0, 'order')).toBe('0 orders');
    expect(plural(1, 'paid order')).toBe('1 paid order');
    expect(plural(1234, 'item')).toBe('1,234 items');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });

  it('formats a chart day as the UTC calendar day it names, whatever the time zone', () => {
    expect(formatDay('2026-06-03')).toBe('Jun 3');
    expect(formatDayLong('2026-06-03')).toBe('Jun 3, 2026');
    expect(formatDayLong('2026-01-01')).toBe('Jan 1, 2026');
  });
});
