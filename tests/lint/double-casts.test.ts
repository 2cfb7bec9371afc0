import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No `as unknown as` in the client (issue #44): a form is typed with its schema's input and output
 * (`useForm<z.input<typeof S>, unknown, z.output<typeof S>>`), so no value has to be forced through
 * `unknown` to fit one. A cast through `unknown` (or `any`) anywhere in src/client is found here,
 * file and line, a test's own stand-ins aside.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of `text` holding `x as unknown as T` (or `as any as T`). */
function doubleCastLines(text: string, name = 'file.tsx'): number[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isAsExpression(node) &&
      ts.isAsExpression(node.expression) &&
      [ts.SyntaxKind.UnknownKeyword, ts.SyntaxKind.AnyKeyword].includes(node.expression.type.kind)
    )
      lines.push(file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

describe('casts through unknown in the client', () => {
  it('finds a cast through unknown or any, not a single cast nor words in a comment', () => {
    expect(doubleCastLines('const a = 1;\nconst b = a as unknown as string;')).toEqual([2]);
    expect(doubleCastLines('const b = (a as any as string).length;')).toEqual([1]);
    expect(doubleCastLines("const b = a as string;\n// a as unknown as b\nconst c = 'as unknown as';")).toEqual([]);
  });

  it('no client module casts through unknown', () => {
    const found = sources(join(root, 'src/client')).flatMap((path) => {
      const file = relative(root, path).split('\\').join('/');
      return doubleCastLines(readFileSync(path, 'utf8'), path).map((line) => `${file}:${line}`);
    });
    expect(found).toEqual([]);
  });
});
