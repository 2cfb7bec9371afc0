import { lookup as dnsLookup } from 'node:dns/promises';
import type { FastifyBaseLogger } from 'fastify';
import { nextAttemptAt } from '../../domain/webhooks/retry';
import type { Db, Store } from '../db/client';
import { formatErrorText } from '../http/errors';
import { englishMail } from '../mail/render';
import { POST_TIMEOUT_MS, type PostOutcome, postPinned } from './post';
import { type ClaimedDelivery, claimDue, markDelivered, markFailed } from './repo';
import { signedHeaders } from './signing';
import { type Lookup, resolveTarget, type UrlPolicy } from './url-guard';

/** Tells every server process a delivery was written (PostgreSQL NOTIFY channel): each takes its share at once. */
const WRITTEN_CHANNEL = 'webhook_written';
/** At most this many deliveries are being posted by one process at once. */
const IN_FLIGHT = 32;
/**
 * How long a worker holds a delivery while posting it: longer than a post may take (POST_TIMEOUT_MS) and its
 * record; a worker killed mid-post lets it go after this, and another process posts it (the same `webhook-id`).
 */
const LEASE_MS = POST_TIMEOUT_MS + 5_000;

/** What happened to one try, for whoever listens (the service: a failing endpoint may have to be disabled). */
export interface TryRecorded {
  delivery: ClaimedDelivery;
  outcome: PostOutcome;
  /** The endpoint's current run of failures began then; null after a success. */
  failingSince: Date | null;
}

/** What WebhookWorker is built from (the webhooks service gives each by name). */
export interface WebhookWorkerDeps {
  db: Db;
  store: Pick<Store, 'notify' | 'listen'>;
  policy: UrlPolicy;
  pollMs: number;
  /** The clock: due times, leases, the signature's timestamp and the retries' day (a test passes its own). */
  now: () => Date;
  /** Heard after each failed try is recorded. */
  onFailure: (recorded: TryRecorded) => Promise<void>;
  /** Every address of a host (DNS): a test may answer for a name. */
  lookup?: Lookup;
}

/** Every address of a host, as the system's resolver answers. */
export const systemLookup: Lookup = async (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The webhooks' worker, in every server process: it takes due deliveries with `for update skip locked` under a
 * lease, posts each signed (Standard Webhooks) to the address it resolved and checked itself (url-guard.ts, pinned
 * by post.ts), and records the answer: a 2xx is delivered; anything else, a timeout or a refused address is tried
 * again with growing waits for a day (domain/webhooks/retry.ts), under the same `webhook-id`. A process killed
 * mid-post leaves the delivery leased; another takes it once the lease ends (at least once: a receiver skips a
 * `webhook-id` it has seen).
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private claiming: Promise<void> | undefined;
  /** Deliveries became due while a claim ran: claim again after it. */
  private again = false;
  /** The claims stopped at IN_FLIGHT: claim again once a post ends. */
  private full = false;
  private readonly posting = new Map<number, Promise<void>>();
  private stopped = false;
  private log: FastifyBaseLogger | undefined;
  private readonly deps: WebhookWorkerDeps;
  private readonly lookup: Lookup;

  constructor(deps: WebhookWorkerDeps) {
    this.deps = deps;
    this.lookup = deps.lookup ?? systemLookup;
  }

  /** Deliveries were written and can be read: this worker and, through the store's notifications, every other one take them. */
  async wake(): Promise<void> {
    if (this.timer) void this.deliverDue();
    try {
      await this.deps.store.notify(WRITTEN_CHANNEL);
    } catch (err) {
      this.log?.warn(
        { err },
        'other processes could not be told of a webhook delivery; they take it at their next poll',
      );
    }
  }

  start(log: FastifyBaseLogger): void {
    if (this.timer || this.stopped) return;
    this.log = log;
    this.timer = setInterval(() => void this.deliverDue(), this.deps.pollMs);
    this.timer.unref();
    this.deps.store.listen(WRITTEN_CHANNEL, () => void this.deliverDue());
    void this.deliverDue();
  }

  /** Stops taking deliveries and waits for the posts under way and their records. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.claiming;
    await Promise.all(this.posting.values());
  }

  /**
   * Claims due deliveries and posts them, until none is due or IN_FLIGHT are out; a call while a claim runs makes it
   * claim once more after (no second loop). Resolves once the claims are made (the posts go on).
   */
  deliverDue(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.claiming) {
      this.again = true;
      return this.claiming;
    }
    this.claiming = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const room = IN_FLIGHT - this.posting.size;
            this.full = room <= 0;
            if (this.stopped || this.full) break;
            const now = this.deps.now();
            const batch = await claimDue(this.deps.db, room, now, new Date(now.getTime() + LEASE_MS));
            for (const delivery of batch) this.dispatch(delivery);
            if (batch.length < room) break;
          }
        } while (this.again && !this.stopped && !this.full);
      } catch (err) {
        this.log?.error({ err }, 'webhook deliveries could not be claimed; trying again shortly');
      } finally {
        this.claiming = undefined;
      }
    })();
    return this.claiming;
  }

  /** Every delivery due now, posted and recorded (tests; a claim's posts are awaited too). */
  async drain(): Promise<void> {
    do {
      await this.deliverDue();
      await Promise.all(this.posting.values());
    } while (this.again || this.full);
  }

  private dispatch(delivery: ClaimedDelivery): void {
    const done = this.post(delivery)
      .catch((err: unknown) => this.log?.error({ err, deliveryId: delivery.id }, 'a webhook delivery failed'))
      .finally(() => {
        this.posting.delete(delivery.id);
        if (this.full && !this.stopped) void this.deliverDue();
      });
    this.posting.set(delivery.id, done);
  }

  /** One try: the address resolved and checked, the body posted signed, the answer recorded. */
  private async post(delivery: ClaimedDelivery): Promise<void> {
    const { db, policy, now } = this.deps;
    const url = new URL(delivery.url);
    const resolved = await resolveTarget(url, policy, this.lookup);
    let outcome: PostOutcome;
    if ('refusal' in resolved) {
      const words = formatErrorText(englishMail().t, { id: resolved.refusal.message, values: resolved.refusal.values });
      outcome = { statusCode: null, error: `Refused: ${words}` };
    } else {
      const headers = signedHeaders(delivery.secret, delivery.messageId, now(), delivery.body);
      outcome = await postPinned(url, resolved.target, headers, delivery.body);
    }
    const at = now();
    const code = outcome.statusCode;
    if (code !== null && code >= 200 && code < 300) {
      await markDelivered(db, delivery, code, at);
      return;
    }
    const error = outcome.error ?? `HTTP ${code}`;
    const next = nextAttemptAt(delivery.createdAt, delivery.attempts, at);
    const failingSince = await markFailed(db, delivery, { statusCode: code, error, next }, at);
    this.log?.warn(
      { deliveryId: delivery.id, endpointId: delivery.endpointId, attempts: delivery.attempts, error },
      next ? 'webhook not delivered; will retry' : 'webhook not delivered for a day; given up',
    );
    if (failingSince) await this.deps.onFailure({ delivery, outcome: { statusCode: code, error }, failingSince });
  }
}
