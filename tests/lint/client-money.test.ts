import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Money on the client (issue #44): the API answers major units, the domain computes in minor units, and
 * the client only formats. The one place it turns an answer's amount into minor units is its format
 * module (src/client/lib/format.ts: `usePrice`, `minorOf(major, currency)`, by the currency's ISO 4217
 * exponent); arithmetic on amounts is the domain's (`leftToPay`, `cartTotals`, `leftToRefundOf`, …). A
 * `toCents` (×100 whatever the currency) anywhere else in src/client is found here, file and line.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const FORMAT_MODULE = 'src/client/lib/format.ts';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of `text` that name `toCents` in code (a comment's words aside). */
function toCentsLines(text: string): number[] {
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '').replace(/\/\/.*$/, '');
    return /\btoCents\b/.test(code) ? [i + 1] : [];
  });
}

describe('money on the client', () => {
  it('finds a toCents in code, not in a comment', () => {
    expect(toCentsLines("import { toCents } from '@/domain/shared/money';\nconst a = 1;")).toEqual([1]);
    expect(toCentsLines('const c = toCents(p.price);')).toEqual([1]);
    expect(toCentsLines('/** not toCents here */\n// nor toCents\n * toCents')).toEqual([]);
  });

  it('no client module but the format module converts to cents', () => {
    const found = sources(join(root, 'src/client')).flatMap((path) => {
      const file = relative(root, path).split('\\').join('/');
      if (file === FORMAT_MODULE) return [];
      return toCentsLines(readFileSync(path, 'utf8')).map((line) => `${file}:${line}`);
    });
    expect(found).toEqual([]);
  });
});
