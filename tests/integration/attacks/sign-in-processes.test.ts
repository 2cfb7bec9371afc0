import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUser } from '../helpers';
import { healthy, postFrom, startServer, stopServers, templateDataDir, withScratchDatabase } from '../servers';

/**
 * The sign-in throttle against real server processes, over real sockets from several source
 * addresses: on the embedded store, and shared by two processes on one PostgreSQL.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

const from = (n: number) => `127.0.0.${n}`;

async function guessFrom14Addresses(ports: number[]) {
  const user = newUser();
  expect((await postFrom(from(2), ports[0]!, '/api/auth/register', user)).status).toBe(201);
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const port = ports[i % ports.length]!;
    statuses.push(
      (await postFrom(from(10 + i), port, '/api/auth/login', { email: user.email, password: `wrong-guess-${i}` }))
        .status,
    );
  }
  const last = await postFrom(from(40), ports.at(-1)!, '/api/auth/login', {
    email: user.email,
    password: user.password,
  });
  return { statuses, last };
}

describe('sign-in throttle in real processes', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'counts one account’s failures across 14 source addresses (embedded store)',
    async () => {
      const server = startServer({ DATA_DIR: await templateDataDir('throttle-'), AUTH_RATE_LIMIT: '10' });
      await healthy(server);
      const { statuses, last } = await guessFrom14Addresses([server.port]);
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
      expect(last.status).toBe(429);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)('shares the counters between two processes on one PostgreSQL', async () => {
    await withScratchDatabase('shop_throttle', async (url) => {
      const a = startServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '10' });
      const b = startServer({ DATABASE_URL: url, AUTH_RATE_LIMIT: '10' });
      await Promise.all([healthy(a), healthy(b)]);
      const { statuses, last } = await guessFrom14Addresses([a.port, b.port]);
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
      expect(last.status).toBe(429);
      // Successes never count: thirty sign-ins from one address, alternating processes.
      const office = newUser();
      expect((await postFrom(from(50), a.port, '/api/auth/register', office)).status).toBe(201);
      for (let i = 0; i < 30; i++) {
        expect(
          (
            await postFrom(from(51), i % 2 ? a.port : b.port, '/api/auth/login', {
              email: office.email,
              password: office.password,
            })
          ).status,
        ).toBe(200);
      }
    });
  });
});
