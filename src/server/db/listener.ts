import pg from 'pg';

const RELISTEN_DELAY_MS = 1000;

/**
 * One connection of its own that LISTENs (a pooled connection cannot: the pool hands it to other
 * queries). Made on the first `add`; when it is lost it is made again, and every handler is called
 * once, since notifications sent meanwhile were missed.
 */
export class Listener {
  private readonly handlers = new Map<string, Set<() => void>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  add(channel: string, handler: () => void): void {
    const known = this.handlers.has(channel);
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    if (!this.client && !this.connecting) {
      this.connect();
    } else if (!known && this.client) {
      this.client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => this.lost());
    }
  }

  private connect(): void {
    const client = new pg.Client({ connectionString: this.url });
    this.connecting = (async () => {
      client.on('notification', (msg) => this.dispatch(msg.channel));
      client.on('error', () => this.lost(client));
      client.on('end', () => this.lost(client));
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (this.closed) {
        await client.end();
        return;
      }
      const wasLost = this.client === undefined && this.everConnected;
      this.client = client;
      this.everConnected = true;
      if (wasLost) for (const channel of this.handlers.keys()) this.dispatch(channel);
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

  private dispatch(channel: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
