/**
 * How long a server-rendered page takes to hydrate after its `load` event, on Lighthouse's mobile
 * profile applied for real (`throttlingMethod: 'devtools'`: 4× slower CPU, slow 4G latency and
 * bandwidth, a phone's screen), not simulated: the default Lighthouse run simulates its timings from
 * an unthrottled load, which says nothing about when the page's own code finishes. main.tsx marks
 * `performance.mark('hydrated')` after hydration's first commit; Lighthouse reports it among the
 * page's user timings, and the observed `load` beside it. Budget (docs/decisions/025-budgets.md): ≤ 1 s after load.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { chromiumPath } from './lib';

export interface HydrationTiming {
  path: string;
  /** `load`, after navigation start (ms), in the median run. */
  loadMs: number;
  /** `hydrated`, after navigation start (ms), in the median run. */
  hydratedMs: number;
  /** hydrated − load in the median run (negative: hydrated before `load`). */
  afterLoadMs: number;
  /** hydrated − load in every run. */
  runs: number[];
}

const RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 3);

export async function hydrationTimings(baseUrl: string, paths: string[]): Promise<HydrationTiming[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const out: HydrationTiming[] = [];
    for (const path of paths) {
      const runs: Omit<HydrationTiming, 'runs' | 'path'>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          throttlingMethod: 'devtools',
          onlyAudits: ['user-timings', 'metrics'],
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${path}: ${lhr.runtimeError.message}`);
        const marks =
          (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)
            ?.items ?? [];
        const hydrated = marks.find((m) => m.name === 'hydrated')?.startTime;
        const load = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]
          ?.observedLoad;
        if (hydrated === undefined || load === undefined)
          throw new Error(`${path}: no 'hydrated' mark or load time (is it server-rendered?)`);
        runs.push({
          loadMs: Math.round(load),
          hydratedMs: Math.round(hydrated),
          afterLoadMs: Math.round(hydrated - load),
        });
      }
      const sorted = [...runs].sort((a, b) => a.afterLoadMs - b.afterLoadMs);
      out.push({ path, ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: runs.map((r) => r.afterLoadMs) });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
