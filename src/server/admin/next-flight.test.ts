import { describe, expect, it } from 'vitest';
import { nextFlight } from './next-flight';

/** A computation the test finishes by hand, counting its runs and what each saw of `state`. */
function gated() {
  const runs: { saw: number; finish: () => void; fail: (e: Error) => void }[] = [];
  let state = 0;
  const compute = () =>
    new Promise<number>((resolve, reject) => {
      const saw = state;
      runs.push({ saw, finish: () => resolve(saw), fail: reject });
    });
  return { runs, compute, write: () => (state += 1) };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('nextFlight', () => {
  it('runs once for a caller alone', async () => {
    const g = gated();
    const get = nextFlight(g.compute);
    const a = get();
    g.runs[0]!.finish();
    expect(await a).toBe(0);
    expect(g.runs).toHaveLength(1);
  });

  it('never gives a caller a run that started before it arrived, and runs at most twice for a crowd', async () => {
    const g = gated();
    const get = nextFlight(g.compute);
    const first = get();
    // Written after the first run started: every later caller must see it.
    g.write();
    const crowd = Array.from({ length: 10 }, () => get());
    expect(g.runs).toHaveLength(1);
    g.runs[0]!.finish();
    await tick();
    expect(g.runs).toHaveLength(2);
    g.runs[1]!.finish();
    expect(await first).toBe(0);
    expect(await Promise.all(crowd)).toEqual(Array(10).fill(1));
    expect(g.runs).toHaveLength(2);
  });

  it('a failed run fails its callers only; the next callers get a run of their own', async () => {
    const g = gated();
    const get = nextFlight(g.compute);
    const first = get();
    const second = get();
    g.runs[0]!.fail(new Error('store down'));
    await expect(first).rejects.toThrow('store down');
    await tick();
    g.runs[1]!.finish();
    expect(await second).toBe(0);
    const third = get();
    expect(g.runs).toHaveLength(3);
    g.runs[2]!.finish();
    expect(await third).toBe(0);
  });
});
