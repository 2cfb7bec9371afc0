import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { insertOrderKey, orderKeyExists } from './repo';

/**
 * The keys to an order's own page: random, given to the browser that placed it and put in the links
 * of its mails, stored hashed.
 */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A new key to the order's page. */
export async function issueKey(db: Db, orderId: number): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await insertOrderKey(db, orderId, hashKey(key));
  return key;
}

export function keyOpens(db: Db, orderId: number, key: string): Promise<boolean> {
  return orderKeyExists(db, orderId, hashKey(key));
}
