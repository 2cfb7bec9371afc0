import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INFO_PAGES, routePatterns } from '@/domain/pages/paths';

/**
 * Page paths (issue #44, before the French pages under `/fr`): every link, redirect and `navigate`
 * of the browser gets its address from src/domain/pages/paths.ts (`paths.order(id, { key })`), and
 * the router its patterns. A string or template literal in src/client that starts with a page's
 * first segment (`'/cart'`, `` `/orders/${id}` ``), or a link to `'/'`, is found here, file and line.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

const segments = [...new Set([...Object.values(routePatterns), ...INFO_PAGES].map((pattern) => pattern.split('/')[0]))];
const pagePath = new RegExp(`['"\`]/(${segments.join('|')})(?=['"\`/?#]|\\$\\{)`);
const rootLink = /(\bto=|\bto:\s*|\bhref:\s*|\bnavigate\()\{?['"`]\/['"`]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of `text` that spell out a page path in code (a comment's words aside). */
function pagePathLines(text: string): number[] {
  return text.split('\n').flatMap((line, i) => {
    const code = line.replace(/^\s*(\/\/|\*|\/\*).*$/, '');
    return pagePath.test(code) || rootLink.test(code) ? [i + 1] : [];
  });
}

describe('page paths', () => {
  it('finds a page path in code, not in a comment nor an API path', () => {
    expect(pagePathLines(`<Link to="/cart">`)).toEqual([1]);
    expect(pagePathLines('const a = 1;\nnavigate(`/orders/${id}?key=${key}`);')).toEqual([2]);
    expect(pagePathLines("const to = '/admin?tab=staff';")).toEqual([1]);
    expect(pagePathLines("{ label: 'FAQ', to: '/faq' }")).toEqual([1]);
    expect(pagePathLines('<Link to="/">')).toEqual([1]);
    expect(pagePathLines("await navigate('/');")).toEqual([1]);
    expect(pagePathLines("/** `/account#security` */\n// '/cart'\n * '/login'")).toEqual([]);
    expect(pagePathLines("fetch('/api/cart'); const c = '/cartography';")).toEqual([]);
  });

  it('no client module spells out a page path: they come from src/domain/pages/paths.ts', () => {
    const found = sources(join(root, 'src/client')).flatMap((path) => {
      const file = relative(root, path).split('\\').join('/');
      return pagePathLines(readFileSync(path, 'utf8')).map((line) => `${file}:${line}`);
    });
    expect(found).toEqual([]);
  });
});
