import type { FastifyBaseLogger } from 'fastify';
import { type Locale, LOCALES } from '../../domain/i18n/locales';
import { paths } from '../../domain/pages/paths';
import type { PageRequest } from '../../domain/shared/paging';
import type { WebhookEventType } from '../../domain/webhooks/events';
import { DISABLE_AFTER_MS, failedForADay } from '../../domain/webhooks/retry';
import {
  type RegisteredWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventData,
  webhookPayloadSchemas,
  type WebhookRegistration,
} from '../../domain/webhooks/schemas';
import type { AuditService } from '../audit/service';
import type { Config } from '../config';
import type { Db, Store } from '../db/client';
import type { Page } from '../db/keyset';
import { isTx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { sharedLanguages } from '../i18n/languages';
import type { MailService } from '../mail/service';
import { endpointDisabledMail } from './mails/endpoint-disabled';
import {
  anySubscribed,
  type DeliveryRow,
  disableFailing,
  type EndpointRow,
  findEndpoint,
  giveUpPending,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  pendingDeliveries,
  redeliver,
  updateEndpoint,
} from './repo';
import { newSecret } from './signing';
import { checkUrl, type Lookup, resolveTarget, type UrlPolicy } from './url-guard';
import { systemLookup, type TryRecorded, WebhookWorker } from './worker';

/** The after-commit key of the workers' wake: one per transaction, however many events it writes. */
const WAKE_AFTER_COMMIT = 'webhooks:wake';
/** The reason a day of failures writes on the endpoint it disables. */
const FAILING = 'failing';

/** What WebhookService is built from (services.ts gives each by name). */
export interface WebhookDeps {
  db: Db;
  store: Pick<Store, 'notify' | 'listen'>;
  config: Pick<Config, 'webhooks' | 'publicUrl' | 'env'>;
  audit: Pick<AuditService, 'record'>;
  mail: Pick<MailService, 'enqueue'>;
  /** Who is told of an endpoint disabled: the active owners, in their accounts' languages (built after this service). */
  people: () => {
    staff: { list(): Promise<{ email: string; role: string; status: string }[]> };
    users: { findByEmail(email: string): Promise<{ locale: string } | undefined> };
  };
  /** The clock: a test passes its own to see a day of failures. */
  now?: () => Date;
  /** Every address of a host (DNS): a test may answer for a name. */
  lookup?: Lookup;
}

/** What every feature that has an event to tell needs of this service. */
export type WebhookEvents = Pick<WebhookService, 'emit'>;

/**
 * Webhooks (DESIGN §1 "Webhooks and integrations"): the owner's endpoints and the outbox of their deliveries.
 * A feature writes its event with `emit` in the event's own transaction (one delivery per endpoint that wants it);
 * the worker (worker.ts) posts them signed, retries them for a day, and a day of failures disables the endpoint and
 * mails the owners. The tables are its own (schema.ts); the mail goes through the mail outbox.
 */
export class WebhookService {
  /** The clock (a test sets its own). */
  now: () => Date;
  private readonly worker: WebhookWorker;
  private readonly deps: WebhookDeps;
  private readonly policy: UrlPolicy;
  private readonly lookup: Lookup | undefined;
  private log: FastifyBaseLogger | undefined;

  constructor(deps: WebhookDeps) {
    this.deps = deps;
    this.now = deps.now ?? (() => new Date());
    this.policy = { allowPrivate: deps.config.webhooks.allowPrivate };
    this.lookup = deps.lookup;
    this.worker = new WebhookWorker({
      db: deps.db,
      store: deps.store,
      policy: this.policy,
      pollMs: deps.config.webhooks.pollMs,
      now: () => this.now(),
      onFailure: (recorded) => this.afterFailure(recorded),
      ...(deps.lookup ? { lookup: deps.lookup } : {}),
    });
  }

  /**
   * An event, written in `db` (the event's own transaction): one delivery per enabled endpoint subscribed to `type`,
   * its body `{ type, timestamp, data }` fixed now, its `webhook-id` its own; `eventKey` names the event, so writing
   * it twice writes nothing more. The workers take it once the transaction commits. Nothing is caught: an event
   * whose deliveries cannot be written is not written either. `data` may be a function that reads it: called only
   * when an endpoint wants the event (a checkout's lines are not read for nobody).
   */
  async emit<T extends WebhookEventType>(
    db: Db,
    type: T,
    eventKey: string,
    event: WebhookEventData<T> | (() => Promise<WebhookEventData<T>>),
  ): Promise<void> {
    let data: WebhookEventData<T>;
    if (typeof event === 'function') {
      if (!(await anySubscribed(db, type))) return;
      data = await event();
    } else data = event;
    const at = this.now();
    const body = JSON.stringify({ type, timestamp: at.toISOString(), data });
    const written = await insertDeliveries(db, { type, eventKey, body, at });
    if (written === 0) return;
    // Tests check every payload posted against its documented schema (a mismatch rolls the event back there).
    if (this.deps.config.env === 'test') webhookPayloadSchemas[type].parse(data);
    this.wakeAfter(db);
  }

  /** Once the deliveries written in `db` can be read, every worker takes them without waiting for a poll. */
  private wakeAfter(db: Db): void {
    if (isTx(db)) db.afterCommit(WAKE_AFTER_COMMIT, () => this.worker.wake());
    else if (db === this.deps.db) void this.worker.wake();
    // A transaction opened without withTransaction has no commit to wait for: the next poll takes them.
  }

  /** POST /api/admin/webhooks: the endpoint, and its secret this once; 400 WEBHOOK_URL_REFUSED for an address refused. */
  async register(input: WebhookRegistration, adminId: number): Promise<RegisteredWebhook> {
    const url = await this.checked(input.url);
    const row = await withTransaction(this.deps.db, async (tx) => {
      const made = await insertEndpoint(tx, {
        url,
        events: input.events,
        description: input.description || null,
        secret: newSecret(),
        createdBy: adminId,
        createdAt: this.now(),
      });
      await this.deps.audit.record(
        {
          adminId,
          action: 'webhook.created',
          entity: 'webhook',
          entityId: made.id,
          details: { url, events: input.events },
        },
        tx,
      );
      return made;
    });
    return { ...toEndpoint(row), secret: row.secret };
  }

  /** The address as the parser writes it, once the guard lets it through (DNS asked unless private ones are allowed). */
  private async checked(text: string): Promise<string> {
    const checked = checkUrl(text, this.policy);
    const refused = (r: { message: string; values?: Record<string, string> }) =>
      AppError.badRequest('WEBHOOK_URL_REFUSED', r.message, r.values ? { values: r.values } : undefined);
    if ('refusal' in checked) throw refused(checked.refusal);
    if (!this.policy.allowPrivate) {
      const resolved = await resolveTarget(checked.url, this.policy, this.lookup ?? systemLookup);
      if ('refusal' in resolved) throw refused(resolved.refusal);
    }
    return checked.url.href;
  }

  /** GET /api/admin/webhooks: every endpoint not removed, newest first, never a secret. */
  async list(): Promise<WebhookEndpoint[]> {
    return (await listEndpoints(this.deps.db)).map(toEndpoint);
  }

  /** PUT /api/admin/webhooks/:id: enabled again (its run of failures forgotten), or disabled by the owner. */
  async change(id: number, { enabled }: { enabled: boolean }, adminId: number): Promise<WebhookEndpoint> {
    const now = this.now();
    const row = await withTransaction(this.deps.db, async (tx) => {
      const before = await findEndpoint(tx, id);
      if (!before) throw AppError.notFound('WEBHOOK_NOT_FOUND');
      if (before.enabled === enabled) return before;
      const changed = enabled
        ? await updateEndpoint(tx, id, { enabled: true, disabledAt: null, disabledReason: null, failingSince: null })
        : await updateEndpoint(tx, id, { enabled: false, disabledAt: now, disabledReason: 'owner' });
      if (!enabled) await giveUpPending(tx, id, 'The endpoint was disabled.', now);
      await this.deps.audit.record(
        {
          adminId,
          action: enabled ? 'webhook.reactivated' : 'webhook.suspended',
          entity: 'webhook',
          entityId: id,
          details: { url: before.url },
        },
        tx,
      );
      return changed!;
    });
    return toEndpoint(row);
  }

  /** DELETE /api/admin/webhooks/:id: never posted to again; its log stays (its deliveries waiting are given up). */
  async remove(id: number, adminId: number): Promise<void> {
    const now = this.now();
    await withTransaction(this.deps.db, async (tx) => {
      const row = await updateEndpoint(tx, id, { deletedAt: now, enabled: false });
      if (!row) throw AppError.notFound('WEBHOOK_NOT_FOUND');
      await giveUpPending(tx, id, 'The endpoint was removed.', now);
      await this.deps.audit.record(
        { adminId, action: 'webhook.removed', entity: 'webhook', entityId: id, details: { url: row.url } },
        tx,
      );
    });
  }

  /** GET /api/admin/webhooks/:id/deliveries: a page of its deliveries, newest first. */
  async deliveries(id: number, page: PageRequest): Promise<Page<WebhookDelivery>> {
    if (!(await findEndpoint(this.deps.db, id))) throw AppError.notFound('WEBHOOK_NOT_FOUND');
    const found = await listDeliveries(this.deps.db, id, page);
    return { ...found, rows: found.rows.map(toDelivery) };
  }

  /** POST …/deliveries/:deliveryId/retry: posted again now, same `webhook-id` and body. */
  async retry(id: number, deliveryId: number): Promise<WebhookDelivery> {
    if (!(await findEndpoint(this.deps.db, id))) throw AppError.notFound('WEBHOOK_NOT_FOUND');
    const row = await redeliver(this.deps.db, id, deliveryId, this.now());
    if (!row) throw AppError.notFound('WEBHOOK_DELIVERY_NOT_FOUND');
    void this.worker.wake();
    return toDelivery(row);
  }

  /** How many deliveries wait, and the oldest's age: what the health check and the metrics report. */
  pending() {
    return pendingDeliveries(this.deps.db);
  }

  /**
   * After a failed try: an endpoint whose every delivery has failed for a day is disabled, its deliveries waiting
   * given up, and the owners mailed, in one transaction (once: a second worker finds it disabled already).
   */
  private async afterFailure({ delivery, outcome, failingSince }: TryRecorded): Promise<void> {
    const now = this.now();
    if (!failedForADay(failingSince, now)) return;
    // Read before the transaction: the embedded store's one connection is the transaction's until it ends.
    const owners = await this.owners();
    const languages = sharedLanguages();
    const cutoff = new Date(now.getTime() - DISABLE_AFTER_MS);
    await withTransaction(this.deps.db, async (tx) => {
      const row = await disableFailing(tx, delivery.endpointId, cutoff, now, FAILING);
      if (!row) return;
      for (const owner of owners) {
        const locale: Locale = (LOCALES as readonly string[]).includes(owner.locale) ? (owner.locale as Locale) : 'en';
        const tr = languages.translator(locale);
        await this.deps.mail.enqueue(
          {
            ...endpointDisabledMail({
              tr,
              url: row.url,
              failingSince: row.failingSince ?? failingSince!,
              lastError: outcome.error,
              backOfficeUrl: `${this.deps.config.publicUrl}${paths.admin()}`,
            }),
            to: owner.email,
            eventKey: `webhook-disabled:${row.id}:${now.getTime()}:${owner.email}`,
          },
          tx,
        );
      }
    });
    this.log?.warn({ endpointId: delivery.endpointId }, 'a webhook endpoint failing for a day was disabled');
  }

  /** The active owners, each with their account's language. */
  private async owners(): Promise<{ email: string; locale: string }[]> {
    const { staff, users } = this.deps.people();
    const members = (await staff.list()).filter((m) => m.role === 'owner' && m.status === 'active');
    return Promise.all(
      members.map(async (m) => ({ email: m.email, locale: (await users.findByEmail(m.email))?.locale ?? 'en' })),
    );
  }

  /** Starts the worker (every process runs one). */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    this.worker.start(log);
  }

  /** Stops the worker once the posts under way are recorded. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Every delivery due by the clock, posted and recorded (tests, and a caller that must see them go). */
  deliverDue(): Promise<void> {
    return this.worker.drain();
  }
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEndpoint['events'],
    description: row.description,
    enabled: row.enabled,
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventType: row.eventType as WebhookDelivery['eventType'],
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    messageId: row.messageId,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}
