import { defineConfig } from 'vitest/config';

// The engine's per-family ratchet (decision 0047): all held-out packets, scanned ones OCR'd.
// Its own step in `npm run test:all`, alone on the machine: minutes of OCR running beside
// the process-spawning PostgreSQL tests slowed them into flakes. Two workers, one per core,
// run its two files side by side (tests/families/ratchets.ts says which family is where).
// Scanned pages are read from the committed OCR cache (decision 0095, tests/support/ocr-cache.ts).
export default defineConfig({
  test: {
    include: ['tests/families/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/ocr-cache-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 30 * 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
