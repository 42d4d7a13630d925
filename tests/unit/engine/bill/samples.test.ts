import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import { unquoted } from '../statement/evidence-helpers';
import { samples } from '../statement/sample-paths';

describe.each(samples())('bill of $name', ({ dir, truth }) => {
  it('matches the answer key and quotes verbatim', async () => {
    const doc = await readDocument(path.join(dir, 'bill.pdf'), { file: 'bill.pdf' });
    const { bill } = extractBill(doc);
    const t = truth.bills[0]!;
    const sum = (kind: string) =>
      bill.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amountCents, 0);
    expect({
      date: bill.date,
      baseRentCents: sum('BASE_RENT'),
      pastDueCents: sum('PAST_DUE'),
      lateFeeCents: sum('LATE_FEE'),
      totalCents: bill.totalCents,
    }).toEqual(t);
    expect(bill.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(bill.totalCents);
    expect(unquoted(doc, [...bill.lines.map((l) => l.evidence), ...Object.values(bill.evidence)])).toEqual(
      [],
    );
  }, 60_000);
});
