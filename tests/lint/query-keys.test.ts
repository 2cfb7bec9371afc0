import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Query keys (issue #44): every cache key of the browser is built from the endpoint declaration it
 * reads, by src/client/lib/query-keys.ts (`queryKeyOf`, `urlKeyOf`), and invalidated by declaration
 * (`invalidate(qc, …declarations)`). A key spelled as an array literal (`queryKey: [x.path, id]`,
 * `setQueryData([…])`) is found here, file and line; a key that extends one the builder made
 * (`[...key, 'summary']`) is not. The server render seeds its `[url]` keys in entry-server.tsx.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const ALLOWED = new Set(['src/client/lib/query-keys.ts', 'src/client/entry-server.tsx']);

const handBuilt = /\b(queryKey|mutationKey):\s*\[(?!\s*\.\.\.|\s*first\s*\])|\b(set|get)Quer(y|ies)Data(<[^>]*>)?\(\[/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of `text` that spell a query key as an array in code (a comment's words aside). */
function handBuiltKeyLines(text: string): number[] {
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '');
    return handBuilt.test(code) ? [i + 1] : [];
  });
}

describe('query keys', () => {
  it('finds a key spelled as an array, not one built or extended', () => {
    expect(handBuiltKeyLines('queryKey: [listAudit.path] as const,')).toEqual([1]);
    expect(handBuiltKeyLines('const a = 1;\nvoid qc.invalidateQueries({ queryKey: [CART_PATH, owner] });')).toEqual([
      2,
    ]);
    expect(handBuiltKeyLines('qc.setQueryData<House>([getHouse.path], f);')).toEqual([1]);
    expect(handBuiltKeyLines("const MUTATION_KEY = { mutationKey: ['/api/x'] };")).toEqual([1]);
    expect(handBuiltKeyLines("queryKey: queryKeyOf(getCart, owner),\nqueryKey: [...key, 'summary'] as const,")).toEqual(
      [],
    );
    expect(handBuiltKeyLines('predicate: ({ queryKey: [first] }) => true,')).toEqual([]);
    expect(handBuiltKeyLines('/** (`setQueryData([path], …)` in entry-server.tsx) */')).toEqual([]);
  });

  it('no client module spells a query key: they come from src/client/lib/query-keys.ts', () => {
    const found = sources(join(root, 'src/client')).flatMap((path) => {
      const file = relative(root, path).split('\\').join('/');
      if (ALLOWED.has(file)) return [];
      return handBuiltKeyLines(readFileSync(path, 'utf8')).map((line) => `${file}:${line}`);
    });
    expect(found).toEqual([]);
  });
});
