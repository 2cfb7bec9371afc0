/**
 * What a service counts where it happens, for `GET /metrics`:
 *  - `payment_settled`: a card payment recorded for its order, its transaction committed;
 *  - `payment_failed`: a payment the provider refused (a declined off-session charge, a failure it reported);
 *  - `sign_in_failed`: a sign-in refused for a wrong e-mail or password;
 *  - `sign_in_throttled`: a sign-in refused because its account or address tried too often (429).
 */
export type TalliedEvent = 'payment_settled' | 'payment_failed' | 'sign_in_failed' | 'sign_in_throttled';

/**
 * One process's counts since it started (Prometheus' counters: only ever up, back to 0 with a restart). Plain
 * numbers in memory: the services count whether metrics are on or not, and the registry (registry.ts, loaded
 * only with METRICS_TOKEN) reads them when it is scraped.
 */
export class Tally {
  private readonly counts = new Map<TalliedEvent, number>();

  count(event: TalliedEvent): void {
    this.counts.set(event, (this.counts.get(event) ?? 0) + 1);
  }

  of(event: TalliedEvent): number {
    return this.counts.get(event) ?? 0;
  }
}
