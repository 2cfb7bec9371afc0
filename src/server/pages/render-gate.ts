/**
 * Which server renders the cache cannot answer may run, in all and per client address. A render is
 * the costliest thing a page asks of the server (React over the whole page, then its compression), and
 * anyone can ask for a new one with a made-up query string (`/collections?q=<random>`): 50 connections
 * doing so kept every other answer waiting and the memory past its budget. Within the bounds a render
 * may wait a moment for its turn; past them the page goes out as the shell the browser renders, which
 * costs the server nothing it has not cached.
 */
export interface RenderLimits {
  /** Renders running at once, in all. */
  running: number;
  /** Renders waiting for their turn, in all, and how long one waits before the shell goes out instead. */
  waiting: number;
  waitMs: number;
  /** Renders started per second in all, after a burst of `burst`. */
  perSecond: number;
  burst: number;
  /** Renders one address may have running or waiting at once. */
  pendingPerAddress: number;
  /** Renders one address may start in a burst, earned back at `perAddressPerMinute`. */
  burstPerAddress: number;
  perAddressPerMinute: number;
}

/**
 * A render costs 15–30 ms of one core and leaves its garbage in the old generation, where it stays
 * until the next full collection: 5 a second (after a burst of 20) is a sixth of a core and keeps a
 * flood's memory within the budget, and a page nobody asked for before is still rendered for the first
 * visitors who ask. The e2e suite, one address, stays within an address's share.
 */
export const RENDER_LIMITS: RenderLimits = {
  running: 2,
  waiting: 8,
  waitMs: 1000,
  perSecond: 5,
  burst: 20,
  pendingPerAddress: 3,
  burstPerAddress: 60,
  perAddressPerMinute: 30,
};

/** The addresses whose allowance is remembered: the latest ones, so made-up ones cannot fill memory. */
const MAX_ADDRESSES = 10_000;

/** Tokens earned back since `at`, up to `max`. */
interface Bucket {
  tokens: number;
  at: number;
}

interface Allowance extends Bucket {
  pending: number;
}

export class RenderGate {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private readonly total: Bucket;
  private readonly addresses = new Map<string, Allowance>();

  constructor(
    private readonly limits: RenderLimits = RENDER_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.total = { tokens: limits.burst, at: now() };
  }

  /**
   * Waits for a render's turn for `address`: answers the function to call once it has ended, or
   * undefined when the page should go out as the shell (past a bound, or no turn within `waitMs`).
   */
  async enter(address: string): Promise<(() => void) | undefined> {
    const { limits } = this;
    const now = this.now();
    refill(this.total, now, limits.burst, limits.perSecond * 60);
    const own = this.allowance(address, now);
    if (
      this.total.tokens < 1 ||
      own.tokens < 1 ||
      own.pending >= limits.pendingPerAddress ||
      (this.running >= limits.running && this.queue.length >= limits.waiting)
    )
      return undefined;

    this.total.tokens -= 1;
    own.tokens -= 1;
    own.pending += 1;
    if (this.running < limits.running) this.running += 1;
    else if (!(await this.turn())) {
      // No render ran: its allowance is given back.
      this.total.tokens += 1;
      own.tokens += 1;
      own.pending -= 1;
      return undefined;
    }
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      own.pending -= 1;
      // The turn goes to the render waiting longest, still counted as running; or it is free.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    };
  }

  /** Resolves true when a running render ends and hands its turn over, false after `waitMs`. */
  private turn(): Promise<boolean> {
    return new Promise((resolve) => {
      const next = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(next), 1);
        resolve(false);
      }, this.limits.waitMs);
      this.queue.push(next);
    });
  }

  private allowance(address: string, now: number): Allowance {
    const { limits } = this;
    let own = this.addresses.get(address);
    if (own)
      this.addresses.delete(address); // the latest used stays longest
    else own = { tokens: limits.burstPerAddress, at: now, pending: 0 };
    refill(own, now, limits.burstPerAddress, limits.perAddressPerMinute);
    this.addresses.set(address, own);
    if (this.addresses.size > MAX_ADDRESSES) {
      // Forget the address used longest ago, unless a render of its own is under way.
      for (const [other, allowance] of this.addresses) {
        if (allowance.pending === 0) {
          this.addresses.delete(other);
          break;
        }
      }
    }
    return own;
  }
}

function refill(bucket: Bucket, now: number, max: number, perMinute: number): void {
  bucket.tokens = Math.min(max, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute);
  bucket.at = now;
}
