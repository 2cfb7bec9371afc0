// `npm run dev`: the API server (tsx watch) on API_PORT, then, once it answers, Vite with hot reload on :5173, which
// proxies to it what the API server serves (vite.config.ts: /api, /media, /sitemap.xml, /robots.txt). Vite starts only
// when the API answers, so the first pages a newcomer opens never meet a refused proxy.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const vitePort = '5173';
const health = `http://127.0.0.1:${apiPort}/api/health`;
const children = [];

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(args, env) {
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
  return child;
}

const api = run(['tsx', 'watch', 'src/server/main.ts'], {
  PORT: apiPort,
  SERVE_CLIENT: 'false',
  // Links in mails and the start's words point at the pages Vite serves.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`,
});

// A first start creates, migrates and seeds the embedded store: a minute on a slow machine.
const deadline = Date.now() + 180_000;
let said = false;
while (api.exitCode === null) {
  const up = await fetch(health).then(
    (res) => res.ok,
    () => false,
  );
  if (up) break;
  if (Date.now() > deadline) {
    console.error(`The API server did not answer ${health} within 3 minutes: see its output above.`);
    stop();
    process.exit(1);
  }
  if (!said) console.log(`Waiting for the API server on port ${apiPort} before starting Vite…`);
  said = true;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (api.exitCode === null) run(['vite', '--port', vitePort, '--strictPort'], { API_PORT: apiPort });
