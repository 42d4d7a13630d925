import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import type { LeaseData } from '../../../../src/engine/types';
import { expectQuotesOnPages } from './quotes';
import { hasShared, sharedDir } from './shared-paths';

const samplesDir = path.join(sharedDir, 'samples');
const samples = hasShared
  ? readdirSync(samplesDir)
      .filter((d) => d.startsWith('sample-'))
      .sort()
  : [];

/**
 * Excluded categories compare as a set; everything else exactly, except that the answer keys
 * write a lease silent on late statements as a false waiver where the engine reports null
 * (unknown): both mean there is no waiver to act on.
 */
function normalise(field: string, value: unknown): unknown {
  if (field === 'lateStatementWaiver' && value === null) return false;
  return field === 'excludedCategories' && Array.isArray(value) ? [...value].sort() : value;
}

describe.skipIf(!hasShared)('extractLease on the sample packets', () => {
  for (const sample of samples) {
    const dir = path.join(samplesDir, sample);
    const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
    // Scanned packets go through OCR, which takes a minute or more.
    const timeout = truth.scanned ? 300_000 : 30_000;
    it(`${sample}: every lease field matches truth.json, quotes verbatim`, { timeout }, async () => {
      const files: string[] = truth.files.lease;
      const docs = [];
      for (const file of files) docs.push(await readDocument(path.join(dir, file), { file }));
      const { lease } = extractLease(docs);
      const wrong: string[] = [];
      for (const [field, want] of Object.entries(truth.lease)) {
        const got = lease[field as keyof LeaseData]?.value ?? null;
        if (JSON.stringify(normalise(field, got)) !== JSON.stringify(normalise(field, want)))
          wrong.push(`${field}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
      }
      expect(wrong).toEqual([]);
      expectQuotesOnPages(docs, lease);
    });
  }
});
