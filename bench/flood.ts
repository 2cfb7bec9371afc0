/**
 * A flood of server renders nobody asked for before: 50 connections asking `/collections?q=<random>`,
 * each answer a new page the server cannot take from its cache. Measured while it lasts: the server's
 * memory (RSS, within 400 MB: docs/decisions/025-budgets.md), how long another shopper waits for their
 * cart summary, and how many pages were rendered by the server and how many sent as the shell the
 * browser renders (src/server/pages/render-gate.ts). Twice: every connection from one address, then
 * each from an address of its own (127.0.0.x), as a crowd or a botnet would come.
 */
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, rssMb, startShop } from './lib';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);

interface Answer {
  status: number;
  ms: number;
  body: string;
}

function get(url: string, agent: Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface FloodFigures {
  label: string;
  seconds: number;
  pages: number;
  pagesPerSecond: number;
  rendered: number;
  renderedPerSecond: number;
  shells: number;
  errors: number;
  floodP50: number;
  floodP99: number;
  /** The cart summary of another shopper, during the flood. */
  otherP50: number;
  otherP99: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
}

/** One flood: `addresses(i)` is the source address of connection i. */
async function flood(
  base: string,
  pid: number,
  label: string,
  addresses: (i: number) => string,
): Promise<FloodFigures> {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 200);
  const deadline = performance.now() + SECONDS * 1000;
  const times: number[] = [];
  let rendered = 0;
  let shells = 0;
  let errors = 0;

  const connection = async (i: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: addresses(i) });
    while (performance.now() < deadline) {
      const q = Math.random().toString(36).slice(2, 10);
      try {
        const answer = await get(`${base}/collections?q=${q}`, agent);
        times.push(answer.ms);
        if (answer.status !== 200) errors++;
        else if (answer.body.includes('id="ssr-state"')) rendered++;
        else shells++;
      } catch {
        errors++;
      }
    }
    agent.destroy();
  };

  // Another shopper, from an address of their own, reads their cart summary every 100 ms.
  const other: number[] = [];
  const shopper = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.250' });
    const guestId = `guest_${crypto.randomUUID()}`;
    while (performance.now() < deadline) {
      const answer = await get(`${base}/api/cart/summary?guestId=${guestId}`, agent);
      if (answer.status === 200) other.push(answer.ms);
      await new Promise((r) => setTimeout(r, 100));
    }
    agent.destroy();
  };

  const started = performance.now();
  await Promise.all([...Array.from({ length: CONNECTIONS }, (_, i) => connection(i)), shopper()]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 2000));
  const pages = times.length;
  return {
    label,
    seconds: Math.round(seconds * 10) / 10,
    pages,
    pagesPerSecond: Math.round(pages / seconds),
    rendered,
    renderedPerSecond: Math.round(rendered / seconds),
    shells,
    errors,
    floodP50: percentile(times, 50),
    floodP99: percentile(times, 99),
    otherP50: percentile(other, 50),
    otherP99: percentile(other, 99),
    rssBeforeMb,
    rssPeakMb,
    rssAfterMb: rssMb(pid),
  };
}

/** Both floods on a fresh embedded store, after the cart summary is timed with nothing else going on. */
export async function floodBench(port: number): Promise<{ quietOtherP50: number; floods: FloodFigures[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const shop = await startShop({ DATA_DIR: dataDir }, port);
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(`${shop.url}/collections`, agent); // the render's code and the catalogue, loaded
    const guestId = `guest_${crypto.randomUUID()}`;
    const quiet: number[] = [];
    for (let i = 0; i < 50; i++) quiet.push((await get(`${shop.url}/api/cart/summary?guestId=${guestId}`, agent)).ms);
    agent.destroy();
    const floods = [
      await flood(shop.url, shop.pid, 'one address', () => '127.0.0.1'),
      await flood(shop.url, shop.pid, `${CONNECTIONS} addresses`, (i) => `127.0.0.${10 + i}`),
    ];
    return { quietOtherP50: percentile(quiet, 50), floods };
  } finally {
    await shop.stop();
  }
}
