/**
 * The families ratchet's OCR cache (decision 0095): tesseract's reading of every scanned page
 * the ratchet OCRs, committed under tests/fixtures/ocr-cache/ and keyed by the page image's
 * bytes and the recognizer (ocrCacheKey), so the ratchet measures the engine's reading of those
 * exact readings without spending 3 s of tesseract a page. An image not in the cache (a changed
 * generator, renderer, cleanup or tesseract) is recognized live and written, so a stale cache is
 * only slower, never wrong; `npm run ocr-cache` rewrites it with just the entries in use.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { OcrCache, OcrPage } from '../../src/engine/pdf/ocr';

export const OCR_CACHE_DIR = path.resolve(import.meta.dirname, '../fixtures/ocr-cache');

export interface OcrCacheStats {
  hits: number;
  misses: number;
}

/**
 * A cache of gzipped JSON files, one a page image. `usedLog`: a file to which each key read or
 * written is appended (the refresh keeps only those).
 */
export function diskOcrCache(dir: string, usedLog?: string): OcrCache & { stats: OcrCacheStats } {
  const stats: OcrCacheStats = { hits: 0, misses: 0 };
  const file = (key: string) => path.join(dir, `${key}.json.gz`);
  const used = (key: string) => {
    if (usedLog) appendFileSync(usedLog, `${key}\n`);
  };
  return {
    stats,
    async get(key) {
      if (!existsSync(file(key))) {
        stats.misses++;
        return undefined;
      }
      stats.hits++;
      used(key);
      return JSON.parse(gunzipSync(readFileSync(file(key))).toString('utf8')) as OcrPage;
    },
    async set(key, page) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file(key), gzipSync(JSON.stringify(page), { level: 9 }));
      used(key);
    },
  };
}
