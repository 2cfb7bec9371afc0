import type { QueryClient } from '@tanstack/react-query';
import { urlOf, type EndpointDeclaration } from '@/domain/api/endpoint';

/*
 * Every query key of the browser is built here from the endpoint declaration it reads
 * (src/domain/api): the endpoint's path first, then what tells its caches apart (the owner, the id, the
 * filter). Invalidating a declaration therefore reaches every cache of it, whatever follows the path.
 * The server render seeds its caches under `[path]` keys (entry-server.tsx), the same shape.
 */

type Declared = Pick<EndpointDeclaration, 'path'>;

/** The key of a query of `declaration`: `[path, ...parts]`. Also the prefix to find its caches by. */
export const queryKeyOf = <const D extends Declared, const P extends readonly unknown[]>(
  declaration: D,
  ...parts: P
): readonly [D['path'], ...P] => [declaration.path, ...parts];

/** Marks every cached read of these endpoints stale (refetched at once where shown, else when next shown). */
export async function invalidate(qc: QueryClient, ...declarations: readonly Declared[]): Promise<void> {
  await Promise.all(declarations.map((declaration) => qc.invalidateQueries({ queryKey: [declaration.path] })));
}

/**
 * The key of a page's read the server render seeds (app/landing-pages.ts names them): the call's URL
 * alone, `[url]`, so `/api/perfumes/7` sits under `/api/perfumes` and the catalogue's invalidation
 * finds it.
 */
export const urlKeyOf = (declaration: Declared, input: { params?: object; query?: object }): readonly [string] => [
  urlOf(declaration, input),
];
