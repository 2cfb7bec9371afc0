import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedForADay, nextAttemptAt, RETRY_DELAYS_MS, RETRY_WINDOW_MS, retryDelayMs } from './retry';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const created = new Date('2026-05-01T10:00:00.000Z');

/** A delivery's tries after `created`, each failing at once, until it is given up: when each one happened. */
function tries(): Date[] {
  const out = [created];
  for (let attempts = 1; ; attempts++) {
    const next = nextAttemptAt(created, attempts, out.at(-1)!);
    if (!next) return out;
    out.push(next);
  }
}

describe('retries', () => {
  it('tries again within 15 s first, then waits longer and longer', () => {
    expect(retryDelayMs(1)).toBeLessThanOrEqual(15 * SECOND);
    expect(nextAttemptAt(created, 1, created)).toEqual(new Date(created.getTime() + 5 * SECOND));
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++)
      expect(RETRY_DELAYS_MS[i]).toBeGreaterThan(RETRY_DELAYS_MS[i - 1]!);
  });

  it('tries for a day, then gives up', () => {
    const at = tries();
    const last = at.at(-1)!;
    expect(last.getTime() - created.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
    expect(last.getTime() - created.getTime()).toBeGreaterThan(RETRY_WINDOW_MS - 9 * HOUR);
    expect(at.length).toBeGreaterThan(8);
  });

  it('(property) never schedules past the day, never sooner than the last try, waits that never shrink', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: RETRY_WINDOW_MS + HOUR }),
        (attempts, sinceCreated) => {
          const failedAt = new Date(created.getTime() + sinceCreated);
          const next = nextAttemptAt(created, attempts, failedAt);
          if (next) {
            expect(next.getTime()).toBeGreaterThan(failedAt.getTime());
            expect(next.getTime()).toBeLessThanOrEqual(created.getTime() + RETRY_WINDOW_MS);
          } else
            expect(failedAt.getTime() + retryDelayMs(attempts)).toBeGreaterThan(created.getTime() + RETRY_WINDOW_MS);
          expect(retryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempts));
        },
      ),
    );
  });

  it('disables an endpoint once it has failed for a whole day, not before', () => {
    const since = new Date('2026-05-01T10:00:00.000Z');
    expect(failedForADay(null, new Date('2026-06-01T00:00:00Z'))).toBe(false);
    expect(failedForADay(since, new Date(since.getTime() + 24 * HOUR - 1))).toBe(false);
    expect(failedForADay(since, new Date(since.getTime() + 24 * HOUR))).toBe(true);
  });
});
