import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

/** A task that runs until its `finish` is called, recording when it started. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(name);
      await finished;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('Semaphore', () => {
  it('runs at most its number of tasks at once, and the waiting ones in the order they came', async () => {
    const gate = new Semaphore(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => task(started, name));
    const results = tasks.map((t) => gate.run(t.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(3);

    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.running).toBe(2);
    tasks[3]!.finish();
    tasks[4]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('gives the slot of a task that fails to the next one, and passes the failure on', async () => {
    const gate = new Semaphore(1);
    const failing = gate.run(() => Promise.reject(new Error('no')));
    const next = gate.run(() => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('no');
    expect(await next).toBe('next');
    expect(gate.running).toBe(0);
  });

  it('never lets more than its number run, under many tasks', async () => {
    const gate = new Semaphore(3);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        gate.run(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, i % 3));
          running--;
        }),
      ),
    );
    expect(most).toBe(3);
  });
});
