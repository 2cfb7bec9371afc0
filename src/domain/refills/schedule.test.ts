import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFILL_INTERVALS } from './schemas';
import {
  addDays,
  addWeeks,
  afterDecline,
  changeInterval,
  firstRenewalAt,
  isLocked,
  LOCK_HOURS,
  lockStartsAt,
  MAX_PAUSE_CYCLES,
  nextAfterEarlyRenewal,
  nextAfterRenewal,
  pause,
  pauseUntil,
  reminderAt,
  reminderDue,
  resume,
  skipNext,
} from './schedule';

const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const paidAt = at('2026-03-02T10:00:00.000Z');
const next = at('2026-03-30T10:00:00.000Z'); // four weeks after paidAt

/** Instants this century, to the millisecond. */
const instant = fc
  .integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') })
  .map((t) => new Date(t));
const interval = fc.constantFrom(...REFILL_INTERVALS);
const cycles = fc.constantFrom(1 as const, 2 as const, 3 as const);
/** A time before, around or after a renewal: up to 40 weeks either side. */
const offset = fc.integer({ min: -40 * 7 * DAY, max: 40 * 7 * DAY });

describe('dates', () => {
  it('counts a week as 7 × 24 hours and a day as 24, in UTC whatever the clocks do', () => {
    expect(addWeeks(at('2026-03-23T10:00:00Z'), 1)).toEqual(at('2026-03-30T10:00:00Z')); // across Europe's summer time
    expect(addDays(at('2026-02-27T23:30:00Z'), 2)).toEqual(at('2026-03-01T23:30:00Z'));
    expect(addDays(at('2026-03-01T00:00:00Z'), -3)).toEqual(at('2026-02-26T00:00:00Z'));
  });
});

describe('renewal dates', () => {
  it('comes one interval after the checkout, then one interval after each due date, however late it was billed', () => {
    expect(firstRenewalAt(paidAt, 4)).toEqual(next);
    expect(nextAfterRenewal(next, 8)).toEqual(at('2026-05-25T10:00:00.000Z'));
    expect(nextAfterEarlyRenewal(at('2026-03-10T15:00:00Z'), 12)).toEqual(at('2026-06-02T15:00:00Z'));
  });

  it('never drifts: the n-th renewal is due n intervals after the checkout, whenever each was billed', () => {
    fc.assert(
      fc.property(instant, interval, fc.integer({ min: 1, max: 40 }), (p, w, n) => {
        let due = firstRenewalAt(p, w);
        for (let i = 1; i < n; i += 1) due = nextAfterRenewal(due, w);
        expect(due).toEqual(addWeeks(p, w * n));
      }),
    );
  });

  it('refuses an interval that is not whole weeks', () => {
    expect(() => firstRenewalAt(paidAt, 0)).toThrow(RangeError);
    expect(() => skipNext(next, 2.5)).toThrow(RangeError);
  });
});

describe('the lock', () => {
  it('starts 48 hours before the renewal, inclusive, and holds while it is overdue', () => {
    expect(LOCK_HOURS).toBe(48);
    expect(lockStartsAt(next)).toEqual(at('2026-03-28T10:00:00.000Z'));
    expect(lockStartsAt(null)).toBeNull();
    expect(isLocked(next, at('2026-03-28T09:59:59.999Z'))).toBe(false);
    expect(isLocked(next, at('2026-03-28T10:00:00.000Z'))).toBe(true);
    expect(isLocked(next, next)).toBe(true);
    expect(isLocked(next, at('2026-04-02T10:00:00Z'))).toBe(true);
  });

  it('is locked exactly from lockStartsAt on', () => {
    fc.assert(
      fc.property(instant, offset, (n, o) => {
        const now = new Date(n.getTime() + o);
        expect(isLocked(n, now)).toBe(now.getTime() >= lockStartsAt(n).getTime());
      }),
    );
  });
});

describe('skipping and pausing', () => {
  it('skips the next delivery: one interval later', () => {
    expect(skipNext(next, 4)).toEqual(at('2026-04-27T10:00:00.000Z'));
  });

  it('pauses one to three deliveries and resumes with the renewal after them', () => {
    expect(pause(next, 4, 1)).toEqual({
      resumeAt: at('2026-04-27T10:00:00Z'),
      nextRenewalAt: at('2026-04-27T10:00:00Z'),
    });
    expect(pause(next, 8, 3).nextRenewalAt).toEqual(addWeeks(next, 24));
    expect(() => pause(next, 4, 4 as 3)).toThrow(RangeError);
    expect(() => pause(next, 4, 0 as 1)).toThrow(RangeError);
  });

  it('pauses until a chosen day past the lock, after the planned renewal and at most three intervals after it', () => {
    const now = at('2026-03-10T12:00:00Z');
    const chosen = at('2026-05-01T00:00:00Z');
    expect(pauseUntil(next, 4, chosen, now)).toEqual({ resumeAt: chosen, nextRenewalAt: chosen });
    expect(pauseUntil(next, 4, addWeeks(next, 3 * 4), now)).toEqual({
      resumeAt: addWeeks(next, 12),
      nextRenewalAt: addWeeks(next, 12),
    });
    expect(pauseUntil(next, 4, new Date(addWeeks(next, 12).getTime() + 1), now)).toBe('too-far');
    expect(pauseUntil(next, 4, next, now)).toBe('too-soon'); // pauses nothing
    expect(pauseUntil(next, 4, at('2026-03-20T00:00:00Z'), now)).toBe('too-soon'); // would bring it forward
    // A renewal planned soon: a day inside the coming lock window is too soon, one just past it is fine.
    const soon = at('2026-03-11T12:00:00Z');
    expect(pauseUntil(soon, 4, at('2026-03-12T12:00:00Z'), now)).toBe('too-soon');
    expect(pauseUntil(soon, 4, at('2026-03-12T12:01:00Z'), now)).toEqual({
      resumeAt: at('2026-03-12T12:01:00Z'),
      nextRenewalAt: at('2026-03-12T12:01:00Z'),
    });
  });

  it('always moves the renewal later, out of the lock window of a change made outside it', () => {
    fc.assert(
      fc.property(instant, interval, cycles, offset, (n, w, c, o) => {
        const now = new Date(n.getTime() + o);
        fc.pre(!isLocked(n, now));
        const skipped = skipNext(n, w);
        const paused = pause(n, w, c);
        for (const moved of [skipped, paused.nextRenewalAt]) {
          expect(moved.getTime()).toBeGreaterThan(n.getTime());
          expect(isLocked(moved, now)).toBe(false);
        }
        expect(paused.nextRenewalAt.getTime()).toBeLessThanOrEqual(addWeeks(n, MAX_PAUSE_CYCLES * w).getTime());
      }),
    );
  });

  it('accepts a chosen day only past the lock, later than the planned renewal and within three intervals of it', () => {
    fc.assert(
      fc.property(instant, interval, offset, fc.integer({ min: -2 * 7 * DAY, max: 40 * 7 * DAY }), (n, w, o, r) => {
        const now = new Date(n.getTime() + o);
        const resumeAt = new Date(n.getTime() + r);
        const result = pauseUntil(n, w, resumeAt, now);
        if (typeof result === 'string') return;
        expect(result.nextRenewalAt).toEqual(resumeAt);
        expect(resumeAt.getTime()).toBeGreaterThan(n.getTime());
        expect(isLocked(resumeAt, now)).toBe(false);
        expect(resumeAt.getTime()).toBeLessThanOrEqual(addWeeks(n, 3 * w).getTime());
      }),
    );
  });
});

describe('resuming early', () => {
  const now = at('2026-03-10T12:00:00Z');
  const resumeAt = at('2026-05-25T10:00:00Z');

  it('gives back the renewal planned before the pause while it is still past the lock window', () => {
    expect(resume(now, resumeAt, 4, next)).toEqual(next);
  });

  it('renews just past the lock window when that renewal has passed or is about to', () => {
    expect(resume(now, resumeAt, 4, at('2026-03-01T10:00:00Z'))).toEqual(at('2026-03-12T12:01:00Z'));
    expect(resume(now, resumeAt, 4, at('2026-03-11T10:00:00Z'))).toEqual(at('2026-03-12T12:01:00Z'));
  });

  it('never renews later than the pause would have', () => {
    expect(resume(now, at('2026-03-12T00:00:00Z'), 4, at('2026-03-01T10:00:00Z'))).toEqual(at('2026-03-12T00:00:00Z'));
  });

  it('never lands inside the lock window unless the paused date already was there', () => {
    fc.assert(
      fc.property(instant, interval, offset, offset, (now, w, r, p) => {
        const until = new Date(now.getTime() + Math.abs(r));
        const pausedNext = new Date(now.getTime() + p);
        const resumed = resume(now, until, w, pausedNext);
        expect(resumed.getTime()).toBeLessThanOrEqual(until.getTime());
        if (!isLocked(until, now)) expect(isLocked(resumed, now)).toBe(false);
        else expect(resumed).toEqual(until);
      }),
    );
  });
});

describe('changing the interval', () => {
  const now = at('2026-03-10T12:00:00Z');

  it('counts the new interval from the last delivery', () => {
    expect(changeInterval(null, paidAt, next, 8, now)).toEqual(addWeeks(paidAt, 8));
    const lastDue = at('2026-03-30T10:00:00Z');
    expect(changeInterval(lastDue, paidAt, addWeeks(lastDue, 4), 12, at('2026-04-01T00:00:00Z'))).toEqual(
      addWeeks(lastDue, 12),
    );
  });

  it('moves a renewal that would come too soon just past the lock window', () => {
    // Paid on 5 January every 12 weeks; changed on 10 March to every 4: 2 February has passed, so the renewal comes
    // 48 hours and a minute after the change.
    const longAgo = at('2026-01-05T10:00:00Z');
    expect(changeInterval(null, longAgo, addWeeks(longAgo, 12), 4, now)).toEqual(at('2026-03-12T12:01:00Z'));
  });

  it('leaves a renewal inside its lock on its day', () => {
    expect(changeInterval(null, paidAt, next, 12, at('2026-03-29T00:00:00Z'))).toEqual(next);
  });

  it('never lands a renewal inside the lock window of a change made outside it', () => {
    fc.assert(
      fc.property(instant, interval, interval, offset, fc.boolean(), (n, w, newW, o, billedBefore) => {
        const now = new Date(n.getTime() + o);
        fc.pre(!isLocked(n, now));
        const anchor = addWeeks(n, -w);
        const changed = billedBefore
          ? changeInterval(anchor, addWeeks(anchor, -w), n, newW, now)
          : changeInterval(null, anchor, n, newW, now);
        expect(isLocked(changed, now)).toBe(false);
        expect(changed.getTime()).toBeGreaterThanOrEqual(addWeeks(anchor, newW).getTime());
      }),
    );
  });
});

describe('a declined renewal', () => {
  const due = at('2026-03-30T10:00:00Z');

  it('is tried again 3 and 6 days after its due date, then cancelled', () => {
    expect(afterDecline(due, 1)).toEqual({ retryAt: at('2026-04-02T10:00:00Z') });
    expect(afterDecline(due, 2)).toEqual({ retryAt: at('2026-04-05T10:00:00Z') });
    expect(afterDecline(due, 3)).toEqual({ cancel: true });
    expect(() => afterDecline(due, 0)).toThrow(RangeError);
  });

  it('ends in a cancellation after exactly three failures, the retries later each time', () => {
    fc.assert(
      fc.property(instant, (d) => {
        let failures = 0;
        let last = d;
        for (;;) {
          failures += 1;
          const then = afterDecline(d, failures);
          if ('cancel' in then) break;
          expect(then.retryAt.getTime()).toBeGreaterThan(last.getTime());
          last = then.retryAt;
        }
        expect(failures).toBe(3);
        expect(afterDecline(d, 4)).toEqual({ cancel: true });
      }),
    );
  });
});

describe('the reminder', () => {
  it('is due three days before the renewal, until it, once per renewal date', () => {
    expect(reminderAt(next)).toEqual(at('2026-03-27T10:00:00Z'));
    expect(reminderDue(next, null, at('2026-03-27T09:59:59.999Z'))).toBe(false);
    expect(reminderDue(next, null, at('2026-03-27T10:00:00Z'))).toBe(true);
    expect(reminderDue(next, new Date(next.getTime()), at('2026-03-28T00:00:00Z'))).toBe(false);
    expect(reminderDue(next, at('2026-03-02T10:00:00Z'), at('2026-03-28T00:00:00Z'))).toBe(true); // the last one's
    expect(reminderDue(next, null, next)).toBe(false); // being charged: too late to remind
    expect(reminderDue(skipNext(next, 4), new Date(next.getTime()), at('2026-04-24T10:00:00Z'))).toBe(true);
  });

  it('is sent exactly once per renewal date by a scheduler that looks at any times', () => {
    fc.assert(
      fc.property(
        instant,
        fc.array(fc.integer({ min: -10 * DAY, max: 4 * DAY }), { minLength: 1, maxLength: 30 }),
        (n, offsets) => {
          const ticks = offsets.map((o) => n.getTime() + o).sort((a, b) => a - b);
          let remindedFor: Date | null = null;
          let sent = 0;
          for (const t of ticks)
            if (reminderDue(n, remindedFor, new Date(t))) {
              expect(t).toBeGreaterThanOrEqual(reminderAt(n).getTime());
              expect(t).toBeLessThan(n.getTime());
              remindedFor = new Date(n.getTime());
              sent += 1;
            }
          const inWindow = ticks.some((t) => t >= reminderAt(n).getTime() && t < n.getTime());
          expect(sent).toBe(inWindow ? 1 : 0);
        },
      ),
    );
  });
});
