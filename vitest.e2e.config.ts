import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the real server (built SPA + API) and drives
// Debian's Chromium through playwright-core. Files run one at a time (2 cores).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
