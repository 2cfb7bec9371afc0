import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { endpointsWithoutSchemas } from './scripts/vite/endpoints-without-schemas';

const apiPort = Number(process.env.API_PORT ?? 5001);
/** The paths `npm run dev` sends to the API server. */
export const DEV_PROXIED = ['/api', '/media', '/sitemap.xml', '/robots.txt'];
// BUILD_DIR lets several checkouts of work build side by side (default dist/).
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [endpointsWithoutSchemas(), react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr entry-server.tsx`: the landing pages' server render, for Node (src/server/pages/spa.ts).
        outDir: fileURLToPath(new URL(`./${buildDir}/ssr`, import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        sourcemap: true,
      }
    : {
        outDir: fileURLToPath(new URL(`./${buildDir}/client`, import.meta.url)),
        emptyOutDir: true,
        // The server reads it to name each landing page's chunks in index.html (src/server/pages/spa.ts).
        manifest: true,
        // boot.ts: the script of server-rendered pages, which starts the app after their first paint.
        rolldownOptions: {
          input: { index: 'index.html', boot: 'boot.ts' },
          // Chunks made as few as the pages need (docs/decisions/025-budgets.md: hydrated within 1 s of load on a phone):
          // over HTTP/1.1 a phone fetches six files at a time, each a round trip of slow 4G.
          preserveEntrySignatures: false,
          output: {
            // A chunk rolldown would name after a concept's schemas.ts (src/domain/<concept>/schemas.ts, which the
            // builders load on demand) is named after the concept: bespoke-schemas-[hash].js, not schemas-[hash].js.
            chunkFileNames: (chunk) => {
              const concept = [chunk.facadeModuleId ?? '', ...chunk.moduleIds]
                .map((id) => /[\\/]src[\\/]domain[\\/]([\w-]+)[\\/]schemas\.ts$/.exec(id)?.[1])
                .find(Boolean);
              return chunk.name === 'schemas' && concept
                ? `assets/${concept}-schemas-[hash].js`
                : 'assets/[name]-[hash].js';
            },
            codeSplitting: {
              // The app's shell (React, the router, the header, what every page needs) is one file, not
              // twenty: everything main.tsx imports, beside main.tsx itself (the entry boot.ts imports).
              groups: [
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id: string) => !/[\\/](boot\.ts|main\.tsx|index\.html)$/.test(id),
                },
              ],
              // A small module shared by two pages' chunks goes into each of them, not into a file of its own.
              experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
            },
          },
        },
        target: 'es2022',
        sourcemap: false,
      },
  server: {
    port: 5173,
    // What the API server serves besides the app (`npm run dev`, scripts/dev.mjs): its endpoints, uploaded images,
    // and the sitemap and robots.txt it writes from the catalogue.
    proxy: Object.fromEntries(DEV_PROXIED.map((path) => [path, `http://127.0.0.1:${apiPort}`])),
  },
}));
