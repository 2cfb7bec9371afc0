import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { chromiumPath } from './lib';

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** First Contentful Paint and Total Blocking Time (the score's other weighty parts). */
  fcpMs: number;
  tbtMs: number;
  scriptKbCompressed: number;
  /** Every run's performance score (the figures above are the median run's). */
  runs?: number[];
  /** Runs Lighthouse could not complete. */
  errors?: string[];
}

/**
 * The compressed size of the scripts the page loaded, as the browser receives them (brotli): their
 * bodies, without the HTTP headers Lighthouse's transfer sizes include.
 */
async function compressedBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    const length = Number(res.headers.get('content-length'));
    total += length > 0 ? length : (await res.arrayBuffer()).byteLength;
  }
  return total;
}

/** Lighthouse's own advice: its scores vary from run to run, so take the median of several. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse (mobile, its default) in Debian's Chromium for each path: the run with the median
 * performance score of `RUNS`, with every run's score beside it. A run Lighthouse could not complete
 * (its `runtimeError`) is reported, not counted as a zero.
 */
export async function lighthouseScores(baseUrl: string, paths: string[]): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const out: PageScores[] = [];
    for (const path of paths) {
      const runs: PageScores[] = [];
      const errors: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          continue;
        }
        const requests =
          (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; url: string }[] } | undefined)
            ?.items ?? [];
        const scriptBytes = await compressedBytes(
          requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
        );
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          scriptKbCompressed: Math.round((scriptBytes / 1024) * 10) / 10,
        });
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not measure ${path}: ${errors.join('; ')}`);
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      out.push({ ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: runs.map((r) => r.performance), errors });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
