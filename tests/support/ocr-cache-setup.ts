/**
 * vitest setup of the families ratchet: the engine's OCR answers from the committed cache
 * (decision 0095). OCR_CACHE=off recognizes every page live; OCR_CACHE_USED names the file the
 * refresh (`npm run ocr-cache`) collects the keys in use in.
 */
import { afterAll } from 'vitest';
import { configureOcr } from '../../src/engine/pdf/ocr';
import { diskOcrCache, OCR_CACHE_DIR } from './ocr-cache';

if (process.env.OCR_CACHE !== 'off') {
  const cache = diskOcrCache(OCR_CACHE_DIR, process.env.OCR_CACHE_USED || undefined);
  configureOcr({ cache });
  afterAll(() => {
    const { hits, misses } = cache.stats;
    // A miss is a page tesseract read live: the cache is stale for it (see `npm run ocr-cache`).
    if (hits + misses) console.log(`OCR cache: ${hits} pages read from the cache, ${misses} recognized live`);
  });
}
