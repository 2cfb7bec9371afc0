import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abandonedBefore, type ReminderFacts, reminderDue } from './reminders';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-11-30T12:00:00.000Z');

const due: ReminderFacts = {
  lines: 2,
  updatedAt: new Date(now.getTime() - 11 * HOUR),
  remindedAt: null,
  email: 'ada@example.com',
  consent: 'granted',
  staff: false,
};

/** Any facts about a cart and its owner, its last change up to three days before `now` (or a little after). */
const facts = fc.record({
  lines: fc.integer({ min: 0, max: 20 }),
  updatedAt: fc.integer({ min: -72 * HOUR, max: HOUR }).map((d) => new Date(now.getTime() + d)),
  remindedAt: fc.option(
    fc.integer({ min: -72 * HOUR, max: 0 }).map((d) => new Date(now.getTime() + d)),
    { nil: null },
  ),
  email: fc.option(fc.constant('someone@example.com'), { nil: null }),
  consent: fc.constantFrom('granted' as const, 'withdrawn' as const, null),
  staff: fc.boolean(),
});
/** Hours as the setting takes them: a few seconds' worth up to three days. */
const hours = fc.double({ min: 0.001, max: 72, noNaN: true });

describe('the abandoned-cart reminder', () => {
  it('is due for a consenting owner of a cart unchanged for longer than the hours', () => {
    expect(reminderDue(due, now, 10)).toBe(true);
    expect(reminderDue(due, now, 12)).toBe(false);
    // Decimals: 36 seconds.
    expect(reminderDue({ ...due, updatedAt: new Date(now.getTime() - 40_000) }, now, 0.01)).toBe(true);
    expect(reminderDue({ ...due, updatedAt: new Date(now.getTime() - 30_000) }, now, 0.01)).toBe(false);
  });

  it('never goes without consent now, to staff, without an address, for an empty cart, or twice', () => {
    fc.assert(
      fc.property(facts, hours, (cart, h) => {
        const isDue = reminderDue(cart, now, h);
        if (cart.consent !== 'granted' || cart.staff || cart.email === null || cart.lines === 0)
          expect(isDue).toBe(false);
        if (cart.remindedAt !== null) expect(isDue).toBe(false);
      }),
    );
  });

  it('is due exactly when every condition holds and the last change is older than the hours', () => {
    fc.assert(
      fc.property(facts, hours, (cart, h) => {
        const old = cart.updatedAt.getTime() < now.getTime() - Math.round(h * HOUR);
        const eligible =
          cart.lines > 0 &&
          cart.remindedAt === null &&
          cart.email !== null &&
          cart.consent === 'granted' &&
          !cart.staff;
        expect(reminderDue(cart, now, h)).toBe(eligible && old);
      }),
    );
  });

  it('stays due as time goes on, and a change to the cart puts it off', () => {
    fc.assert(
      fc.property(facts, hours, fc.integer({ min: 0, max: 48 * HOUR }), (cart, h, later) => {
        const then = new Date(now.getTime() + later);
        if (reminderDue(cart, now, h)) expect(reminderDue(cart, then, h)).toBe(true);
        // Changed at `then`: not due until the hours have passed again.
        expect(reminderDue({ ...cart, updatedAt: then }, then, h)).toBe(false);
      }),
    );
  });

  it('counts the hours back from now', () => {
    fc.assert(
      fc.property(hours, (h) => {
        expect(now.getTime() - abandonedBefore(now, h).getTime()).toBe(Math.round(h * HOUR));
      }),
    );
  });
});
