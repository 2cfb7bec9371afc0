import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openStore } from './client';

describe('the embedded store', () => {
  it('creates its data directory beside the server, past a half-made one, and runs on small buffers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'store-'));
    // What a first start killed during creation leaves behind.
    mkdirSync(join(dataDir, 'pgdata.creating'));
    writeFileSync(join(dataDir, 'pgdata.creating', 'PG_VERSION'), 'half');

    const store = await openStore({ kind: 'pglite', dataDir });
    try {
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'pgdata.creating'))).toBe(false);
      const { rows } = (await store.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      expect(rows[0]!.shared_buffers).toBe('32MB');
    } finally {
      await store.close();
    }

    // The second start opens what the first one made.
    const again = await openStore({ kind: 'pglite', dataDir });
    await again.ping();
    await again.close();
  });
});
