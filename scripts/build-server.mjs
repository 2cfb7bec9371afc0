// Bundles the server into one ESM file, the SMTP thread's code (src/server/mail/smtp-worker.ts,
// started by smtp-thread.ts as a worker_thread) into a second one beside it, and the backup tool into a
// third; npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'smtp-worker': 'src/server/mail/smtp-worker.ts',
    // `npm run backup` and `npm run restore` in the production image, which holds no sources (scripts/store-cli.mjs).
    'backup-cli': 'src/server/system/backup-cli.ts',
  },
  outdir: `${process.env.BUILD_DIR ?? 'dist'}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
