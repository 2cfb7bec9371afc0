import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two folders of the server import each other, even through others (a feature reaches another
 * through its service; the http plumbing imports no feature). ESLint's no-cycle sees module cycles
 * only; this sees folders. A file at the top of src/server is its own node.
 */
const ROOT = 'src/server';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The node a server file belongs to: its top folder, or the file itself at the top. */
const nodeOf = (file: string) => relative(ROOT, file).split('/')[0]!;

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files(ROOT)) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = normalize(join(dirname(file), spec!));
      if (!target.startsWith(`${ROOT}/`)) continue;
      const to = nodeOf(target.endsWith('.ts') ? target : `${target}.ts`);
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

describe('server folders', () => {
  it('import each other without a cycle', () => {
    expect(findCycle(folderGraph())).toBeUndefined();
  });

  it('would be caught: a planted cycle is found', () => {
    const graph = new Map([
      ['orders', new Set(['payments'])],
      ['payments', new Set(['http'])],
      ['http', new Set(['orders'])],
    ]);
    expect(findCycle(graph)).toEqual(['orders', 'payments', 'http', 'orders']);
  });
});
