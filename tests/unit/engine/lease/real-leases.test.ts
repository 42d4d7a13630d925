import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import type { Field, LeaseData } from '../../../../src/engine/types';
import { expectQuotesOnPages } from './quotes';
import { hasShared, repoRoot, sharedDir } from './shared-paths';

type Labels = Record<string, Record<string, { value: unknown; page: number }>>;
const labels: Labels = JSON.parse(
  readFileSync(path.join(repoRoot, 'tests/fixtures/real-lease-labels.json'), 'utf8'),
);

describe.skipIf(!hasShared)('extractLease on hand-labelled real leases', () => {
  for (const [name, fields] of Object.entries(labels)) {
    if (name.startsWith('_')) continue;
    it(`${name}: labelled values and pages`, { timeout: 60_000 }, async () => {
      const file = `${name}.pdf`;
      const doc = await readDocument(path.join(sharedDir, 'real-leases', file), { file });
      const { lease } = extractLease([doc]);
      const wrong: string[] = [];
      for (const [key, label] of Object.entries(fields)) {
        const [field, sub] = key.split('.') as [keyof LeaseData, string | undefined];
        const f = lease[field] as Field<unknown>;
        const value = sub ? (f.value as Record<string, unknown> | null)?.[sub] : f.value;
        if (JSON.stringify(value) !== JSON.stringify(label.value))
          wrong.push(`${key}: got ${JSON.stringify(value)}`);
        else if (f.evidence?.page !== label.page)
          wrong.push(`${key}: cited page ${f.evidence?.page}, label ${label.page}`);
      }
      expect(wrong).toEqual([]);
      expectQuotesOnPages([doc], lease);
    });
  }
});
