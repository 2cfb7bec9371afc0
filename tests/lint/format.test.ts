import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * `npm run check` (scripts/check.mjs) runs `prettier --check .` with the project's configuration: proved here on a planted
 * snippet (the file need not exist) and on a file of the project.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

async function formatted(code: string, filePath: string): Promise<boolean> {
  const options = await prettier.resolveConfig(`${root}${filePath}`);
  return prettier.check(code, { ...options, filepath: `${root}${filePath}` });
}

describe('the formatter', () => {
  it('refuses code that is not in the house style', async () => {
    expect(await formatted('const x = {a:1,  b:"two"}\nexport default x\n', 'src/domain/planted.ts')).toBe(false);
    // A line past 120 characters is wrapped.
    const long = `export const list = [${Array.from({ length: 30 }, (_, i) => `'item${i}'`).join(', ')}];\n`;
    expect(await formatted(long, 'src/domain/planted.ts')).toBe(false);
  });

  it('accepts the same code once formatted, and the project as it is written', async () => {
    expect(await formatted("const x = { a: 1, b: 'two' };\nexport default x;\n", 'src/domain/planted.ts')).toBe(true);
    const file = 'src/domain/api/endpoint.ts';
    expect(await formatted(await readFile(`${root}${file}`, 'utf8'), file)).toBe(true);
  });

  it('is part of npm run check', async () => {
    const pkg = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.check).toBe('node scripts/check.mjs');
    // The check's script runs each tool as it would run alone, the formatter over the whole project among them.
    const script = await readFile(`${root}scripts/check.mjs`, 'utf8');
    expect(script).toContain("['format', 'prettier', ['--check', '.']]");
    for (const tool of ["'tsc'", "'eslint'", "'knip'"]) expect(script).toContain(tool);
  });
});
