import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/domain/i18n/translator';
import { anyWaiting, mailStatusText, mailTime } from './mail-format';

const en = createTranslator('en', {}, compileMessage);

// Local times, so the day comparisons hold in any time zone.
const now = new Date(2026, 5, 3, 15, 30);
const iso = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('mailTime', () => {
  it('the time alone today, the day this year, the full date before', () => {
    expect(mailTime(iso(2026, 5, 3, 12, 4), en, now)).toMatch(/^12:04\s?PM$/);
    expect(mailTime(iso(2026, 4, 28, 9, 15), en, now)).toMatch(/^May 28, 9:15\s?AM$/);
    expect(mailTime(iso(2025, 11, 31, 23, 5), en, now)).toMatch(/^Dec 31, 2025, 11:05\s?PM$/);
  });
});

describe('mailStatusText', () => {
  const base = { status: 'pending' as const, sentAt: null, attempts: 0, lastError: null };

  it('a sent mail says when', () => {
    expect(mailStatusText({ ...base, status: 'sent', sentAt: iso(2026, 5, 3, 12, 4), attempts: 1 }, en, now)).toMatch(
      /^sent 12:04\s?PM$/,
    );
    expect(mailStatusText({ ...base, status: 'sent' }, en, now)).toBe('sent');
  });

  it('a waiting mail says how often it was tried, and the last error on one short line', () => {
    expect(mailStatusText(base, en, now)).toBe('waiting to be sent');
    expect(mailStatusText({ ...base, attempts: 1 }, en, now)).toBe('waiting (1 attempt)');
    expect(mailStatusText({ ...base, attempts: 3, lastError: 'connect ECONNREFUSED\n 127.0.0.1:25' }, en, now)).toBe(
      'waiting (3 attempts: connect ECONNREFUSED 127.0.0.1:25)',
    );
    const long = mailStatusText({ ...base, attempts: 2, lastError: 'x'.repeat(500) }, en, now);
    expect(long.length).toBeLessThan(150);
    expect(long).toMatch(/…\)$/);
  });
});

describe('anyWaiting', () => {
  it('is true while a mail waits', () => {
    expect(anyWaiting(undefined)).toBe(false);
    expect(anyWaiting([])).toBe(false);
    expect(anyWaiting([{ status: 'sent' }])).toBe(false);
    expect(anyWaiting([{ status: 'sent' }, { status: 'pending' }])).toBe(true);
  });
});
