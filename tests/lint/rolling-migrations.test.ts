import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Migrations safe for a rolling deploy (docs/decisions/073-migrations-for-rolling-deploys.md): while a release's
 * migrations run and until its last process is replaced, the previous release keeps serving on the migrated
 * database. What can be told from the SQL alone is checked here, statement by statement, in every migration after
 * the baseline: a statement that takes away what the previous release still uses (a table, a column, a name, an
 * index its `ON CONFLICT` names, a default its inserts count on), or that holds a table the shop writes for as long
 * as the table is big (an index or a constraint built on an existing table, a lock, a backfill), fails unless a
 * comment in it says why it is safe: `-- rolling-deploy: <why>` (a contract step whose expand shipped a release
 * before, a table known to stay small…). What the SQL cannot tell (whether the previous release's queries still
 * read what this one writes) is the decision's checklist, for the reviewer.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const MIGRATIONS = join(root, 'drizzle');
/** The migrations up to this one came before the rule; the decision holds their review (and the test below, what the check finds in them). */
const BASELINE = 35;

interface Finding {
  migration: string;
  /** The statement's place in its migration, from 1 (drizzle's `--> statement-breakpoint` parts). */
  statement: number;
  rule: string;
}

/** The table a statement alters, or indexes (`ON "t"`), without its schema. */
const table = (re: RegExp, code: string) => re.exec(code)?.[1]?.toLowerCase();
const ALTERED = /\bALTER\s+TABLE\s+(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?(?:"?public"?\.)?"?(\w+)"?/i;
const INDEXED = /\bCREATE\s+(?:UNIQUE\s+)?INDEX\b[^;]*?\bON\s+(?:ONLY\s+)?(?:"?public"?\.)?"?(\w+)"?/i;

/**
 * The rules, each a statement's test given the tables the same migration creates (new, so empty: whatever is
 * built on them costs nothing, and no previous release reads them).
 */
const RULES: { rule: string; breaks: (code: string, created: Set<string>) => boolean }[] = [
  { rule: 'drops a table', breaks: (c) => /\bDROP\s+TABLE\b/i.test(c) },
  { rule: 'drops a column', breaks: (c) => /\bDROP\s+COLUMN\b/i.test(c) },
  { rule: 'renames', breaks: (c) => /\bRENAME\b/i.test(c) },
  { rule: "changes a column's type", breaks: (c) => /\bALTER\s+COLUMN\s+"?\w+"?\s+(?:SET\s+DATA\s+)?TYPE\b/i.test(c) },
  { rule: 'drops an index', breaks: (c) => /\bDROP\s+INDEX\b/i.test(c) },
  { rule: 'drops a constraint', breaks: (c) => /\bDROP\s+CONSTRAINT\b/i.test(c) },
  { rule: 'drops a default', breaks: (c) => /\bDROP\s+DEFAULT\b/i.test(c) },
  { rule: 'truncates', breaks: (c) => /\bTRUNCATE\b/i.test(c) },
  {
    rule: 'sets NOT NULL on an existing table',
    breaks: (c, created) => /\bSET\s+NOT\s+NULL\b/i.test(c) && !created.has(table(ALTERED, c) ?? ''),
  },
  {
    rule: 'adds a NOT NULL column without a default to an existing table',
    breaks: (c, created) =>
      /\bADD\s+COLUMN\b/i.test(c) &&
      /\bNOT\s+NULL\b/i.test(c) &&
      !/\bDEFAULT\b/i.test(c) &&
      !created.has(table(ALTERED, c) ?? ''),
  },
  {
    rule: 'adds a column whose default rewrites the table',
    breaks: (c) =>
      /\bADD\s+COLUMN\b[^;]*\bDEFAULT\s+\(?\s*(?:random|gen_random_uuid|uuid_generate_v4|clock_timestamp|nextval)\s*\(/i.test(
        c,
      ),
  },
  {
    rule: 'builds an index on an existing table',
    breaks: (c, created) => INDEXED.test(c) && !created.has(table(INDEXED, c) ?? ''),
  },
  {
    rule: 'adds a constraint to an existing table',
    breaks: (c, created) =>
      /\bADD\s+CONSTRAINT\b/i.test(c) && !/\bNOT\s+VALID\b/i.test(c) && !created.has(table(ALTERED, c) ?? ''),
  },
  { rule: 'locks a table', breaks: (c) => /\bLOCK\s+TABLE\b/i.test(c) },
  {
    rule: 'rewrites the rows of an existing table',
    breaks: (c, created) => {
      const target = /^\s*(?:UPDATE|DELETE\s+FROM)\s+(?:"?public"?\.)?"?(\w+)"?/i.exec(c)?.[1]?.toLowerCase();
      return target !== undefined && !created.has(target);
    },
  },
  { rule: 'runs a function (a backfill?)', breaks: (c) => /^\s*SELECT\s+[\w.]+\s*\(/i.test(c) },
];

/** `-- rolling-deploy: why` in the statement, with at least three words of why. */
const JUSTIFIED = /--[ \t]*rolling-deploy:[ \t]*\S+[ \t]+\S+[ \t]+\S+/i;

/** What the rule finds in one migration's SQL. */
function check(migration: string, text: string): Finding[] {
  const created = new Set(
    [...text.matchAll(/\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:"?public"?\.)?"?(\w+)"?/gi)].map((m) =>
      m[1]!.toLowerCase(),
    ),
  );
  return text.split('--> statement-breakpoint').flatMap((statement, i) => {
    if (JUSTIFIED.test(statement)) return [];
    // Its code without its comments, and without the bodies of the functions it defines (their SQL runs later).
    const code = statement
      .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, "''")
      .split('\n')
      .filter((line) => !/^\s*--/.test(line))
      .join('\n');
    return RULES.filter((r) => r.breaks(code, created)).map(({ rule }) => ({ migration, statement: i + 1, rule }));
  });
}

const migrations = readdirSync(MIGRATIONS)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();
const numberOf = (file: string) => Number(file.slice(0, 4));
const findingsIn = (files: string[]) =>
  files.flatMap((f) => check(f.replace(/\.sql$/, ''), readFileSync(join(MIGRATIONS, f), 'utf8')));
const summary = (findings: Finding[]) => findings.map((f) => `${f.migration} #${f.statement}: ${f.rule}`);

describe('migrations safe for a rolling deploy', () => {
  it('every migration after the baseline keeps the previous release working, or says why it may not', () => {
    const findings = findingsIn(migrations.filter((f) => numberOf(f) > BASELINE));
    expect(
      summary(findings),
      'Split the change into expand and contract releases (docs/decisions/073-migrations-for-rolling-deploys.md), ' +
        'or say in the statement why it is safe: -- rolling-deploy: <why>',
    ).toEqual([]);
  });

  it('finds in the turn’s migrations what the decision’s review found (0034 dropped the index the previous release’s cart add named)', () => {
    const reviewed = migrations.filter((f) => numberOf(f) >= 31 && numberOf(f) <= BASELINE);
    expect(summary(findingsIn(reviewed))).toEqual([
      '0033_figures_per_currency #1: locks a table',
      '0033_figures_per_currency #2: locks a table',
      '0033_figures_per_currency #7: drops a constraint',
      '0033_figures_per_currency #8: drops a constraint',
      '0033_figures_per_currency #9: drops a constraint',
      '0033_figures_per_currency #10: drops a constraint',
      '0033_figures_per_currency #11: adds a constraint to an existing table',
      '0033_figures_per_currency #12: adds a constraint to an existing table',
      '0033_figures_per_currency #13: adds a constraint to an existing table',
      '0033_figures_per_currency #14: adds a constraint to an existing table',
      '0033_figures_per_currency #19: runs a function (a backfill?)',
      '0034_refills #23: builds an index on an existing table',
      '0034_refills #24: builds an index on an existing table',
      '0034_refills #25: adds a constraint to an existing table',
      '0034_refills #26: drops an index',
      '0035_connected #15: builds an index on an existing table',
      '0035_connected #16: adds a constraint to an existing table',
    ]);
  });

  it('passes what keeps the previous release working, and a statement that says why', () => {
    const sql = (statements: string[]) => statements.join('--> statement-breakpoint\n');
    expect(
      check(
        'safe',
        sql([
          'CREATE TABLE "notes" ("id" serial PRIMARY KEY NOT NULL, "body" text NOT NULL);',
          'CREATE INDEX "notes_body_idx" ON "notes" USING btree ("body");',
          'ALTER TABLE "orders" ADD COLUMN "note" text;',
          `ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'shop' NOT NULL;`,
          'ALTER TABLE "orders" ADD CONSTRAINT "orders_kind" CHECK ("kind" <> \'\') NOT VALID;',
          'ALTER TABLE "orders" ALTER COLUMN "note" DROP NOT NULL;',
          '-- rolling-deploy: the contract step; 0036 stopped reading it a release before\nALTER TABLE "orders" DROP COLUMN "old";',
          'CREATE OR REPLACE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN DELETE FROM orders; END $$;',
        ]),
      ),
    ).toEqual([]);
    expect(
      summary(
        check(
          'unsafe',
          sql([
            'ALTER TABLE "orders" RENAME COLUMN "note" TO "remark";',
            'ALTER TABLE "orders" ADD COLUMN "kind" text NOT NULL;',
            'ALTER TABLE "orders" ALTER COLUMN "kind" SET NOT NULL;',
            'CREATE INDEX "orders_kind_idx" ON "orders" USING btree ("kind");',
            `UPDATE "orders" SET "kind" = 'shop';`,
            '-- rolling-deploy: fine\nALTER TABLE "orders" DROP COLUMN "old";',
          ]),
        ),
      ),
    ).toEqual([
      'unsafe #1: renames',
      'unsafe #2: adds a NOT NULL column without a default to an existing table',
      'unsafe #3: sets NOT NULL on an existing table',
      'unsafe #4: builds an index on an existing table',
      'unsafe #5: rewrites the rows of an existing table',
      'unsafe #6: drops a column',
    ]);
  });
});
