import { describe, expect, it } from 'vitest';
import { PLACEMENT_WINDOW_MS, placementLimits, placementWait, STOCK_HOLD_MINUTES } from './holds';

const now = new Date('2026-11-25T12:00:00Z');
const limits = placementLimits(10);

describe('how many orders an address may place (placementWait)', () => {
  it('lets an address place while it is under both limits', () => {
    expect(limits).toEqual({ unpaidPerAddress: 10, placementsPerAddress: 30 });
    expect(placementWait({ placed: 29, oldestPlaced: now, unpaid: 9 }, limits, now)).toBeUndefined();
  });

  it('waits for the oldest placement to leave the 10-minute window', () => {
    const oldest = new Date(now.getTime() - PLACEMENT_WINDOW_MS + 90_000);
    expect(placementWait({ placed: 30, oldestPlaced: oldest, unpaid: 0 }, limits, now)).toBe(90);
    // Never less than a second, even at the window's edge.
    expect(
      placementWait(
        { placed: 30, oldestPlaced: new Date(now.getTime() - PLACEMENT_WINDOW_MS), unpaid: 0 },
        limits,
        now,
      ),
    ).toBe(1);
  });

  it('an address with as many unpaid orders as it may keep waits for a hold to end', () => {
    expect(placementWait({ placed: 10, oldestPlaced: now, unpaid: 10 }, limits, now)).toBe(STOCK_HOLD_MINUTES * 60);
  });
});
