/*
 * When a delivery is tried again (DESIGN §1 "Webhooks and integrations"): the first retry within 15 seconds, then
 * growing waits, for a day after the event; past that the delivery has failed. An endpoint that has failed every
 * delivery for a day is disabled.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** How long the shop keeps trying a delivery, from its event. */
export const RETRY_WINDOW_MS = 24 * HOUR;

/** How long an endpoint may fail without a success before it is disabled. */
export const DISABLE_AFTER_MS = 24 * HOUR;

/** The wait after the n-th failed try (the last one repeats): 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h. */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
] as const;

/** The wait after `attempts` failed tries (1 or more). */
export function retryDelayMs(attempts: number): number {
  const i = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[i]!;
}

/**
 * When a delivery whose event happened at `createdAt` is tried next, after its `attempts`-th try failed at `failedAt`;
 * undefined once that would be past the day it is tried for (the delivery has failed).
 */
export function nextAttemptAt(createdAt: Date, attempts: number, failedAt: Date): Date | undefined {
  const next = failedAt.getTime() + retryDelayMs(attempts);
  return next > createdAt.getTime() + RETRY_WINDOW_MS ? undefined : new Date(next);
}

/** Whether an endpoint failing since `failingSince` has failed long enough, at `now`, to be disabled. */
export function failedForADay(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS;
}
