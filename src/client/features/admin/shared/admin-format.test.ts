import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { formatDay, formatDayLong, formatListTotal } from './admin-format';

const en = createTranslator('en', {}, compileMessage);

describe('admin formats', () => {
  it('formats a chart day as the UTC calendar day it names, whatever the time zone', () => {
    expect(formatDay(en, '2026-06-03')).toBe('Jun 3');
    expect(formatDayLong(en, '2026-06-03')).toBe('Jun 3, 2026');
    expect(formatDayLong(en, '2026-01-01')).toBe('Jan 1, 2026');
  });

  it('formatListTotal: a counted total exactly, an estimate as people say it', () => {
    expect(formatListTotal(en, { count: 1234, estimated: false }, 'order')).toBe('1,234 orders');
    expect(formatListTotal(en, { count: 1, estimated: false }, 'customer')).toBe('1 customer');
    expect(formatListTotal(en, { count: 0, estimated: false }, 'mail')).toBe('0 mails');
    expect(formatListTotal(en, { count: 2, estimated: false }, 'change')).toBe('2 changes');
    expect(formatListTotal(en, { count: 12_345, estimated: true }, 'order')).toBe('about 12,000 orders');
    expect(formatListTotal(en, { count: 1_001, estimated: true }, 'order')).toBe('about 1,000 orders');
    expect(formatListTotal(en, { count: 1_550, estimated: true }, 'order')).toBe('about 1,600 orders');
    expect(formatListTotal(en, { count: 123_456, estimated: true }, 'customer')).toBe('about 120,000 customers');
    expect(formatListTotal(en, { count: 999_999, estimated: true }, 'order')).toBe('about 1 million orders');
    expect(formatListTotal(en, { count: 1_234_567, estimated: true }, 'order')).toBe('about 1.2 million orders');
    expect(formatListTotal(en, { count: 45_678_901, estimated: true }, 'order')).toBe('about 46 million orders');
    expect(formatListTotal(en, { count: 2_345_678_901, estimated: true }, 'order')).toBe('about 2.3 billion orders');
  });
});
