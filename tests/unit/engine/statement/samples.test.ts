import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import type { DocumentText } from '../../../../src/engine/pdf/types';
import type { Statement } from '../../../../src/engine/types';
import { unquoted } from './evidence-helpers';
import { editDistance, samples } from './sample-paths';

const KEYS = [
  'year',
  'statementDate',
  'billedSharePct',
  'totalCents',
  'tenantShareCents',
  'adminFeeCents',
  'estimatesPaidCents',
  'balanceDueCents',
  'occupancyPct',
] as const;

describe.each(samples())('statements of $name', ({ dir, truth }) => {
  const read = new Map<number, { doc: DocumentText; statement: Statement }>();

  beforeAll(async () => {
    for (const t of truth.statements) {
      const file = `recon-${t.year}.pdf`;
      const doc = await readDocument(path.join(dir, file), { file });
      read.set(t.year, { doc, statement: extractStatement(doc).statement });
    }
  }, 120_000);

  it.each(truth.statements.map((t) => [t.year, t] as const))('%i matches the answer key', (_year, t) => {
    const { doc, statement } = read.get(t.year)!;
    for (const key of KEYS) expect(statement[key], key).toBe(t[key]);
    expect(statement.lines.map((l) => l.amountCents)).toEqual(t.lines.map((l) => l.amountCents));
    statement.lines.forEach((line, i) => {
      const want = t.lines[i]!;
      // Scanned pages: a label may carry one misread letter ("Janitoriat").
      if (doc.ocrPages.length)
        expect(editDistance(line.label, want.label), line.label).toBeLessThanOrEqual(2);
      else expect(line.label).toBe(want.label);
      if (want.actualCents !== undefined) expect(line.actualCents, line.label).toBe(want.actualCents);
    });
  });

  it.each(truth.statements.map((t) => [t.year] as const))('%i quotes its evidence verbatim', (year) => {
    const { doc, statement } = read.get(year)!;
    const evidence = [...statement.lines.map((l) => l.evidence), ...Object.values(statement.evidence)];
    expect(evidence.length).toBeGreaterThan(statement.lines.length);
    expect(unquoted(doc, evidence)).toEqual([]);
  });
});
