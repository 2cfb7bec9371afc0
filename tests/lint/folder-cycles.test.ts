import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two folders of the server, the browser or the domain import each other, even through others (a
 * server feature reaches another through its service; a browser feature never imports another; the
 * domain's concepts import in one direction). ESLint's no-cycle sees module cycles only, and skips
 * type-only imports; this sees folders, and counts every import: `import type` included, since a
 * type cycle ties two folders together as much as a value one. In src/domain it also sees modules:
 * import-x/no-cycle has no option to count type-only imports, so a type cycle there is caught here.
 *
 * Each folder is a node; a file at the top of a root is its own node. The server's nodes are its
 * top folders (a feature's subfolders belong to it), and each feature's tables (its schema.ts): the
 * tables sit below every feature's code, so a foreign key or a join listed in eslint.config.js's
 * allowedJoins reaches another feature's table, not its code (src/server/db gathers the tables).
 */
type NodeOf = (file: string) => string;

const SRC = 'src';
const ROOTS: Record<string, NodeOf> = {
  'src/server': (file) => serverNode(relative('src/server', file)),
  'src/client': (file) => folderNode('src/client', file),
  'src/domain': (file) => folderNode('src/domain', file),
};

/** A server file's top folder, or the file at the top; a feature's schema.ts is its own node. */
const serverNode = (path: string) => (/^[^/]+\/schema\.ts$/.test(path) ? path : path.split('/')[0]!);

/** The file's own folder; the file itself when it sits at the top of the root. */
function folderNode(root: string, file: string): string {
  const folder = relative(root, dirname(file));
  return folder === '' ? relative(root, file) : `${folder}/`;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every import's specifier: `from '…'` (type-only too), `import '…'`, `import('…')`. */
function specifiers(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map(([, spec]) => spec!);
}

/** The source file a specifier names (relative, or `@/…` through tsconfig's paths), or undefined when outside src. */
function resolveSpec(from: string, spec: string, planted: Record<string, string>): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = join(SRC, spec.slice(2));
  else if (spec.startsWith('./') || spec.startsWith('../')) base = normalize(join(dirname(from), spec));
  else return undefined;
  const exists = (path: string) => path in planted || (existsSync(path) && statSync(path).isFile());
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(exists);
}

/**
 * The graph of a root's nodes. `planted` replaces or adds files' code (path → code), so a test can
 * plant a violation without writing it to the disk.
 */
function importGraph(root: string, nodeOf: NodeOf, planted: Record<string, string> = {}): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of new Set([...files(root), ...Object.keys(planted)])) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const spec of specifiers(planted[file] ?? readFileSync(file, 'utf8'))) {
      const target = resolveSpec(file, spec, planted);
      if (!target?.startsWith(`${root}/`)) continue;
      const to = nodeOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

/** A root's own module graph: each file is a node. */
const moduleGraph = (root: string, planted?: Record<string, string>) =>
  importGraph(root, (file) => relative(root, file), planted);

describe('folders', () => {
  it.each(Object.entries(ROOTS))('%s: import each other without a cycle', (root, nodeOf) => {
    expect(findCycle(importGraph(root, nodeOf))).toBeUndefined();
  });

  it('would be caught: a planted cycle is found', () => {
    const graph = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['http'])],
      ['http', new Set(['orders'])],
    ]);
    expect(findCycle(graph)).toEqual(['orders', 'payments', 'http', 'orders']);
  });

  it("would be caught: a feature's tables importing code of a feature whose tables reference them", () => {
    // mails.order_id references orders: orders' tables importing the mail feature's code (type-only) ties them.
    const schema = 'src/server/orders/schema.ts';
    const planted = {
      [schema]: `import type { MailService } from '../mail/service';\n${readFileSync(schema, 'utf8')}`,
    };
    const cycle = findCycle(importGraph('src/server', ROOTS['src/server']!, planted));
    expect(cycle).toContain('orders/schema.ts');
    expect(cycle).toContain('mail');
  });

  it('would be caught: lib importing a feature through the @/ alias, type-only, closes a folder cycle', () => {
    // The cart page imports lib (use-cart, ...): lib importing the page's type back ties the two folders.
    const planted = {
      'src/client/lib/planted.ts':
        "import type CartPage from '@/client/features/cart/cart-page';\nexport type X = typeof CartPage;\n",
    };
    const cycle = findCycle(importGraph('src/client', ROOTS['src/client']!, planted));
    expect(cycle).toContain('lib/');
    expect(cycle).toContain('features/cart/');
  });

  it('would be caught: a domain concept folder importing shared/, which imports it back', () => {
    const planted = {
      'src/domain/planted/a.ts': "import { z } from '../shared/zod';\nexport const a = z;\n",
      'src/domain/shared/zod.ts': `import type { A } from '../planted/a';\n${readFileSync('src/domain/shared/zod.ts', 'utf8')}`,
    };
    const cycle = findCycle(importGraph('src/domain', ROOTS['src/domain']!, planted));
    expect(cycle).toContain('planted/');
    expect(cycle).toContain('shared/');
  });
});

describe('src/domain modules', () => {
  it('import each other without a cycle, type-only imports included', () => {
    expect(findCycle(moduleGraph('src/domain'))).toBeUndefined();
  });

  it('would be caught: the zod-free catalogue.ts taking its types from the schemas again (type-only)', () => {
    const catalogue = 'src/domain/catalogue/catalogue.ts';
    const planted = { [catalogue]: `import type { Perfume } from './schemas';\n${readFileSync(catalogue, 'utf8')}` };
    const cycle = findCycle(moduleGraph('src/domain', planted));
    expect(cycle).toContain('catalogue/catalogue.ts');
    expect(cycle).toContain('catalogue/schemas.ts');
  });
});
