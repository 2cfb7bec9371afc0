// Compresses the built client's text assets once, at build time (brotli at its best, and gzip), so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = `${process.env.BUILD_DIR ?? 'dist'}/client`;
const TEXT = /\.(js|css|svg|json|txt)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(root)) {
  if (!TEXT.test(path) || path.includes('/.vite/')) continue;
  const body = readFileSync(path);
  if (body.length < 1024) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`compressed ${count} assets in ${root}`);
