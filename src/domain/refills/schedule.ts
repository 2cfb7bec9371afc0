/*
 * When a refill is charged (DESIGN §1 "Refills"), one rule for the scheduler, the shopper's changes, the
 * reminders and the pages that show the dates. All times are UTC instants; a week is 7 × 24 hours and a
 * cycle is one delivery. Every function takes the time it reasons about (`now`, a due date): the server's
 * clock, or the test clock, is the caller's, so a renewal, a retry or a reminder happens on a controlled
 * clock exactly as on the real one. Two promises run through it:
 *  - billed once, without drift: a renewal's next date is anchored on the date it was due, not on when a
 *    busy or restarted scheduler got to it;
 *  - never by surprise: changes lock LOCK_HOURS before a renewal (the reminder has gone, the order is being
 *    prepared), and no change the shopper makes can land a renewal inside that window: it moves the date
 *    to LOCK_HOURS and a minute from now at the soonest, so the shopper can still see it and change it.
 * The lock itself is the caller's check (`isLocked`) before any change but cancelling. No zod, no I/O.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** Changes (all but cancelling) are locked this long before a renewal, and from then until it is charged. */
export const LOCK_HOURS = 48;
/** The reminder says what, when and how much this many days before each renewal. */
const REMINDER_DAYS = 3;
/** A declined renewal is tried again this many days after its due date; the next failure cancels. */
export const RETRY_DAYS = [3, 6] as const;
/** A pause skips one to this many deliveries. */
export const MAX_PAUSE_CYCLES = 3;

/** How far past the lock a date the shopper moves must be: one minute, so it is not locked the moment it is set. */
const MARGIN_MS = 60 * 1000;

export const addWeeks = (at: Date, weeks: number): Date => new Date(at.getTime() + weeks * WEEK_MS);
export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
const addHours = (at: Date, hours: number): Date => new Date(at.getTime() + hours * HOUR_MS);
const later = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);
const sooner = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/** An interval the rules can count with: whole weeks, at least one. A RangeError is a bug, never a shopper's. */
function weeksOf(intervalWeeks: number): number {
  if (!Number.isSafeInteger(intervalWeeks) || intervalWeeks < 1)
    throw new RangeError(`Not an interval: ${intervalWeeks}`);
  return intervalWeeks;
}

/** The soonest a change may set a renewal: just past the lock window that starts now. */
const soonestMovedRenewal = (now: Date): Date => new Date(addHours(now, LOCK_HOURS).getTime() + MARGIN_MS);

/** The first renewal: one interval after the first delivery was paid at checkout. */
export const firstRenewalAt = (paidAt: Date, intervalWeeks: number): Date => addWeeks(paidAt, weeksOf(intervalWeeks));

/**
 * The renewal after the one due on `dueAt`, however late it was billed (a retry, a restart, a sold-out size
 * postponed): anchored on the due date, so the rhythm never drifts.
 */
export const nextAfterRenewal = (dueAt: Date, intervalWeeks: number): Date => addWeeks(dueAt, weeksOf(intervalWeeks));

/** "The next one now": that delivery is billed now, and the rhythm restarts from it. */
export const nextAfterEarlyRenewal = (now: Date, intervalWeeks: number): Date => addWeeks(now, weeksOf(intervalWeeks));

/** When changes lock before the renewal on `nextRenewalAt` (null: none planned, as once cancelled). */
export function lockStartsAt(nextRenewalAt: Date): Date;
export function lockStartsAt(nextRenewalAt: Date | null): Date | null;
export function lockStartsAt(nextRenewalAt: Date | null): Date | null {
  return nextRenewalAt === null ? null : addHours(nextRenewalAt, -LOCK_HOURS);
}

/** Whether changes are locked: from LOCK_HOURS before the renewal on (inclusive), and while it is overdue. */
export const isLocked = (nextRenewalAt: Date, now: Date): boolean =>
  now.getTime() >= lockStartsAt(nextRenewalAt).getTime();

/** Skipping the next delivery: the renewal moves one interval later. */
export const skipNext = (nextRenewalAt: Date, intervalWeeks: number): Date =>
  addWeeks(nextRenewalAt, weeksOf(intervalWeeks));

/** A pause and the renewal it leads to: the refill resumes with the renewal on `resumeAt`. */
interface Pause {
  resumeAt: Date;
  nextRenewalAt: Date;
}

/** Pausing `cycles` deliveries (1 to MAX_PAUSE_CYCLES): the next `cycles` are skipped, and the refill resumes on the one after. */
export function pause(nextRenewalAt: Date, intervalWeeks: number, cycles: 1 | 2 | 3): Pause {
  if (!Number.isInteger(cycles) || cycles < 1 || cycles > MAX_PAUSE_CYCLES)
    throw new RangeError(`Not a pause: ${cycles}`);
  const resumeAt = addWeeks(nextRenewalAt, cycles * weeksOf(intervalWeeks));
  return { resumeAt, nextRenewalAt: resumeAt };
}

/**
 * Pausing until a day the shopper picks. `'too-soon'` when it is not past the lock window that starts now
 * (a renewal they could no longer change), or not after the renewal already planned (that would bring the
 * delivery forward, not pause it); `'too-far'` when it is more than MAX_PAUSE_CYCLES intervals after it.
 */
export function pauseUntil(
  nextRenewalAt: Date,
  intervalWeeks: number,
  resumeAt: Date,
  now: Date,
): Pause | 'too-far' | 'too-soon' {
  const latest = addWeeks(nextRenewalAt, MAX_PAUSE_CYCLES * weeksOf(intervalWeeks));
  if (resumeAt.getTime() > latest.getTime()) return 'too-far';
  if (resumeAt.getTime() <= addHours(now, LOCK_HOURS).getTime()) return 'too-soon';
  if (resumeAt.getTime() <= nextRenewalAt.getTime()) return 'too-soon';
  return { resumeAt, nextRenewalAt: resumeAt };
}

/**
 * The next renewal when a paused refill is resumed before `resumeAt`. The rule, so that no renewal is billed
 * inside the lock window without the shopper's knowing, nor later than the pause promised:
 *   next = min(resumeAt, max(now + LOCK_HOURS + 1 minute, pausedNext))
 * where `pausedNext` is the renewal that was planned when the refill was paused. Resuming gives back that
 * delivery if it is still comfortably ahead; when it has passed (or is about to), the renewal comes just
 * past the lock window, where the shopper sees it, gets the reminder and can still change it; and resuming
 * early never makes it later than staying paused would have (`resumeAt`, the date already shown).
 */
export function resume(now: Date, resumeAt: Date, intervalWeeks: number, pausedNext: Date): Date {
  weeksOf(intervalWeeks); // checked like every interval; the rule itself needs no interval
  return sooner(resumeAt, later(soonestMovedRenewal(now), pausedNext));
}

/**
 * The next renewal after changing the interval: one new interval after the last delivery (the last renewal's
 * due date, or the checkout's payment when there has been none), but never inside the lock window that
 * starts now. Inside the lock of the renewal already planned (callers refuse changes then, but the rule
 * stays safe on its own) that renewal keeps its day, being prepared, and the new interval counts from it.
 */
export function changeInterval(
  lastDueAt: Date | null,
  paidAt: Date,
  nextRenewalAt: Date,
  newIntervalWeeks: number,
  now: Date,
): Date {
  const anchored = addWeeks(lastDueAt ?? paidAt, weeksOf(newIntervalWeeks));
  if (isLocked(nextRenewalAt, now)) return nextRenewalAt;
  return later(anchored, soonestMovedRenewal(now));
}

/** After a declined renewal: when to try again, or to cancel. */
type AfterDecline = { retryAt: Date } | { cancel: true };

/**
 * What follows the `failures`-th declined attempt of the cycle due on `dueAt` (this one included): retries
 * RETRY_DAYS after the due date (3, then 6 days), and the cancellation at the failure after the last retry.
 */
export function afterDecline(dueAt: Date, failures: number): AfterDecline {
  if (!Number.isSafeInteger(failures) || failures < 1) throw new RangeError(`Not a count of failures: ${failures}`);
  const days: number | undefined = RETRY_DAYS[failures - 1];
  return days === undefined ? { cancel: true } : { retryAt: addDays(dueAt, days) };
}

/** When the reminder of the renewal on `nextRenewalAt` is sent: REMINDER_DAYS before it. */
export const reminderAt = (nextRenewalAt: Date): Date => addDays(nextRenewalAt, -REMINDER_DAYS);

/**
 * Whether the reminder of the renewal on `nextRenewalAt` is to be sent now: from its day until the renewal,
 * once per renewal date (`remindedFor`: the renewal date the last reminder was sent for). A skip, a pause or
 * a change gives the new date a reminder of its own; a renewal moved just past the lock is reminded at once.
 */
export function reminderDue(nextRenewalAt: Date, remindedFor: Date | null, now: Date): boolean {
  const t = now.getTime();
  if (t < reminderAt(nextRenewalAt).getTime() || t >= nextRenewalAt.getTime()) return false;
  return remindedFor === null || remindedFor.getTime() !== nextRenewalAt.getTime();
}
