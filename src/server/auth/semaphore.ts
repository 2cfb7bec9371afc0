/**
 * At most `slots` tasks run at once; the others wait their turn in the order they came (first come,
 * first served, so a flood queued first delays a later caller only by its own length, never forever).
 */
export class Semaphore {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error(`a semaphore needs at least one slot (got ${slots})`);
  }

  /** How many tasks run now. */
  get running(): number {
    return this.active;
  }

  /** How many tasks wait for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `task` once a slot is free, and frees the slot when it settles, whether it succeeds or fails. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.slots) {
      this.active++;
      return Promise.resolve();
    }
    // The slot passes straight from the task that frees it to the first waiting one: `active` stays as it is.
    return new Promise<void>((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.active--;
  }
}
