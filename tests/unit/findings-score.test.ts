import { describe, expect, it } from 'vitest';
import type { AuditJson, Finding } from '../../src/engine/types';
import { amountMatches, scoreFindings, summarize } from '../support/findings-score';

function finding(rule: string, year: number, amountCents: number): Finding {
  return {
    id: 'f',
    rule,
    year,
    amountCents,
    severity: 'HIGH',
    confidence: 0.9,
    title: '',
    explanation: '',
    calculation: [],
    evidence: [],
    recommendation: '',
  };
}

function audit(findings: Finding[], window = '2025-07-14'): AuditJson {
  return {
    schemaVersion: 1,
    engineVersion: 't',
    documents: [],
    lease: null,
    statements: [],
    bills: [],
    findings,
    deadlines: [{ kind: 'AUDIT_WINDOW', date: window, basis: '' }],
    totals: { overchargeCents: 0, byYear: {} },
    warnings: [],
  };
}

describe('findings scorer', () => {
  it('matches within 2% or $5, whichever is larger', () => {
    expect(amountMatches(100_000, 101_900)).toBe(true);
    expect(amountMatches(100_000, 102_100)).toBe(false);
    expect(amountMatches(10_000, 10_499)).toBe(true);
    expect(amountMatches(10_000, 10_501)).toBe(false);
  });

  it('counts found, missed, false alarms and ignores advice-only findings', () => {
    const s = scoreFindings(
      audit([
        finding('PRO_RATA_SHARE', 2023, 470_000),
        finding('MATH_ERROR', 2024, 9_999),
        finding('REVIEW_RECOMMENDED', 2024, 0),
      ]),
      {
        errors: [
          { rule: 'PRO_RATA_SHARE', year: 2023, amountCents: 470_593 },
          { rule: 'ADMIN_FEE_OVER_CAP', year: 2024, amountCents: 270_351 },
        ],
        deadlines: [{ kind: 'AUDIT_WINDOW', date: '2025-07-14' }],
      },
    );
    expect(s.found.map((f) => f.truth.rule)).toEqual(['PRO_RATA_SHARE']);
    expect(s.missed.map((m) => m.rule)).toEqual(['ADMIN_FEE_OVER_CAP']);
    expect(s.falseAlarms).toEqual([{ rule: 'MATH_ERROR', year: 2024, amountCents: 9_999 }]);
    expect(s.deadlineOk).toBe(true);
    const sum = summarize([s]);
    expect(sum.recall).toBe(0.5);
    expect(sum.precision).toBe(0.5);
    expect(sum.byRule.get('PRO_RATA_SHARE')?.found).toBe(1);
  });

  it('a finding in the wrong year does not match', () => {
    const s = scoreFindings(audit([finding('PRO_RATA_SHARE', 2024, 470_593)], '2025-01-01'), {
      errors: [{ rule: 'PRO_RATA_SHARE', year: 2023, amountCents: 470_593 }],
      deadlines: [{ kind: 'AUDIT_WINDOW', date: '2025-07-14' }],
    });
    expect(s.found).toHaveLength(0);
    expect(s.falseAlarms).toHaveLength(1);
    expect(s.deadlineOk).toBe(false);
  });
});
