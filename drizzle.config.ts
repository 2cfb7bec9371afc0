import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations for both PGlite and PostgreSQL into ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  // Each feature owns its tables in its own schema.ts (src/server/db/tables.ts gathers them for the client).
  schema: './src/server/*/schema.ts',
  out: './drizzle',
});
