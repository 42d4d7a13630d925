import { describe, expect, it } from 'vitest';
import type { AuditJson, Finding } from '../../../src/engine/types';
import {
  type ReviewDecisionRow,
  reviewedAudit,
  reviewSummaryLine,
} from '../../../src/server/modules/review/reviewed-audit';

/** The audit as the expert review leaves it (issue 12): pure, totals recomputed by year. */

const finding = (id: string, year: number | null, amountCents: number, rule = 'PRO_RATA_SHARE'): Finding => ({
  id,
  rule,
  year,
  amountCents,
  severity: 'HIGH',
  confidence: 0.9,
  title: `Finding ${id}`,
  explanation: 'Because.',
  calculation: ['step one'],
  evidence: [{ file: 'lease.pdf', page: 2, quote: 'share 16.84%' }],
  recommendation: 'Ask for it back.',
});

const audit: AuditJson = {
  schemaVersion: 1,
  engineVersion: 'test',
  documents: [],
  lease: null,
  statements: [],
  bills: [],
  findings: [finding('f1', 2023, 100_00), finding('f2', 2024, 50_00), finding('f3', 2024, 20_00)],
  deadlines: [],
  totals: { overchargeCents: 170_00, byYear: { '2023': 100_00, '2024': 70_00 } },
  warnings: [],
};

let n = 0;
function decision(over: Partial<ReviewDecisionRow>): ReviewDecisionRow {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    requestId: '00000000-0000-4000-8000-000000000000',
    findingId: null,
    action: 'confirm',
    rule: 'PRO_RATA_SHARE',
    year: null,
    originalAmountCents: null,
    amountCents: null,
    reason: null,
    added: null,
    reviewerId: 'reviewer',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
    ...over,
  };
}

describe('reviewedAudit', () => {
  it('with no decisions keeps the engine audit and counts every finding pending', () => {
    const r = reviewedAudit(audit, []);
    expect(r.audit.findings).toEqual(audit.findings);
    expect(r.audit.totals).toEqual(audit.totals);
    expect(r.summary).toEqual({ confirmed: 0, adjusted: 0, removed: 0, added: 0, pending: 3 });
  });

  it('confirm keeps, adjust changes the amount with a step saying why, reject removes; totals by year follow', () => {
    const r = reviewedAudit(audit, [
      decision({ findingId: 'f1', action: 'confirm' }),
      decision({ findingId: 'f2', action: 'adjust', amountCents: 12_34, reason: 'cap is 15%' }),
      decision({ findingId: 'f3', action: 'reject', reason: 'not a charge' }),
    ]);
    expect(r.summary).toEqual({ confirmed: 1, adjusted: 1, removed: 1, added: 0, pending: 0 });
    expect(r.audit.findings.map((f) => [f.id, f.amountCents])).toEqual([
      ['f1', 100_00],
      ['f2', 12_34],
    ]);
    expect(r.audit.findings[1]!.calculation).toEqual([
      'step one',
      'Expert review: adjusted from $50.00 to $12.34: cap is 15%',
    ]);
    expect(r.audit.totals).toEqual({ overchargeCents: 112_34, byYear: { '2023': 100_00, '2024': 12_34 } });
    // What the tenant reads and asks for names the reviewed amount, never the engine's alone.
    expect(r.audit.findings[1]!.explanation).toBe(
      `${audit.findings[1]!.explanation} An expert reviewed this finding and set the amount to $12.34: cap is 15%.`,
    );
    expect(r.audit.findings[1]!.recommendation).toContain(
      'credit you $12.34, the amount set by expert review',
    );
    expect(r.audit.findings[1]!.recommendation).not.toContain('$50.00');
    // The engine's audit is not changed in place.
    expect(audit.findings[1]!.amountCents).toBe(50_00);
  });

  it('an adjustment to zero keeps the finding but takes it out of the totals', () => {
    const r = reviewedAudit(audit, [
      decision({ findingId: 'f1', action: 'adjust', amountCents: 0, reason: 'paid back' }),
    ]);
    expect(r.audit.findings[0]!.amountCents).toBe(0);
    expect(r.audit.findings[0]!.recommendation).toMatch(/^Nothing to recover on this point/);
    expect(r.audit.totals.byYear).toEqual({ '2024': 70_00 });
    expect(r.summary.pending).toBe(2);
  });

  it('appends added findings in the order added, numbered x1, x2, with their evidence and year', () => {
    const second = decision({
      action: 'add',
      rule: 'EXCLUDED_EXPENSE',
      year: null,
      amountCents: 5_00,
      reason: 'missed',
      added: { title: 'Second', explanation: 'B', evidence: { file: 'bill.pdf', page: 1, quote: 'q2' } },
    });
    const first = decision({
      action: 'add',
      rule: 'MATH_ERROR',
      year: 2023,
      amountCents: 7_00,
      reason: 'sum is off',
      added: { title: 'First', explanation: 'A', evidence: { file: 'recon-2023.pdf', page: 2, quote: 'q1' } },
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    });
    const r = reviewedAudit(audit, [second, first]);
    const added = r.audit.findings.slice(3);
    expect(added.map((f) => [f.id, f.rule, f.title, f.year, f.amountCents])).toEqual([
      ['x1', 'MATH_ERROR', 'First', 2023, 7_00],
      ['x2', 'EXCLUDED_EXPENSE', 'Second', null, 5_00],
    ]);
    expect(added[0]!.evidence).toEqual([{ file: 'recon-2023.pdf', page: 2, quote: 'q1' }]);
    expect(added[0]!.calculation).toEqual(['Added by expert review: sum is off']);
    expect(r.summary).toMatchObject({ added: 2, pending: 3 });
    expect(r.audit.totals).toEqual({
      overchargeCents: 170_00 + 12_00,
      byYear: { '2023': 107_00, '2024': 70_00, unknown: 5_00 },
    });
  });

  it('ignores decisions on findings the audit does not have', () => {
    const r = reviewedAudit(audit, [decision({ findingId: 'f9', action: 'reject', reason: 'x' })]);
    expect(r.summary).toEqual({ confirmed: 0, adjusted: 0, removed: 0, added: 0, pending: 3 });
    expect(r.audit.totals.overchargeCents).toBe(170_00);
  });

  it('says the summary in one line', () => {
    expect(reviewSummaryLine({ confirmed: 1, adjusted: 2, removed: 3, added: 4, pending: 0 })).toBe(
      'Reviewed by an expert: 1 confirmed, 2 adjusted, 3 removed, 4 added',
    );
  });
});
