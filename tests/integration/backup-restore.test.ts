import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, inject, it, vi } from 'vitest';
import { uploadImage } from '../../src/domain/api/admin-catalogue';
import { getOrderPage } from '../../src/domain/api/orders';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openStore, type Store, type StoreOptions } from '../../src/server/db/client';
import { seedCatalogue } from '../../src/server/db/seed';
import { adminClient, paidOrder } from './fixtures';
import { Client, newGuestId, shipping } from './helpers';
import { templateDataDir } from './servers';
import { queryRows } from './sql';
import { withDatabase } from './template';

/*
 * `npm run backup -- FILE` and `npm run restore -- FILE` (DESIGN §1 "Operating the shop", issue #50): a shop with
 * orders, some paid (with their invoice numbers), and an uploaded image is backed up by the real tool, restored
 * elsewhere by the real tool, and a shop started on the copy has every order, invoice number and the image's
 * bytes. The embedded store refuses a backup while the shop holds it; a restore refuses a store that holds
 * anything. Each store in its own pass (the PostgreSQL one with TEST_DATABASE_URL).
 */
vi.setConfig({ testTimeout: 240_000 });

/** The backup tool as an operator runs it (`npm run backup -- FILE`), on the store `env` names. */
function tool(command: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, [`scripts/${command}.mjs`, file], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A shop in this process on `options`' store, as the server builds it. */
async function shopOn(options: StoreOptions) {
  const store = await openStore(options);
  await seedCatalogue(store.db);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_CLIENT: 'false', ORDER_RATE_LIMIT: '100000' }),
    store,
  });
  await app.ready();
  return {
    app,
    store,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

interface Made {
  orders: Record<string, unknown>[];
  keys: { id: number; key: string; invoiceNumber: string | null }[];
  image: { src: string; bytes: Buffer };
}

const ordersOf = (store: Store) =>
  queryRows(
    store.db,
    sql`select id, status, payment_status, currency, total_cents, invoice_number, created_at::text
        from orders order by id`,
  );

/** Three paid orders, one waiting for its payment, and an image the admin uploaded: what the backup must hold. */
async function fillShop(shop: Awaited<ReturnType<typeof shopOn>>): Promise<Made> {
  const keys: Made['keys'] = [];
  for (const lines of [
    [[1, 1]],
    [[2, 2]],
    [
      [3, 1],
      [4, 1],
    ],
  ] as [number, number][][]) {
    const order = await paidOrder(shop, { lines });
    keys.push({ id: order.id, key: order.accessKey, invoiceNumber: null });
  }
  const waiting = new Client(shop.app);
  const guestId = newGuestId();
  expect((await waiting.post('/api/cart', { guestId, perfumeId: 5, quantity: 1 })).statusCode).toBe(201);
  const intent = (await waiting.post('/api/create-payment-intent', { guestId, country: shipping.country })).json<{
    paymentIntentId: string;
  }>();
  const placed = await waiting.post('/api/orders', {
    guestId,
    shippingDetails: shipping,
    paymentIntentId: intent.paymentIntentId,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  for (const k of keys) {
    const page = await new Client(shop.app).send(getOrderPage, { params: { orderId: k.id }, query: { key: k.key } });
    k.invoiceNumber = page.answer.invoiceNumber;
    expect(k.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
  }

  const admin = await adminClient(shop);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b0413e' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bottle.png');
  const uploaded = await admin.send(uploadImage, { body: form });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const src = uploaded.answer.imageSrc;
  const served = await new Client(shop.app).get(src);
  expect(served.statusCode).toBe(200);
  return { orders: await ordersOf(shop.store), keys, image: { src, bytes: served.rawPayload } };
}

/** The restored shop has every order as it was, each paid one's invoice number on its page, and the image. */
async function expectSameShop(shop: Awaited<ReturnType<typeof shopOn>>, made: Made) {
  expect(made.orders.map((o) => o.payment_status)).toEqual(['paid', 'paid', 'paid', 'pending']);
  expect(await ordersOf(shop.store)).toEqual(made.orders);
  for (const k of made.keys) {
    const page = await new Client(shop.app).send(getOrderPage, { params: { orderId: k.id }, query: { key: k.key } });
    expect(page.statusCode).toBe(200);
    expect(page.answer.invoiceNumber).toBe(k.invoiceNumber);
  }
  const served = await new Client(shop.app).get(made.image.src);
  expect(served.statusCode).toBe(200);
  expect(Buffer.compare(served.rawPayload, made.image.bytes)).toBe(0);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a backup of the embedded store', () => {
  it('is refused while the shop runs, then restores every order and image into an empty DATA_DIR only', async () => {
    const work = mkdtempSync(join(tmpdir(), 'backup-'));
    const file = join(work, 'shop.tar.gz');
    const source = await templateDataDir('backup-source-');
    const restored = join(work, 'restored');
    try {
      const shop = await shopOn({ kind: 'pglite', dataDir: source });
      let made: Made;
      try {
        made = await fillShop(shop);
        // The store is one process's: no copy is taken under a running shop.
        const refused = tool('backup', file, { DATA_DIR: source });
        expect(refused.code, refused.output).toBe(1);
        expect(refused.output).toContain('is in use by a running shop');
        expect(existsSync(file)).toBe(false);
      } finally {
        await shop.close();
      }

      const done = tool('backup', file, { DATA_DIR: source });
      expect(done.code, done.output).toBe(0);
      expect(done.output).toMatch(/^Backed up DATA_DIR .* to .*shop\.tar\.gz \(\d+\.\d MB\)\./m);
      expect(tool('backup', file, { DATA_DIR: source }).output).toContain('exists already');

      // Never over a store, never into the other kind of store.
      const over = tool('restore', file, { DATA_DIR: source });
      expect(over.code, over.output).toBe(1);
      expect(over.output).toContain('holds a store already');
      const wrongKind = tool('restore', file, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect(wrongKind.output).toContain('is a backup of the embedded store');

      const back = tool('restore', file, { DATA_DIR: restored });
      expect(back.code, back.output).toBe(0);
      const copy = await shopOn({ kind: 'pglite', dataDir: restored });
      try {
        await expectSameShop(copy, made);
      } finally {
        await copy.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
      rmSync(source, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a backup of PostgreSQL', () => {
  it('is taken while the shop runs, and restores every order and image into an empty database only', async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const template = inject('shopTemplate');
    const suffix = randomBytes(5).toString('hex');
    const [from, to] = [`backup_from_${suffix}`, `backup_to_${suffix}`];
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const work = mkdtempSync(join(tmpdir(), 'backup-'));
    const file = join(work, 'shop.dump');
    try {
      await admin.query(
        `create database ${from}${template.kind === 'postgres' ? ` template ${template.database}` : ''}`,
      );
      await admin.query(`create database ${to}`);
      const shop = await shopOn({ kind: 'postgres', url: withDatabase(base, from), poolSize: 3 });
      let made: Made;
      try {
        made = await fillShop(shop);
        // pg_dump's snapshot is consistent while the shop writes: no stop.
        const done = tool('backup', file, { DATABASE_URL: withDatabase(base, from) });
        expect(done.code, done.output).toBe(0);
        expect(done.output).toMatch(/^Backed up the PostgreSQL database at DATABASE_URL to .*shop\.dump/m);
      } finally {
        await shop.close();
      }

      const over = tool('restore', file, { DATABASE_URL: withDatabase(base, from) });
      expect(over.code, over.output).toBe(1);
      expect(over.output).toContain('is not empty');
      const wrongKind = tool('restore', file, { DATA_DIR: join(work, 'data') });
      expect(wrongKind.output).toContain('is a PostgreSQL backup');

      const back = tool('restore', file, { DATABASE_URL: withDatabase(base, to) });
      expect(back.code, back.output).toBe(0);
      const copy = await shopOn({ kind: 'postgres', url: withDatabase(base, to), poolSize: 3 });
      try {
        await expectSameShop(copy, made);
      } finally {
        await copy.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
      await admin.query(`drop database if exists ${from} with (force)`);
      await admin.query(`drop database if exists ${to} with (force)`);
      await admin.end();
    }
  });
});
