import { describe, expect, it } from 'vitest';
import { french } from '../../../tests/component/french';
import {
  expectedShipDate,
  expectedShipDateOf,
  formatReadyOn,
  linesWithoutLot,
  missingLotsMessage,
  readyOnDate,
  refusedBottling,
  refusedWorkOrderMove,
} from './work-orders';

const formula = {
  composition: [
    { ingredientId: 1, name: 'Bergamot', group: 'top' as const, drops: 40, ml: 2, percent: 4 },
    { ingredientId: 9, name: 'Jasmine', group: 'middle' as const, drops: 60, ml: 3, percent: 6 },
    { ingredientId: 14, name: 'Vetiver', group: 'base' as const, drops: 60, ml: 3, percent: 6 },
  ],
};

describe('the lots of a work order (issue #43)', () => {
  it('names the lines still without a lot, in the formula’s order; a blank lot is none', () => {
    expect(linesWithoutLot(formula, {})).toEqual([
      { ingredientId: 1, name: 'Bergamot' },
      { ingredientId: 9, name: 'Jasmine' },
      { ingredientId: 14, name: 'Vetiver' },
    ]);
    expect(linesWithoutLot(formula, { '1': 'BG-07', '9': '  ' }).map((l) => l.name)).toEqual(['Jasmine', 'Vetiver']);
    expect(linesWithoutLot(formula, { '1': 'BG-07', '9': 'J-1', '14': 'V-2' })).toEqual([]);
  });

  it('says which lots are missing in plain words', () => {
    expect(missingLotsMessage([{ name: 'Vetiver' }])).toBe('Record the lot of Vetiver before it macerates.');
    expect(missingLotsMessage([{ name: 'Bergamot' }, { name: 'Jasmine' }, { name: 'Vetiver' }])).toBe(
      'Record the lot of Bergamot, Jasmine and Vetiver before it macerates.',
    );
  });
});

describe('the rest before bottling (issue #43)', () => {
  const started = new Date('2026-11-03T10:00:00Z');

  it('is ready its days after it starts macerating', () => {
    expect(readyOnDate(started, 14).toISOString()).toBe('2026-11-17T10:00:00.000Z');
    expect(readyOnDate(started, 0)).toEqual(started);
    expect(formatReadyOn('2026-11-17T10:00:00.000Z')).toBe('17 November 2026');
  });

  it('refuses bottling before its ready-on date, saying the date; allows it from then', () => {
    const readyOn = readyOnDate(started, 14);
    expect(refusedBottling(readyOn, new Date('2026-11-17T09:59:59Z'))).toBe(
      'This perfume is resting until 17 November 2026: it may be bottled from that day.',
    );
    expect(refusedBottling(readyOn, readyOn)).toBeNull();
    expect(refusedBottling(readyOn.toISOString(), new Date('2026-12-01T00:00:00Z'))).toBeNull();
    // A perfume that rested before the rule (no date): nothing holds it.
    expect(refusedBottling(null, started)).toBeNull();
  });

  it('still moves one step at a time', () => {
    expect(refusedWorkOrderMove('compounding', 'bottled')).toBe(
      'A compounding work order moves on to macerating only.',
    );
    expect(refusedWorkOrderMove('macerating', 'bottled')).toBeNull();
  });

  it('refuses a step in whole sentences, each with its French', () => {
    const { t } = french();
    const refusals = [
      ['queued', 'macerating', 'A queued work order moves on to compounding only.'],
      ['compounding', 'bottled', 'A compounding work order moves on to macerating only.'],
      ['macerating', 'queued', 'A macerating work order moves on to bottled only.'],
    ] as const;
    for (const [from, to, english] of refusals) expect(refusedWorkOrderMove(from, to)).toBe(english);
    expect(refusals.map(([from, to]) => t(refusedWorkOrderMove(from, to)!))).toEqual([
      'Un ordre de fabrication en attente ne peut passer qu’à la composition.',
      'Un ordre de fabrication en composition ne peut passer qu’à la macération.',
      'Un ordre de fabrication en macération ne peut passer qu’à la mise en flacon.',
    ]);
    expect(t(refusedWorkOrderMove('bottled', 'queued')!)).toBe(
      'Ce parfum est mis en flacon\u00a0: son ordre de fabrication est terminé.',
    );
    expect(t(refusedWorkOrderMove('cancelled', 'queued')!)).toMatch(/^Cet ordre de fabrication a été annulé/);
  });

  it('ships when the last perfume is ready: the ready-on dates the Atelier set, else the promised day', () => {
    const paid = new Date('2026-11-01T00:00:00Z');
    const promised = expectedShipDate(paid, 21);
    expect(expectedShipDateOf(paid, 21, [])).toEqual(promised);
    expect(expectedShipDateOf(paid, 21, [null])).toEqual(promised);
    const early = new Date('2026-11-15T00:00:00Z');
    const late = new Date('2026-11-30T00:00:00Z');
    expect(expectedShipDateOf(paid, 21, [early])).toEqual(early);
    expect(expectedShipDateOf(paid, 21, [early, late])).toEqual(late);
    // One still queued keeps the promised day when it is the later.
    expect(expectedShipDateOf(paid, 21, [early, null])).toEqual(promised);
  });
});
