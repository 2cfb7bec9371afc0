import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
import { chromiumPath } from './lib';
const base = process.argv[2]!;
const paths = process.argv.slice(3);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
for (const path of paths) {
  for (let i = 0; i < Number(process.env.RUNS ?? 5); i++) {
    const r = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r!.lhr.audits;
    const v = (k: string) => Math.round(a[k]?.numericValue ?? -1);
    const s = (k: string) => (a[k]?.score ?? 0).toFixed(2);
    console.log(path, Math.round((r!.lhr.categories.performance!.score ?? 0) * 100), `FCP ${v('first-contentful-paint')}(${s('first-contentful-paint')}) LCP ${v('largest-contentful-paint')}(${s('largest-contentful-paint')}) TBT ${v('total-blocking-time')}(${s('total-blocking-time')}) SI ${v('speed-index')}(${s('speed-index')}) CLS ${a['cumulative-layout-shift']?.numericValue?.toFixed(3)}`);
  }
}
await chrome.kill();
