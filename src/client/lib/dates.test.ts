import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatTimeAgo } from './dates';

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

  it('how long ago, in the largest whole unit', () => {
    const now = Date.parse(JUNE_3);
    const ago = (ms: number) => formatTimeAgo(new Date(now - ms).toISOString(), now);
    expect(ago(20_000)).toBe('now');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(3 * 86_400_000)).toBe('3 days ago');
    expect(ago(-5_000)).toBe('now');
  });
});
