import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDER_LIMITS, RenderGate, type RenderLimits } from './render-gate';

/** The gate on a clock of its own: its rates in minutes and seconds, its waits in milliseconds. */
let now = 0;
beforeEach(() => {
  now = 1_000_000;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const gate = (limits: Partial<RenderLimits> = {}) => new RenderGate({ ...RENDER_LIMITS, ...limits }, () => now);

/** Starts and ends `n` renders for `address` one after another: how many got their turn. */
async function oneAfterAnother(g: RenderGate, address: string, n: number): Promise<number> {
  let got = 0;
  for (let i = 0; i < n; i++) {
    const leave = await g.enter(address);
    if (leave) {
      got++;
      leave();
    }
  }
  return got;
}

describe('RenderGate', () => {
  it('lets one address start its burst, then as many as it earns back a minute', async () => {
    const g = gate({ burst: 1000, perSecond: 1000 });
    expect(await oneAfterAnother(g, 'a', 70)).toBe(60);
    now += 60_000;
    expect(await oneAfterAnother(g, 'a', 40)).toBe(30);
    now += 10_000;
    expect(await oneAfterAnother(g, 'a', 10)).toBe(5);
    // Another address has its own.
    expect(await oneAfterAnother(g, 'b', 70)).toBe(60);
  });

  it('lets all addresses together start a burst of 20, then 5 a second', async () => {
    const g = gate();
    let got = 0;
    for (let i = 0; i < 30; i++) got += await oneAfterAnother(g, `a${i}`, 1);
    expect(got).toBe(20);
    now += 1000;
    got = 0;
    for (let i = 0; i < 30; i++) got += await oneAfterAnother(g, `b${i}`, 1);
    expect(got).toBe(5);
  });

  it('runs two at once; a third waits for a turn, and gets one when a render ends', async () => {
    const g = gate();
    const first = await g.enter('a');
    const second = await g.enter('b');
    expect(first && second).toBeTruthy();
    let third: (() => void) | undefined | null = null;
    void g.enter('c').then((leave) => (third = leave));
    await vi.advanceTimersByTimeAsync(100);
    expect(third).toBeNull();
    first!();
    await vi.advanceTimersByTimeAsync(0);
    expect(third).toBeTypeOf('function');
    // Still two running: a fourth waits too.
    let fourth: (() => void) | undefined | null = null;
    void g.enter('d').then((leave) => (fourth = leave));
    await vi.advanceTimersByTimeAsync(0);
    expect(fourth).toBeNull();
    second!();
    third!();
    await vi.advanceTimersByTimeAsync(0);
    expect(fourth).toBeTypeOf('function');
    fourth!();
  });

  it('sends the shell after a second without a turn, and gives the allowance back', async () => {
    const g = gate({ burstPerAddress: 1 });
    const a = await g.enter('a');
    const b = await g.enter('b');
    const waiting = g.enter('c');
    await vi.advanceTimersByTimeAsync(999);
    let answered = false;
    void waiting.then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toBeUndefined();
    a!();
    b!();
    // c's one render was not spent.
    expect(await oneAfterAnother(g, 'c', 2)).toBe(1);
  });

  it('lets eight wait at most; the ninth gets the shell at once', async () => {
    const g = gate();
    const running = [await g.enter('r1'), await g.enter('r2')];
    const waiting = Array.from({ length: 8 }, (_, i) => g.enter(`w${i}`));
    expect(await g.enter('late')).toBeUndefined();
    // Each render that ends hands its turn to the one waiting longest.
    for (const leave of running) leave!();
    for (const turn of waiting) {
      const leave = await turn;
      expect(leave).toBeTypeOf('function');
      leave!();
    }
  });

  it('lets one address have three renders running or waiting at most', async () => {
    const g = gate();
    const first = await g.enter('a');
    const second = await g.enter('a');
    const third = g.enter('a'); // waits for a turn
    expect(await g.enter('a')).toBeUndefined();
    first!();
    (await third)!();
    second!();
    expect(await oneAfterAnother(g, 'a', 1)).toBe(1);
  });

  it('forgets addresses beyond the 10,000 latest, never one with a render under way', async () => {
    const g = gate({ burst: 1e9, perSecond: 1e9 });
    const held = await g.enter('held');
    for (let i = 0; i < 10_050; i++) await oneAfterAnother(g, `x${i}`, 1);
    expect((g as unknown as { addresses: Map<string, unknown> }).addresses.size).toBeLessThanOrEqual(10_001);
    expect((g as unknown as { addresses: Map<string, unknown> }).addresses.has('held')).toBe(true);
    held!();
  });
});
