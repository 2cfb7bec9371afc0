import { EVERYTHING } from '../db/listener';
import type { SessionUserRow } from './repo';

/** At most this many sessions are kept per process; the oldest kept goes first. */
const MAX_KEPT = 5_000;
/**
 * A session is kept at most this long, even if no change is told: the bound on what a notification lost without its
 * connection dropping could leave wrong.
 */
const KEPT_MS = 60_000;

interface Kept {
  row: SessionUserRow;
  /** Until when (ms since the epoch) the row may answer: the session's own expiry, or KEPT_MS after it was read. */
  until: number;
}

/**
 * The sessions a process has looked up lately, by their token's hash (docs/decisions/075-a-session-kept-per-process.md):
 * a signed-in read asks the database again only when the account, its session, its staff role or its second factor
 * changed since (`forget`, called on the database's own notification), or its time is up.
 */
export class KeptSessions {
  private readonly byToken = new Map<string, Kept>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Moves on every change told: a lookup started before one is not kept (it may have read the row before it). */
  private changes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MAX_KEPT,
  ) {}

  /** The row kept for the token's hash, if its time is not up. */
  get(tokenHash: string): SessionUserRow | undefined {
    const kept = this.byToken.get(tokenHash);
    if (!kept) return undefined;
    if (this.now() < kept.until) return kept.row;
    this.drop(tokenHash, kept.row.id);
    return undefined;
  }

  /** What `keep` is given back: where the changes stood when a lookup started. */
  mark(): number {
    return this.changes;
  }

  /** Keeps the row a lookup that started at `mark` found, unless a change was told meanwhile. */
  keep(tokenHash: string, row: SessionUserRow, mark: number): void {
    if (mark !== this.changes) return;
    const until = Math.min(row.expiresAt.getTime(), this.now() + KEPT_MS);
    if (this.byToken.size >= this.max && !this.byToken.has(tokenHash)) {
      const [oldest] = this.byToken;
      if (oldest) this.drop(oldest[0], oldest[1].row.id);
    }
    this.byToken.set(tokenHash, { row, until });
    const tokens = this.byUser.get(row.id) ?? new Set();
    tokens.add(tokenHash);
    this.byUser.set(row.id, tokens);
  }

  /**
   * A change told: `payload` is the accounts' ids, comma-separated, or `*` (anything may have changed: a statement over
   * many accounts, a listening connection lost).
   */
  forget(payload: string): void {
    this.changes++;
    if (payload === EVERYTHING) {
      this.byToken.clear();
      this.byUser.clear();
      return;
    }
    for (const id of payload.split(',')) this.forgetUser(Number(id));
  }

  /** Every session of the account, forgotten. */
  forgetUser(userId: number): void {
    this.changes++;
    for (const tokenHash of this.byUser.get(userId) ?? []) this.byToken.delete(tokenHash);
    this.byUser.delete(userId);
  }

  get size(): number {
    return this.byToken.size;
  }

  private drop(tokenHash: string, userId: number): void {
    this.byToken.delete(tokenHash);
    const tokens = this.byUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(userId);
  }
}
