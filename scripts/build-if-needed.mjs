// Runs `npm run build` when dist/ is missing or older than any source it is built from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.BUILD_DIR ?? 'dist';
const outputs = [
  `${dir}/client/index.html`,
  `${dir}/ssr/entry-server.js`,
  `${dir}/server/main.js`,
  `${dir}/server/smtp-worker.js`,
];
const inputs = ['src', 'public', 'drizzle', 'vite.config.ts', 'package-lock.json', 'scripts/build-server.mjs'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const built = outputs.every(existsSync) ? Math.min(...outputs.map((o) => statSync(o).mtimeMs)) : 0;
const source = Math.max(...inputs.map(newest));
if (built < source) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
