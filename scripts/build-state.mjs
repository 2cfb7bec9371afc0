// Whether the build in BUILD_DIR (default dist/) is there and newer than every source it is built from:
// scripts/build-if-needed.mjs builds when it is not, and the tests run the bundled server when it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const inputs = ['src', 'public', 'drizzle', 'vite.config.ts', 'package-lock.json', 'scripts/build-server.mjs'];

/** The files a build in `dir` writes last of each step. */
function buildOutputs(dir = process.env.BUILD_DIR ?? 'dist') {
  return [
    `${dir}/client/index.html`,
    `${dir}/ssr/entry-server.js`,
    `${dir}/server/main.js`,
    `${dir}/server/smtp-worker.js`,
  ];
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** When the build in `dir` was made (its oldest output), or 0 when it is missing or incomplete. */
export function builtAt(dir = process.env.BUILD_DIR ?? 'dist') {
  const outputs = buildOutputs(dir);
  return outputs.every((o) => existsSync(o)) ? Math.min(...outputs.map((o) => statSync(o).mtimeMs)) : 0;
}

/** Whether the build in `dir` exists and no source changed since it was made (paths relative to the project root, the working directory). */
export function buildIsFresh(dir = process.env.BUILD_DIR ?? 'dist') {
  const built = builtAt(dir);
  return built > 0 && built >= Math.max(...inputs.map(newest));
}
