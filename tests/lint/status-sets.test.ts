import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { literalList } from '../../src/server/db/sql-lists';

/**
 * The payment states each rule reads live once, in src/domain/orders/lifecycle.ts (issue #44): the
 * server's code asks `isPaid` / `isPlacedOrder`, and its SQL renders the domain's sets
 * (db/sql-lists.ts). A set written by hand in the server (two of the states side by side, as a list
 * or a comparison) is found here, file and line. The triggers, in the migrations' SQL, are checked
 * on a running store by tests/integration/status-sets.test.ts.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const STATES = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A set of payment states in one line of code (a comment's words aside): a list, or comparisons joined. */
function handWrittenSets(text: string): number[] {
  const state = `'(?:${STATES.join('|')})'`;
  const list = new RegExp(`${state}\\s*,\\s*${state}`);
  const compared = `payment_?status\\s*(?:[!=]==?|<>)\\s*${state}`;
  const joined = new RegExp(`${compared}\\s*(?:\\|\\||&&|\\bor\\b|\\band\\b)\\s*[\\w.]*${compared}`, 'i');
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '');
    return list.test(code) || joined.test(code) ? [i + 1] : [];
  });
}

describe('payment states in one place', () => {
  it('no server module writes a set of payment states by hand', () => {
    // The table's own declaration names every state once: that is the set of all, not a rule.
    const allowed = new Set(['src/server/orders/schema.ts']);
    const found = sources(join(root, 'src/server')).flatMap((path) => {
      const file = relative(root, path);
      if (allowed.has(file)) return [];
      return handWrittenSets(readFileSync(path, 'utf8')).map((line) => `${file}:${line}`);
    });
    expect(found).toEqual([]);
  });

  it('finds a set planted by hand, and renders the domain’s as literals only from plain words', () => {
    expect(handWrittenSets("const x = sql`status in ('paid', 'refunded')`;\n// 'paid', 'refunded'")).toEqual([1]);
    expect(
      handWrittenSets("if (o.paymentStatus === 'paid' || o.paymentStatus === 'partially_refunded') return;"),
    ).toEqual([1]);
    // A status and a payment state side by side are no set; nor is the state a refund writes.
    expect(handWrittenSets("if (o.status !== 'pending' || o.paymentStatus === 'paid') return;")).toEqual([]);
    expect(handWrittenSets("write(whole ? 'refunded' : 'partially_refunded');")).toEqual([]);
    expect(literalList(['paid', 'partially_refunded'])).toBe("'paid', 'partially_refunded'");
    expect(() => literalList(["paid'); drop table orders; --"])).toThrow();
    expect(() => literalList([])).toThrow();
  });
});
