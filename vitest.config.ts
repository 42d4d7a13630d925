import { defineConfig } from 'vitest/config';

// Unit and integration tests. Integration tests run on PostgreSQL when DATABASE_URL is
// set (each test file gets a fresh database) and on embedded PGlite otherwise.
// tests/postgres holds what only PostgreSQL can do (several worker processes).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/postgres/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
