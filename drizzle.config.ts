import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/server/db/schema.ts and applied at start-up by
// src/server/db/migrate.ts, to PostgreSQL and to embedded PGlite alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
