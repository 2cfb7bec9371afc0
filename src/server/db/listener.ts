import pg from 'pg';

const RELISTEN_DELAY_MS = 1000;

/** What a notification's handler is given: its payload, or `EVERYTHING` after the connection was lost. */
export type NotificationHandler = (payload: string) => void;

/** The channel the database tells a change of what a session lets in on (migration 0041's triggers). */
export const SESSION_ACCESS_CHANNEL = 'session_access';

/** The payload a handler is called with when notifications may have been missed: anything may have changed. */
export const EVERYTHING = '*';

/**
 * One connection of its own that LISTENs (a pooled connection cannot: the pool hands it to other
 * queries). Made on the first `add`; when it is lost it is made again, and every handler is called
 * once (with `EVERYTHING`), since notifications sent meanwhile were missed.
 */
export class Listener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  /** The channels the current connection LISTENs on, once PostgreSQL has confirmed it. */
  private readonly listening = new Set<string>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  add(channel: string, handler: NotificationHandler): void {
    const known = this.handlers.has(channel);
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    if (!this.client && !this.connecting) {
      this.connect();
    } else if (!known && this.client) {
      this.listenOn(this.client, channel);
    }
  }

  /** LISTENs on `channel` through the current connection, and counts it heard once PostgreSQL has confirmed it. */
  private listenOn(client: pg.Client, channel: string): void {
    client
      .query(`listen ${pg.escapeIdentifier(channel)}`)
      .then(() => {
        if (this.client === client) this.listening.add(channel);
      })
      .catch(() => this.lost(client));
  }

  /** Whether every notification of `channel` is heard now: the connection is up and LISTENs on it. */
  live(channel: string): boolean {
    return this.client !== undefined && this.listening.has(channel);
  }

  private connect(): void {
    const client = new pg.Client({ connectionString: this.url });
    this.connecting = (async () => {
      client.on('notification', (msg) => this.dispatch(msg.channel, msg.payload ?? ''));
      client.on('error', () => this.lost(client));
      client.on('end', () => this.lost(client));
      await client.connect();
      const channels = [...this.handlers.keys()];
      for (const channel of channels) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (this.closed) {
        await client.end();
        return;
      }
      const wasLost = this.client === undefined && this.everConnected;
      this.client = client;
      this.listening.clear();
      for (const channel of channels) this.listening.add(channel);
      // A channel added while the LISTENs above ran: listened to now.
      for (const channel of this.handlers.keys()) if (!this.listening.has(channel)) this.listenOn(client, channel);
      this.everConnected = true;
      if (wasLost) for (const channel of this.handlers.keys()) this.dispatch(channel, EVERYTHING);
    })()
      .catch(() => {
        client.end().catch(() => undefined);
        this.scheduleRetry();
      })
      .finally(() => {
        this.connecting = undefined;
      });
  }

  private everConnected = false;

  private lost(client?: pg.Client): void {
    if (client && this.client !== client) return;
    this.client?.end().catch(() => undefined);
    this.client = undefined;
    this.listening.clear();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.closed && !this.client && !this.connecting) this.connect();
    }, RELISTEN_DELAY_MS);
    this.retry.unref();
  }

  /** Calls the channel's handlers with `payload`: a notification heard here, or on another connection (db/client.ts). */
  dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    this.listening.clear();
    await client?.end().catch(() => undefined);
  }
}
