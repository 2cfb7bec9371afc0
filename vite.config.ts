import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 5001);
// BUILD_DIR lets several checkouts of work build side by side (default dist/).
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr entry-server.tsx`: the landing pages' server render, for Node (src/server/http/spa.ts).
        outDir: fileURLToPath(new URL(`./${buildDir}/ssr`, import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        sourcemap: true,
      }
    : {
        outDir: fileURLToPath(new URL(`./${buildDir}/client`, import.meta.url)),
        emptyOutDir: true,
        // The server reads it to name each landing page's chunks in index.html (src/server/http/spa.ts).
        manifest: true,
        // boot.ts: the script of server-rendered pages, which starts the app after their first paint.
        rolldownOptions: { input: { index: 'index.html', boot: 'boot.ts' } },
        target: 'es2022',
        sourcemap: false,
      },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
