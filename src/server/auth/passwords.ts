import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { Semaphore } from './semaphore';

// scrypt from node:crypto: memory-hard, no native add-on to build. N=2^15, r=8, p=1 (~32 MiB, ~50 ms).
// Under the test runner (NODE_ENV=test, which Vitest sets and the servers its tests start inherit) N=2^10: the same
// scrypt, its cost written into each hash as always, at a thirty-second of the work. A hash's own N is what verifies
// it, so a store's hashes of either cost verify under both.
const PARAMS = {
  N: process.env.NODE_ENV === 'test' ? 1024 : 32768,
  r: 8,
  p: 1,
  maxmem: 64 * 1024 * 1024,
} satisfies ScryptOptions;
const KEY_LEN = 32;

/**
 * How many passwords the process hashes at once, whoever asks (sign-in, registration, password change
 * or reset, the admin's bootstrap): the others wait in turn (first come, first served). Each hash holds
 * one of libuv's four pool threads and 32 MiB for ~50 ms; two at a time leave the pool's other threads
 * to files and compression, and a flood of hashes (a guessing session, say) can make a sign-in wait only
 * behind what queued before it, never take the machine. The sign-in limits (throttle.ts) bound how many
 * hashes one account or address can ask for.
 */
export const HASHING_SLOTS = 2;
const hashing = new Semaphore(HASHING_SLOTS);

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LEN, params, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing in particular, so an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
