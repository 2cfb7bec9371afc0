import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate } from './dates';

// Midday UTC: the same calendar day in every time zone from UTC−11 to UTC+11.
const JUNE_3 = '2026-06-03T12:00:00.000Z';

describe('dates', () => {
  it('medium and long en-US dates', () => {
    expect(formatDate(JUNE_3)).toBe('Jun 3, 2026');
    expect(formatLongDate(JUNE_3)).toBe('June 3, 2026');
  });

  it('a medium date with its time', () => {
    expect(formatDateTime(JUNE_3)).toMatch(/^Jun 3, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});
