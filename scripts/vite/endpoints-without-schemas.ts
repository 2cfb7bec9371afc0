import { sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const apiDir = fileURLToPath(new URL('../../src/domain/api/', import.meta.url));
const helper = `${apiDir}endpoint.ts`;

const isDeclaration = (value: unknown): value is { method: string; path: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';

/**
 * The browser's build gets each endpoint declaration of src/domain/api as its method and path alone.
 * The declarations name their zod schemas, which type the browser's calls; at run time the browser
 * needs only where to send them, and zod with every schema would cost each page ~27 kB compressed
 * and tens of milliseconds of a phone's first task. Types still come from the real modules (tsc).
 */
export function endpointsWithoutSchemas(): Plugin {
  return {
    name: 'endpoints-without-schemas',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (
        !file.startsWith(apiDir) ||
        file === helper ||
        !file.endsWith('.ts') ||
        file.slice(apiDir.length).includes(sep)
      )
        return null;
      const module = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
      const lines: string[] = [];
      for (const [name, value] of Object.entries(module)) {
        if (name === 'default' || name === 'module.exports') continue;
        if (!isDeclaration(value))
          throw new Error(
            `${file}: export ${name} is not an endpoint declaration; declaration files export endpoints only`,
          );
        lines.push(`export const ${name} = ${JSON.stringify({ method: value.method, path: value.path })};`);
      }
      return lines.join('\n');
    },
  };
}
