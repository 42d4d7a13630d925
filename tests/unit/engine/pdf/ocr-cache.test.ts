import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeOcr, configureOcr, type OcrCache, type OcrPage } from '../../../../src/engine/pdf/ocr';
import { ocrCacheKey, RECOGNIZER_ID } from '../../../../src/engine/pdf/ocr-pool';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import type { DocumentText } from '../../../../src/engine/pdf/types';
import { diskOcrCache } from '../../../support/ocr-cache';
import { drawStatement, makePdf } from './make-pdf';
import { makeScannedPdf } from './make-scan';

afterEach(() => configureOcr({ cache: null }));
afterAll(() => closeOcr());

const textOf = (doc: DocumentText) => doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');

/** A cache in memory that records what the engine asked of it. */
function memoryCache() {
  const pages = new Map<string, OcrPage>();
  const log = { gets: [] as string[], sets: [] as string[] };
  const cache: OcrCache = {
    async get(key) {
      log.gets.push(key);
      return pages.get(key);
    },
    async set(key, page) {
      log.sets.push(key);
      pages.set(key, page);
    },
  };
  return { cache, pages, log };
}

describe('the OCR cache (decision 0095)', () => {
  it('stores a live reading under the image key, then answers with it instead of tesseract', async () => {
    const scan = await makeScannedPdf(await makePdf(drawStatement), { degrees: 1 });
    const live = await readDocument(scan, { file: 'scan.pdf' });
    const { cache, pages, log } = memoryCache();
    configureOcr({ cache });

    const first = await readDocument(scan, { file: 'scan.pdf' });
    expect(log.sets).toHaveLength(1);
    expect(log.gets).toEqual(log.sets);
    expect(log.sets[0]).toMatch(/^[0-9a-f]{64}$/);
    // What went through the cache reads exactly as tesseract's own reading.
    expect(textOf(first)).toBe(textOf(live));

    // The second read is the stored page: alter a word in it and the document says so.
    const stored = pages.get(log.sets[0]!)!;
    const words = stored.lines.flatMap((l) => l.words).filter((w) => w.text.includes('Landscaping'));
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) word.text = word.text.replace('Landscaping', 'Gardening');
    const second = await readDocument(scan, { file: 'scan.pdf' });
    expect(log.sets).toHaveLength(1);
    expect(textOf(second)).toMatch(/Gardening/);
    expect(textOf(second)).not.toMatch(/Landscaping/);
  });

  it('keys an image by its bytes and by the recognizer', () => {
    const a = new Uint8Array([1, 2, 3]);
    expect(ocrCacheKey(a)).toBe(ocrCacheKey(new Uint8Array([1, 2, 3])));
    expect(ocrCacheKey(a)).not.toBe(ocrCacheKey(new Uint8Array([1, 2, 4])));
    // Another tesseract, model or parameter would be another key: all of them are in the id.
    expect(JSON.parse(RECOGNIZER_ID)).toMatchObject({
      tesseract: expect.any(String),
      core: expect.any(String),
      model: '4.0.0_best_int',
      parameters: { user_defined_dpi: '300' },
      options: { rotateAuto: true },
    });
  });

  it('keeps pages on disk as gzipped JSON, misses counted', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ocr-cache-test-'));
    const cache = diskOcrCache(dir);
    const page: OcrPage = {
      lines: [
        {
          baseline: { y0: 100, y1: 101 },
          bbox: { y0: 70, y1: 101 },
          rowHeight: 30,
          descenders: 6,
          words: [{ text: '1,234.56', confidence: 91.25, bbox: { x0: 10, y0: 72, x1: 90, y1: 100 } }],
        },
      ],
    };
    expect(await cache.get('abc')).toBeUndefined();
    await cache.set('abc', page);
    expect(readdirSync(dir)).toEqual(['abc.json.gz']);
    expect(await cache.get('abc')).toEqual(page);
    expect(cache.stats).toEqual({ hits: 1, misses: 1 });
  });
});
