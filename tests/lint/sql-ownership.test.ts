import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the lint's table zones cannot see: SQL written as text. A trigger in a migration that reaches another
 * feature's tables, or a raw statement (`sql\`…\``) in a feature's code naming another feature's table by name,
 * must be listed here or in eslint.config.js's `allowedJoins`, with its reason; a new one fails this test.
 * Tables are owned by the feature whose schema.ts declares them (`pgTable('name', …)`).
 */

/** Trigger → the other features' tables its function (and the functions it calls) reads or writes, and why. */
const crossFeatureTriggers: Record<string, { reaches: string[]; why: string }> = {
  // The back office searches orders by their customer's name and e-mail in one folded column (decision 058):
  // renaming an account writes its orders' search text in the same statement, so a search never misses it.
  users_renamed: {
    reaches: ['orders', 'order_lines'],
    why: "an account renamed rewrites its orders' search_text (the back office's search)",
  },
  // The same search counts a search's few matches from each order's keys (decision 076), its account's among them.
  orders_search_entries: {
    reaches: ['users'],
    why: "an order placed or renamed is listed under its account's name and e-mail too (the back office's search keys)",
  },
  // The dashboard's daily gift-card figures count an order of cards only once, and only when it holds cards alone.
  gift_cards_figures: {
    reaches: ['order_lines'],
    why: 'a card sold counts its order once, when the order holds gift cards alone (the daily figures)',
  },
  gift_cards_figures_change: {
    reaches: ['order_lines'],
    why: 'the same rule, when a card is activated, voided or restored',
  },
  // The customers list pages guests by address in SQL (issue #43): a guest's row follows its orders.
  orders_guest_customer: {
    reaches: ['guest_customers'],
    why: "a guest order placed, paid, adopted or deleted refreshes its address's row of the customers list",
  },
};

const SERVER = 'src/server';

/** eslint.config.js's joins (JavaScript, without types: read through a path TypeScript does not follow). */
const eslintConfig: string = '../../eslint.config.js';
const { allowedJoins } = (await import(eslintConfig)) as { allowedJoins: Record<string, readonly string[]> };

function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const feature of readdirSync(SERVER)) {
    const schema = join(SERVER, feature, 'schema.ts');
    try {
      if (!statSync(schema).isFile()) continue;
    } catch {
      continue;
    }
    for (const [, table] of readFileSync(schema, 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)) owners.set(table!, feature);
  }
  return owners;
}

/** The tables a piece of SQL reads or writes by name (`from`, `join`, `update`, `into`). */
const tablesIn = (sql: string, owners: Map<string, string>) =>
  [...sql.matchAll(/\b(?:from|join|update|into)\s+"?(\w+)"?/gi)].map(([, t]) => t!).filter((t) => owners.has(t));

/**
 * The triggers the migrations leave (in order: a later CREATE OR REPLACE FUNCTION wins, a DROP TRIGGER removes),
 * each with the other features' tables its function reaches, through the functions it calls too.
 */
function crossFeatureTriggersIn(migrations: string[], owners: Map<string, string>): Map<string, string[]> {
  const functions = new Map<string, string>();
  const triggers = new Map<string, { table: string; fn: string }>();
  for (const statement of migrations.flatMap((sql) => sql.split('--> statement-breakpoint'))) {
    const fn = /CREATE (?:OR REPLACE )?FUNCTION (\w+)/i.exec(statement);
    if (fn) functions.set(fn[1]!, statement);
    const dropped = /DROP TRIGGER (?:IF EXISTS )?(\w+)/i.exec(statement);
    if (dropped) triggers.delete(dropped[1]!);
    const trigger =
      /CREATE (?:OR REPLACE )?TRIGGER (\w+)[\s\S]*?\bON (\w+)[\s\S]*?EXECUTE (?:FUNCTION|PROCEDURE) (\w+)/i.exec(
        statement,
      );
    if (trigger) triggers.set(trigger[1]!, { table: trigger[2]!, fn: trigger[3]! });
  }
  const reached = (fn: string, seen: Set<string>): string[] => {
    const body = functions.get(fn);
    if (body === undefined || seen.has(fn)) return [];
    seen.add(fn);
    const called = [...functions.keys()].filter((other) => other !== fn && new RegExp(`\\b${other}\\s*\\(`).test(body));
    return [...tablesIn(body, owners), ...called.flatMap((other) => reached(other, seen))];
  };
  const crossing = new Map<string, string[]>();
  for (const [name, { table, fn }] of triggers) {
    const others = [...new Set(reached(fn, new Set()))].filter((t) => owners.get(t) !== owners.get(table)).sort();
    if (others.length) crossing.set(name, others);
  }
  return crossing;
}

/** Raw statements (`sql\`…\``) in a feature's code naming a table another feature owns, and not a listed join. */
function rawReadsIn(feature: string, code: string, owners: Map<string, string>): string[] {
  const joined = allowedJoins[feature] ?? [];
  const statements = [...code.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)].map(([, text]) => text!);
  return statements
    .flatMap((text) => tablesIn(text, owners))
    .filter((table) => owners.get(table) !== feature && !joined.includes(owners.get(table)!));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const owners = tableOwners();
const migrations = readdirSync('drizzle')
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(join('drizzle', name), 'utf8'));

describe("SQL reaching another feature's tables", () => {
  it('reads the owners of the tables', () => {
    expect(owners.get('orders')).toBe('orders');
    expect(owners.get('users')).toBe('users');
  });

  it('every trigger reaching another feature is listed, with its reason, and every listed one still does', () => {
    const found = Object.fromEntries(crossFeatureTriggersIn(migrations, owners));
    const listed = Object.fromEntries(
      Object.entries(crossFeatureTriggers).map(([name, { reaches }]) => [name, [...reaches].sort()]),
    );
    expect(found).toEqual(listed);
  });

  it('a planted trigger writing another feature’s table is found', () => {
    const planted = [
      'CREATE OR REPLACE FUNCTION shop_wish() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE carts SET x = 1; RETURN NEW; END $$;',
      'CREATE TRIGGER wishlist_touch AFTER INSERT ON wishlist_items FOR EACH ROW EXECUTE FUNCTION shop_wish();',
    ].join('--> statement-breakpoint\n');
    expect(crossFeatureTriggersIn([...migrations, planted], owners).get('wishlist_touch')).toEqual(['carts']);
  });

  it("no feature's raw statement names another feature's table outside its listed joins", () => {
    const reads: string[] = [];
    for (const feature of readdirSync(SERVER).filter((name) => statSync(join(SERVER, name)).isDirectory())) {
      if (feature === 'db') continue; // src/server/db gathers every table: it is no feature.
      for (const file of sourceFiles(join(SERVER, feature))) {
        reads.push(...rawReadsIn(feature, readFileSync(file, 'utf8'), owners).map((table) => `${file}: ${table}`));
      }
    }
    expect(reads).toEqual([]);
  });

  it("a planted raw statement naming another feature's table is found; a listed join passes", () => {
    const code = 'const rows = await db.execute(sql`select id from orders where user_id = ${id}`);';
    expect(rawReadsIn('wishlist', code, owners)).toEqual(['orders']);
    expect(rawReadsIn('samples', code, owners)).toEqual([]);
  });
});
