/**
 * The catalogues against the code (docs/decisions/069-languages.md): every message the code shows, found where
 * it is written (`t('…')`, `translator.t('…')`, `msg('…')`, `<Rich message="…">`), and every language's
 * catalogues (`locales/<language>/<area>.json`) checked against them. tests/lint/messages.test.ts fails on any
 * problem; `npm run messages` prints them, and the messages a language still lacks, by the file that shows them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import { type Catalogue, groupOfArea } from '../src/domain/i18n/catalogues';
import { DEFAULT_LOCALE, LOCALES } from '../src/domain/i18n/locales';

export const root = fileURLToPath(new URL('..', import.meta.url));

export interface Found {
  id: string;
  /** Relative to the project, with its line. */
  file: string;
  line: number;
  /** The readers a domain module names for its words (`// messages: back office`), when not the storefront's. */
  audience?: 'admin';
}

/**
 * A domain module whose words only the back office and the server show (the catalogue's admin schemas, the
 * house pages' format) says so in a line `// messages: back office`: its messages may then live in the back
 * office's areas, and storefront pages do not carry them.
 */
const BACK_OFFICE_ONLY = /^\/\/ messages: back office$/m;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

const literal = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The messages an argument may be: a literal, or each literal branch of `a ? 'x' : 'y'` (nested, parenthesised). */
function literals(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  const text = literal(node);
  return text === undefined ? [] : [text];
}

/** The messages a source file shows. */
export function messagesIn(text: string, file = 'file.tsx'): { id: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: { id: string; line: number }[] = [];
  const add = (id: string | undefined, node: ts.Node) => {
    if (id !== undefined) out.push({ id, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (name === 't' || name === 'msg') for (const id of literals(node.arguments[0])) add(id, node);
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'message') {
      const owner = node.parent.parent;
      const tag = ts.isJsxSelfClosingElement(owner) || ts.isJsxOpeningElement(owner) ? owner.tagName.getText() : '';
      if (tag === 'Rich' && node.initializer) {
        const init = node.initializer;
        add(
          ts.isStringLiteral(init) ? init.text : ts.isJsxExpression(init) ? literal(init.expression) : undefined,
          node,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every message the code shows, with where. */
export function extractMessages(dir = join(root, 'src')): Found[] {
  return sources(dir).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const audience = BACK_OFFICE_ONLY.test(text) ? { audience: 'admin' as const } : {};
    return messagesIn(text, path).map((m) => ({ ...m, file: relative(root, path), ...audience }));
  });
}

/** Every language's catalogues by area (the default language has none: its messages are their ids). */
export function readAll(folder = join(root, 'locales')): Map<string, Map<string, Catalogue>> {
  const out = new Map<string, Map<string, Catalogue>>();
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const areas = new Map<string, Catalogue>();
    let files: string[] = [];
    try {
      files = readdirSync(join(folder, locale)).filter((f) => f.endsWith('.json'));
    } catch {
      files = [];
    }
    for (const f of files.sort()) areas.set(f.slice(0, -5), JSON.parse(readFileSync(join(folder, locale, f), 'utf8')));
    out.set(locale, areas);
  }
  return out;
}

/** The group a file's messages must be in to reach it: the browser's storefront, its back office, or the server. */
export function groupNeeded(file: string): 'shop' | 'admin' | 'server' {
  if (/^src[\\/]client[\\/]features[\\/]admin[\\/]/.test(file)) return 'admin';
  if (/^src[\\/]client[\\/]/.test(file)) return 'shop';
  if (/^src[\\/]server[\\/]/.test(file)) return 'server';
  return 'shop';
}

/** A message's arguments and tags, to compare a translation with its id. */
function shape(message: string): string {
  const names = new Set<string>();
  const args = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      names.add(part[0]);
      const cases = part[2];
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases as object)) args(branch);
    }
  };
  args(compileMessage(message));
  const tags = new Set([...message.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`));
  return [...names, ...tags].sort().join(' ');
}

/** The back office's messages and the server's are never in one translator a page or a mail reads. */
const isAdminAndServer = (a: string, b: string) =>
  (a === 'admin' && b === 'server') || (a === 'server' && b === 'admin');

export interface Problem {
  kind: 'missing' | 'unused' | 'invalid' | 'shape' | 'twice' | 'unreachable' | 'empty';
  locale: string;
  id: string;
  detail: string;
}

/** What is wrong between the code and the catalogues. */
export function problems(found = extractMessages(), catalogues = readAll()): Problem[] {
  const out: Problem[] = [];
  const ids = new Map<string, Found[]>();
  for (const f of found) ids.set(f.id, [...(ids.get(f.id) ?? []), f]);
  for (const [locale, areas] of catalogues) {
    const areaOf = new Map<string, string>();
    for (const [area, catalogue] of areas) {
      for (const [id, text] of Object.entries(catalogue)) {
        // One message in two areas (the same words on two pages) must say the same there: a page loads both.
        // (The back office's and the server's never meet: the same English may say two things there.)
        const earlier = areaOf.get(id);
        const meet = earlier === undefined || !isAdminAndServer(groupOfArea(earlier), groupOfArea(area));
        if (earlier !== undefined && meet && areas.get(earlier)?.[id] !== text)
          out.push({ kind: 'twice', locale, id, detail: `in ${earlier} and ${area}, translated apart` });
        if (earlier === undefined || groupOfArea(area) === 'shop') areaOf.set(id, area);
        if (!ids.has(id)) out.push({ kind: 'unused', locale, id, detail: `${area}.json: no code shows it` });
        if (typeof text !== 'string' || text.trim() === '') {
          out.push({ kind: 'empty', locale, id, detail: `${area}.json` });
          continue;
        }
        try {
          if (shape(text) !== shape(id))
            out.push({
              kind: 'shape',
              locale,
              id,
              detail: `${area}.json: "${text}" has ${shape(text) || 'no values'}, the English ${shape(id) || 'none'}`,
            });
        } catch (err) {
          out.push({ kind: 'invalid', locale, id, detail: `${area}.json: ${(err as Error).message}` });
        }
      }
    }
    for (const [id, where] of ids) {
      const area = areaOf.get(id);
      if (area === undefined) {
        out.push({ kind: 'missing', locale, id, detail: where.map((w) => `${w.file}:${w.line}`).join(', ') });
        continue;
      }
      const group = groupOfArea(area);
      for (const w of where) {
        const needed = w.audience ?? groupNeeded(w.file);
        const reaches =
          group === needed || group === 'shop' || (needed === 'server' && group !== 'admin') || needed === 'server';
        if (!reaches || (needed !== 'server' && group === 'server'))
          out.push({
            kind: 'unreachable',
            locale,
            id,
            detail: `${area}.json is the ${group}'s; ${w.file}:${w.line} needs the ${needed}'s`,
          });
      }
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const list = problems();
  for (const p of list) console.log(`${p.kind}\t${p.locale}\t${JSON.stringify(p.id)}\t${p.detail}`);
  console.log(`${list.length} problem(s)`);
  process.exitCode = list.length ? 1 : 0;
}
