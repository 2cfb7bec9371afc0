import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * No text as a replacement pattern (eslint.config.js, docs/decisions/050-text-is-never-a-pattern.md):
 * proved on planted snippets, linted at virtual paths with the project's own configuration.
 */
const cwd = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd });
});

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const wrap = (line: string) => `export const f = (page: string, name: string, names: string[]) => ${line};\n`;

describe('replacement strings', () => {
  it.each([
    'page.replace("</head>", `<title>${name}</title></head>`)',
    "page.replace(/<title>[^<]*<\\/title>/, '<title>' + name + '</title>')",
    'page.replace("</head>", name)',
    'page.replaceAll("x", names.join(""))',
    "page.replace('a', name ? name : 'b')",
  ])('refuses text built from data: %s', async (line) => {
    for (const path of ['src/server/pages/x.ts', 'src/domain/shared/x.ts', 'src/client/lib/x.tsx'])
      expect(await ruleIds(wrap(line), path)).toContain('no-restricted-syntax');
  });

  it.each([
    "page.replace('</head>', '<meta></head>')",
    'page.replace(/\\s+/g, ` `)',
    'page.replace("</head>", () => `<title>${name}</title></head>`)',
    'page.replaceAll("x", function () { return name; })',
    "page.replace(/(\\d{4})(?=\\d)/g, '$1 ')",
    'names.map((n) => n.split("$").join("")).join(name)',
  ])('lets a literal or a function through: %s', async (line) => {
    expect(await ruleIds(wrap(line), 'src/server/pages/x.ts')).not.toContain('no-restricted-syntax');
  });
});
