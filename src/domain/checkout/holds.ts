/**
 * How long an unpaid order may keep bottles off sale, and how many unpaid orders an address may
 * keep waiting (docs/decisions/055-stock-taken-by-the-payment.md). Stock is the payment's: an order
 * holds its bottles only while a card payment is attached to it, for STOCK_HOLD_MINUTES, and the
 * payment takes them for good (or is refunded when they are gone).
 */
export const STOCK_HOLD_MINUTES = 15;
export const STOCK_HOLD_MS = STOCK_HOLD_MINUTES * 60_000;

/** The window of the placement limit. */
export const PLACEMENT_WINDOW_MS = 10 * 60_000;
/** The window in which an unpaid order counts against its address (its life before it expires). */
export const UNPAID_WINDOW_MS = 24 * 60 * 60_000;

export interface PlacementLimits {
  /** Unpaid orders one address may have waiting. */
  unpaidPerAddress: number;
  /** Orders one address may place in PLACEMENT_WINDOW_MS. */
  placementsPerAddress: number;
}

/** The limits for ORDER_RATE_LIMIT = n: n unpaid orders waiting per address, 3n placements per 10 minutes. */
export function placementLimits(n: number): PlacementLimits {
  return { unpaidPerAddress: n, placementsPerAddress: 3 * n };
}

/** What an address has done lately, as the orders table counts it. */
export interface AddressActivity {
  placed: number;
  /** The oldest placement in the window, when any. */
  oldestPlaced: Date | null;
  unpaid: number;
}

/**
 * Seconds to wait before this address may place another order, or undefined when it may now. An
 * address over its unpaid orders waits for the oldest hold to end (STOCK_HOLD_MINUTES): its orders
 * then hold nothing, and paying one of them is always possible.
 */
export function placementWait(activity: AddressActivity, limits: PlacementLimits, now: Date): number | undefined {
  if (activity.placed >= limits.placementsPerAddress) {
    const ends = (activity.oldestPlaced?.getTime() ?? now.getTime()) + PLACEMENT_WINDOW_MS;
    return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
  }
  if (activity.unpaid >= limits.unpaidPerAddress) return STOCK_HOLD_MINUTES * 60;
  return undefined;
}
