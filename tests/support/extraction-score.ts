import type { AuditJson } from '../../src/engine/types';
import { LEASE_FIELDS } from './lease-fields';

/** One compared value: what the truth says, what the engine read, whether they agree. */
export interface Comparison {
  field: string;
  expected: unknown;
  actual: unknown;
  ok: boolean;
}

const SCORED_EXCLUSIONS: unknown[] = [
  'CAPITAL',
  'LEASING_COMMISSIONS',
  'LEGAL_DISPUTES',
  'DEPRECIATION',
  'DEBT_SERVICE',
  'CHARITABLE',
  'MARKETING',
];

const STATEMENT_FIELDS = [
  'statementDate',
  'billedSharePct',
  'totalCents',
  'tenantShareCents',
  'adminFeeCents',
  'estimatesPaidCents',
  'balanceDueCents',
  'occupancyPct',
] as const;

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b) && a.every((x) => typeof x === 'string')) {
    return a.length === b.length && [...a].sort().join() === [...b].sort().join();
  }
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-6;
  return JSON.stringify(a) === JSON.stringify(b);
}

type Truth = {
  lease: Record<string, unknown>;
  statements: Array<
    Record<string, unknown> & { year: number; lines: { label: string; amountCents: number }[] }
  >;
  bills: Array<{
    date: string;
    baseRentCents?: number;
    pastDueCents?: number;
    lateFeeCents?: number;
    totalCents: number;
  }>;
};

/** Compares an audit.json's extracted data with a packet's truth.json (samples' format). */
export function compareExtraction(audit: AuditJson, truth: Truth): Comparison[] {
  const out: Comparison[] = [];
  for (const f of LEASE_FIELDS) {
    let actual: unknown = audit.lease?.[f]?.value ?? null;
    let expected: unknown = truth.lease[f] ?? null;
    if (f === 'excludedCategories') {
      // The engine reports the contract's seven exclusion categories (as the sample answer
      // keys do); the generator's truth may list more, so compare on those seven.
      const scored = (v: unknown) => (Array.isArray(v) ? v.filter((c) => SCORED_EXCLUSIONS.includes(c)) : v);
      expected = scored(expected);
      actual = scored(actual);
    }
    // The answer keys write a lease silent on late statements as false; the engine reports that
    // silence as null (unknown, no clause to quote). Neither lets a rule act, so they agree; a
    // waiver the lease states (true) or denies in words (false) is still compared exactly.
    if (f === 'lateStatementWaiver' && expected === false && actual === null) actual = false;
    out.push({ field: `lease.${f}`, expected, actual, ok: same(expected, actual) });
  }
  for (const ts of truth.statements) {
    const s = audit.statements.find((x) => x.year === ts.year);
    out.push({ field: `statement ${ts.year} found`, expected: true, actual: !!s, ok: !!s });
    if (!s) continue;
    for (const f of STATEMENT_FIELDS) {
      const actual = s[f] ?? null;
      out.push({ field: `statement.${f}`, expected: ts[f] ?? null, actual, ok: same(ts[f] ?? null, actual) });
    }
    const lines = s.lines.map((l) => l.amountCents);
    const want = ts.lines.map((l) => l.amountCents);
    out.push({ field: 'statement.lines', expected: want, actual: lines, ok: same(want, lines) });
  }
  truth.bills.forEach((tb, i) => {
    const b = audit.bills[i];
    const kind = (k: string) =>
      b?.lines.filter((l) => l.kind === k).reduce((n, l) => n + l.amountCents, 0) ?? null;
    out.push({ field: 'bill.date', expected: tb.date, actual: b?.date ?? null, ok: tb.date === b?.date });
    out.push({
      field: 'bill.totalCents',
      expected: tb.totalCents,
      actual: b?.totalCents ?? null,
      ok: tb.totalCents === b?.totalCents,
    });
    for (const [field, k] of [
      ['baseRentCents', 'BASE_RENT'],
      ['pastDueCents', 'PAST_DUE'],
      ['lateFeeCents', 'LATE_FEE'],
    ] as const) {
      const expected = tb[field] ?? 0;
      const actual = kind(k) ?? 0;
      out.push({ field: `bill.${field}`, expected, actual, ok: expected === actual });
    }
  });
  return out;
}
