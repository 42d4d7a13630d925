#!/usr/bin/env node
// `npm run ocr-cache`: rewrites the families ratchet's OCR cache (decision 0095). Runs the
// ratchet with every key it reads or writes collected, then deletes the entries no scanned page
// of today's families asked for. Run it after changing a scanned family, the generator's scan,
// the OCR render or cleanup, or tesseract, and commit tests/fixtures/ocr-cache/ with the change.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.join(ROOT, 'tests/fixtures/ocr-cache');
const log = path.join(mkdtempSync(path.join(os.tmpdir(), 'ocr-cache-')), 'used.txt');

const run = spawnSync('npx vitest run --config vitest.families.config.ts', {
  shell: true,
  stdio: 'inherit',
  cwd: ROOT,
  env: { ...process.env, OCR_CACHE_USED: log },
});
if (run.status !== 0)
  console.log('\nThe ratchet failed; the cache is still rewritten from the pages it read.');

const used = new Set(existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);
// A run that read no page at all (it crashed before any family) proves nothing stale.
if (used.size === 0) {
  console.log('OCR cache: the ratchet read no scanned page; nothing removed');
  process.exit(1);
}
let removed = 0;
let bytes = 0;
for (const name of readdirSync(DIR)) {
  const file = path.join(DIR, name);
  if (!used.has(name.replace(/\.json\.gz$/, ''))) {
    rmSync(file);
    removed++;
  } else bytes += statSync(file).size;
}
console.log(`OCR cache: ${used.size} pages kept (${(bytes / 1e6).toFixed(1)} MB), ${removed} stale removed`);
