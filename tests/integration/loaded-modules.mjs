// Loaded with `--import` (NODE_OPTIONS) into a server process by tests/integration/observability-processes.test.ts:
// when the process exits, the CommonJS modules it loaded (every package it used from node_modules, prom-client and
// OpenTelemetry's included) are written to LOADED_MODULES_FILE, one path a line.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
process.on('exit', () => {
  if (process.env.LOADED_MODULES_FILE)
    writeFileSync(process.env.LOADED_MODULES_FILE, Object.keys(require.cache).join('\n'));
});
