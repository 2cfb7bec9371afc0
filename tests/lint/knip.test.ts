import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * knip.config.ts, proved on planted violations: the project's sources and configuration are copied to a
 * temporary directory (node_modules linked), an unused file, an unused export and an unused dependency
 * are planted there, and knip must report each. The working tree is never touched.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const knip = join(root, 'node_modules/.bin/knip');
const sources = /\.(ts|tsx|mjs|js|css|html|json)$/;

interface KnipIssue {
  file: string;
  exports?: { name: string }[];
  dependencies?: { name: string }[];
  files?: { name: string }[];
}

let dir: string;
let issues: KnipIssue[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'knip-proof-'));
  for (const folder of ['src', 'tests', 'bench', 'scripts']) {
    cpSync(join(root, folder), join(dir, folder), {
      recursive: true,
      filter: (path) => !/\.[a-z]+$/.test(path) || sources.test(path),
    });
  }
  for (const file of [
    'package.json',
    'tsconfig.json',
    'knip.config.ts',
    'vite.config.ts',
    'vitest.config.ts',
    'playwright.config.ts',
    'drizzle.config.ts',
    'eslint.config.js',
  ]) {
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');

  writeFileSync(join(dir, 'src/server/planted-orphan.ts'), 'export const orphan = 1;\n');
  const money = join(dir, 'src/domain/shared/money.ts');
  writeFileSync(money, `${readFileSync(money, 'utf8')}\nexport const plantedUnusedExport = 1;\n`);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  pkg.dependencies['planted-unused-dependency'] = '^1.0.0';
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg, null, 2));

  // Knip exits 1 when it finds anything; the report is what is checked.
  const { stdout } = await promisify(execFile)(knip, ['--reporter', 'json', '--no-exit-code', '--no-progress'], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  });
  issues = (JSON.parse(stdout) as { issues: KnipIssue[] }).issues;
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const issueOf = (file: string) => issues.find((issue) => issue.file === file);

describe('knip', () => {
  it('reports an unused file', () => {
    const files = issues.filter((issue) => issue.files?.length).map((issue) => issue.file);
    expect(files).toContain('src/server/planted-orphan.ts');
  });

  it('reports an unused export of a used module', () => {
    expect(issueOf('src/domain/shared/money.ts')?.exports?.map((e) => e.name)).toContain('plantedUnusedExport');
  });

  it('reports an unused dependency', () => {
    expect(issueOf('package.json')?.dependencies?.map((d) => d.name)).toContain('planted-unused-dependency');
  });

  it('follows the real entry points: the server, the client, the scripts, the bench, the soak, the tests', () => {
    const files = issues.filter((issue) => issue.files?.length).map((issue) => issue.file);
    expect(files).toEqual(['src/server/planted-orphan.ts']);
  });
});
