import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageQuerySchema } from './paging';

const timestamp = fc
  .record({
    ms: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
    micros: fc.integer({ min: 0, max: 999_999 }),
    offset: fc.constantFrom('+00', '+01', '-05', '+05:30'),
  })
  .map(({ ms, micros, offset }) => {
    const iso = new Date(ms).toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}.${String(micros).padStart(6, '0')}${offset}`;
  });

describe('cursors', () => {
  it('give back the row they name, microseconds and offset kept, and travel in a URL as they are', () => {
    fc.assert(
      fc.property(timestamp, fc.integer({ min: 1, max: 2_147_483_647 }), (at, id) => {
        const cursor = encodeCursor(at, id);
        expect(cursor).toMatch(/^[\w-]+$/);
        expect(decodeCursor(cursor)).toEqual({ at, id });
      }),
    );
  });

  it('refuse what no list answered', () => {
    const bad = [
      '',
      '!!',
      'x'.repeat(200),
      encodeCursor('yesterday', 3),
      encodeCursor('2026-11-25 10:00:00+00', 0).replace(/.$/, '*'),
      encodeCursor("2026-11-25 10:00:00+00'; drop table orders; --", 1),
      btoa('2026-11-25 10:00:00+00|-1'),
      btoa('2026-11-25 10:00:00+00|99999999999'),
      btoa('no bar at all'),
    ];
    for (const text of bad) expect(decodeCursor(text), text).toBeUndefined();
    expect(pageQuerySchema.safeParse({ after: 'bm9wZQ' }).success).toBe(false);
  });

  it('read a page: 50 by default, 1 to 200, one direction at a time', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 50 });
    const after = encodeCursor('2026-11-25 10:00:00.5+00', 7);
    expect(pageQuerySchema.parse({ limit: '200', after })).toEqual({
      limit: 200,
      after: { at: '2026-11-25 10:00:00.5+00', id: 7 },
    });
    for (const limit of ['0', '201', '1.5', 'x']) expect(pageQuerySchema.safeParse({ limit }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ after, before: after }).success).toBe(false);
  });
});
