/**
 * The catalogue search at 1,000 perfumes (docs/decisions/025-budgets.md: p99 ≤ 20 ms at 50 connections). The bench
 * owns the store: a fresh embedded one, filled through the admin API as an admin would fill it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { perfumeFamilies } from '../src/domain/catalogue/catalogue';
import { load, startShop } from './lib';

const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-catalogue-2024!' };
const TOTAL = 1000;

const firstWords = [
  'Rose',
  'Iris',
  'Néroli',
  'Ambre',
  'Cèdre',
  'Vétiver',
  'Jasmin',
  'Oud',
  'Santal',
  'Figue',
  'Thé',
  'Musc',
  'Lavande',
  'Bergamote',
  'Tabac',
  'Cuir',
];
const secondWords = [
  'de Minuit',
  'Lumière',
  'Soleil',
  'Velours',
  'Nocturne',
  'Poudré',
  'Doré',
  'Sauvage',
  'Marin',
  'Blanc',
  'Noir',
  'Fumé',
  'Glacé',
  'Secret',
  'd’Été',
  'des Îles',
];
const notePool = [
  'Pink Pepper',
  'Rose',
  'Patchouli',
  'Bergamot',
  'Iris',
  'Cedarwood',
  'Néroli',
  'Orange Blossom',
  'Musk',
  'Tuberose',
  'Sandalwood',
  'Cardamom',
  'Jasmine',
  'Oud',
  'Vetiver',
  'Tonka Bean',
  'Vanilla',
  'Lavender',
  'Fig',
  'Leather',
];

/** The i-th perfume of the bench's catalogue: varied names, notes (accents included), families and prices. */
function perfume(i: number) {
  const notes = [notePool[i % 20], notePool[(i * 7 + 3) % 20], notePool[(i * 13 + 5) % 20]];
  return {
    name: `${firstWords[i % 16]} ${secondWords[Math.floor(i / 16) % 16]} ${i}`,
    description: `A bench composition, number ${i}: ${notes.join(', ').toLowerCase()} over a quiet base.`,
    notes: [...new Set(notes)].join(', '),
    gender: i % 2 ? 'male' : 'female',
    family: perfumeFamilies[i % perfumeFamilies.length],
    price: 80 + ((i * 37) % 180) + 0.5 * (i % 2),
    stock: null,
    imageSrc: '/images/perfumes/rose-de-minuit.svg',
  };
}

/** Signs the admin in and adds perfumes until the catalogue holds TOTAL. */
async function fill(url: string): Promise<number> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const have = ((await (await fetch(`${url}/api/perfumes`)).json()) as unknown[]).length;
  let next = have;
  const add = async () => {
    while (next < TOTAL) {
      const i = next++;
      const res = await fetch(`${url}/api/admin/perfumes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(perfume(i)),
      });
      if (!res.ok) throw new Error(`adding perfume ${i} answered ${res.status}: ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, add));
  return ((await (await fetch(`${url}/api/perfumes`)).json()) as unknown[]).length;
}

/** Representative searches: a name, an accented note, a family and price range, a sort. */
const SEARCHES = [
  ['a name', '/api/perfumes?q=rose%20de%20minuit'],
  ['an accented note', '/api/perfumes?q=n%C3%A9roli'],
  ['a family and a price range', '/api/perfumes?family=woody&minPrice=120&maxPrice=150'],
  ['a sort', '/api/perfumes?gender=female&sort=price_desc'],
] as const;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface SearchFigures {
  perfumes: number;
  searches: ({ label: string; path: string } & Figures)[];
  /**
   * Every request a search nobody made before (the server keeps answers per query): the search,
   * the join of the answer and its compression, every time.
   */
  unseen: {
    /** Through the perfumes' numbers: answers of every size, from one perfume to a few hundred (the budget). */
    everySize: Figures;
    /** A new price limit on the same note: a 200-perfume answer (60 kB) made every time, the worst case. */
    large: Figures & { perfumesPerAnswer: number };
  };
}

/** As a browser asks: the answers are sent compressed (the server keeps them compressed with the cache). */
const headers = { 'accept-encoding': 'gzip, deflate, br' };

async function unseen(url: string, path: () => string): Promise<Figures> {
  const r = await load({
    url,
    headers,
    duration: 4,
    requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
  });
  return { rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors + r.non2xx };
}

export async function searchBench(port: number): Promise<SearchFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const shop = await startShop({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, port);
  try {
    const perfumes = await fill(shop.url);
    const searches: SearchFigures['searches'] = [];
    for (const [label, path] of SEARCHES) {
      await load({ url: `${shop.url}${path}`, headers, duration: 1 }); // warm-up
      const r = await load({ url: `${shop.url}${path}`, headers, duration: 4 });
      searches.push({ label, path, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors + r.non2xx });
    }
    // The server keeps the last 500 answers, first in, first out: cycling through 1,000 queries, each
    // is asked again only after it has left.
    let n = 0;
    const everySize = await unseen(shop.url, () => `/api/perfumes?q=${n++ % TOTAL}`);
    let m = 0;
    const large = await unseen(
      shop.url,
      () => `/api/perfumes?q=n%C3%A9roli&maxPrice=${300 + (m++ % 9_000_000) / 1000}`,
    );
    const perfumesPerAnswer = (
      (await (await fetch(`${shop.url}/api/perfumes?q=n%C3%A9roli&maxPrice=300`)).json()) as unknown[]
    ).length;
    return { perfumes, searches, unseen: { everySize, large: { ...large, perfumesPerAnswer } } };
  } finally {
    await shop.stop();
  }
}
