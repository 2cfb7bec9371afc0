import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import {
  formatAge,
  formatAllergenPercent,
  formatMl,
  formatPercent,
  nextMove,
  spokenAge,
  WORK_ORDER_FILTERS,
  workOrderFilterLabels,
} from './atelier-format';

const en = createTranslator('en', {}, compileMessage);

describe('nextMove', () => {
  it('names the next step in the perfumer’s words', () => {
    expect(nextMove('queued')).toEqual({ to: 'compounding', label: 'Start compounding', done: 'Compounding started' });
    expect(nextMove('compounding')).toEqual({
      to: 'macerating',
      label: 'Start maceration',
      done: 'Maceration started',
    });
    expect(nextMove('macerating')).toEqual({ to: 'bottled', label: 'Mark bottled', done: 'Bottled' });
  });

  it('has none once bottled or cancelled', () => {
    expect(nextMove('bottled')).toBeNull();
    expect(nextMove('cancelled')).toBeNull();
  });
});

describe('the status filter', () => {
  it('offers every work order, then each status in the atelier’s order', () => {
    expect(WORK_ORDER_FILTERS.map((f) => workOrderFilterLabels[f])).toEqual([
      'All',
      'Queued',
      'Compounding',
      'Macerating',
      'Bottled',
      'Cancelled',
    ]);
  });
});

describe('formatAge', () => {
  const now = Date.parse('2026-06-20T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says minutes, hours, then days', () => {
    expect(formatAge(en, ago(20_000), now)).toBe('just now');
    expect(formatAge(en, ago(12 * 60_000), now)).toBe('12 min');
    expect(formatAge(en, ago(5 * 3_600_000 + 59 * 60_000), now)).toBe('5 h');
    expect(formatAge(en, ago(24 * 3_600_000), now)).toBe('1 day');
    expect(formatAge(en, ago(16 * 24 * 3_600_000 + 3_600_000), now)).toBe('16 days');
    expect(formatAge(en, ago(1200 * 24 * 3_600_000), now)).toBe('1,200 days');
  });

  it('takes a time ahead of the clock, or no time, as just now', () => {
    expect(formatAge(en, ago(-60_000), now)).toBe('just now');
    expect(formatAge(en, 'not a date', now)).toBe('just now');
  });

  it('spells the units out for a screen reader', () => {
    expect(spokenAge(en, ago(60_000), now)).toBe('1 minute');
    expect(spokenAge(en, ago(12 * 60_000), now)).toBe('12 minutes');
    expect(spokenAge(en, ago(3_600_000), now)).toBe('1 hour');
    expect(spokenAge(en, ago(5 * 3_600_000), now)).toBe('5 hours');
    expect(spokenAge(en, ago(2 * 24 * 3_600_000), now)).toBe('2 days');
  });
});

describe('the formula’s figures', () => {
  it('writes millilitres to the hundredth and shares of the bottle to the tenth', () => {
    expect(formatMl(en, 0.05)).toBe('0.05');
    expect(formatMl(en, 7.5)).toBe('7.50');
    expect(formatMl(en, 1250)).toBe('1,250.00');
    expect(formatPercent(en, 0.1)).toBe('0.1 %');
    expect(formatPercent(en, 85)).toBe('85.0 %');
  });

  it('writes an allergen’s share to four decimals at most', () => {
    expect(formatAllergenPercent(en, 0.0012)).toBe('0.0012 %');
    expect(formatAllergenPercent(en, 0.25)).toBe('0.25 %');
    expect(formatAllergenPercent(en, 1)).toBe('1 %');
  });
});
