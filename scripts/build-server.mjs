// Bundles the server into one ESM file, and the SMTP thread's code (src/server/mail/smtp-worker.ts,
// started by smtp-thread.ts as a worker_thread) into a second one beside it; npm packages stay
// external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'smtp-worker': 'src/server/mail/smtp-worker.ts' },
  outdir: `${process.env.BUILD_DIR ?? 'dist'}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
