import type { AuditJson } from '../../src/engine/types';

/** A planted error from an answer key (truth.json). */
export interface TruthError {
  rule: string;
  year: number | null;
  amountCents: number;
  note?: string;
}

export interface PacketScore {
  /** Planted errors found with the right rule, year and amount. */
  found: { truth: TruthError; amountCents: number }[];
  missed: TruthError[];
  /** Priced findings (amount > 0) that match no planted error. */
  falseAlarms: { rule: string; year: number | null; amountCents: number }[];
  deadlineOk: boolean | null;
}

/** The contract's match: same rule and year, amount within 2 % or $5. */
export function amountMatches(expected: number, actual: number): boolean {
  return Math.abs(expected - actual) <= Math.max(500, Math.abs(expected) * 0.02);
}

/** Scores one packet's findings against its answer key. Each finding can match one error. */
export function scoreFindings(
  audit: AuditJson,
  truth: { errors: TruthError[]; deadlines?: { kind: string; date: string }[] },
): PacketScore {
  const priced = audit.findings.filter((f) => f.amountCents > 0);
  const used = new Set<number>();
  const found: PacketScore['found'] = [];
  const missed: TruthError[] = [];
  for (const t of truth.errors) {
    const i = priced.findIndex(
      (f, k) =>
        !used.has(k) && f.rule === t.rule && f.year === t.year && amountMatches(t.amountCents, f.amountCents),
    );
    if (i < 0) missed.push(t);
    else {
      used.add(i);
      found.push({ truth: t, amountCents: priced[i]!.amountCents });
    }
  }
  const falseAlarms = priced
    .filter((_, k) => !used.has(k))
    .map((f) => ({ rule: f.rule, year: f.year, amountCents: f.amountCents }));
  const want = truth.deadlines?.find((d) => d.kind === 'AUDIT_WINDOW');
  const got = audit.deadlines.find((d) => d.kind === 'AUDIT_WINDOW');
  return { found, missed, falseAlarms, deadlineOk: want ? got?.date === want.date : null };
}

export interface RuleStats {
  planted: number;
  found: number;
  falseAlarms: number;
  /** Mean relative amount error of the found ones. */
  meanAmountError: number;
}

/** Recall, precision and amount error per rule over many packets. */
export function summarize(scores: PacketScore[]): {
  byRule: Map<string, RuleStats>;
  recall: number;
  precision: number;
  deadlines: { ok: number; n: number };
} {
  const byRule = new Map<string, RuleStats & { errSum: number }>();
  const get = (rule: string) => {
    let s = byRule.get(rule);
    if (!s) {
      s = { planted: 0, found: 0, falseAlarms: 0, meanAmountError: 0, errSum: 0 };
      byRule.set(rule, s);
    }
    return s;
  };
  let planted = 0;
  let found = 0;
  let alarms = 0;
  const deadlines = { ok: 0, n: 0 };
  for (const s of scores) {
    for (const f of s.found) {
      const r = get(f.truth.rule);
      r.planted++;
      r.found++;
      r.errSum += Math.abs(f.amountCents - f.truth.amountCents) / Math.max(1, Math.abs(f.truth.amountCents));
    }
    for (const m of s.missed) get(m.rule).planted++;
    for (const a of s.falseAlarms) get(a.rule).falseAlarms++;
    planted += s.found.length + s.missed.length;
    found += s.found.length;
    alarms += s.falseAlarms.length;
    if (s.deadlineOk !== null) {
      deadlines.n++;
      if (s.deadlineOk) deadlines.ok++;
    }
  }
  const out = new Map<string, RuleStats>();
  for (const [rule, s] of [...byRule].sort()) {
    out.set(rule, {
      planted: s.planted,
      found: s.found,
      falseAlarms: s.falseAlarms,
      meanAmountError: s.found ? s.errSum / s.found : 0,
    });
  }
  return {
    byRule: out,
    recall: planted ? found / planted : 1,
    precision: found + alarms ? found / (found + alarms) : 1,
    deadlines,
  };
}
