/**
 * A pass run now and every `everyMs` while the app runs, never two at once in this process (a pass still running when
 * the next is due is not doubled), stopped once the pass in flight has ended. The schedulers of the unpaid orders'
 * expiry, the refills and the abandoned carts are each one; each pass takes its own rows (a lease, `skip locked`), so
 * every process runs its own. A pass logs its own failures: one that throws is logged here and the next runs anyway.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(everyMs: number): void {
    const run = () => {
      if (this.running) return;
      this.running = this.pass()
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
        });
    };
    run();
    this.timer = setInterval(run, everyMs);
    this.timer.unref();
  }

  /** Stops the passes once the one in flight has ended. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
