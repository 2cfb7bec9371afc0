import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every server feature folder says in its README.md what it owns and which file does what, and the
 * README stays true: each source file of the folder (its subfolders' too, by their path from the
 * folder) is named in it, and each file it names in backquotes exists. A file added, moved or deleted
 * without its line fails here, so the map a newcomer reads is never a stale inventory.
 */
const SERVER = 'src/server';

const sourceFiles = (dir: string, root = dir): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, root);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });

const features = readdirSync(SERVER).filter((name) => statSync(join(SERVER, name)).isDirectory());

describe('server feature READMEs', () => {
  it.each(features)('src/server/%s/README.md names every file of its folder, and only files that exist', (feature) => {
    const dir = join(SERVER, feature);
    const readme = join(dir, 'README.md');
    expect(existsSync(readme), `${readme} is missing`).toBe(true);
    const text = readFileSync(readme, 'utf8');
    const missing = sourceFiles(dir).filter((file) => !text.includes(`\`${file}\``));
    expect(missing, `${readme} does not name these files in backquotes`).toEqual([]);
    const named = [...text.matchAll(/`([\w./-]+\.tsx?)`/g)].map((m) => m[1]!);
    const gone = named.filter((file) => !file.includes('/..') && !existsSync(join(dir, file)) && !existsSync(file));
    expect(gone, `${readme} names files that do not exist`).toEqual([]);
  });
});
