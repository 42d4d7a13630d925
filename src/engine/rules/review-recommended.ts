import type { Evidence, Statement, StatementLine } from '../types';
import { evidenceList, statementEvidence, sure } from './evidence';
import { pct, usd } from './format';
import { mathError } from './math-error';
import { MIN_SCHEDULE_CONFIDENCE, scheduledFor } from './rent-escalation-error';
import type { FindingDraft, Rule, RuleContext } from './types';

/**
 * REVIEW_RECOMMENDED: things a CAM auditor would question but the engine cannot price. Amount 0
 * (never counted in totals), severity LOW when a lot may be at stake, else INFO. At most
 * MAX_ITEMS per packet, the largest first, each with evidence and what to ask for.
 *
 * What is raised:
 * - a line that grew more than 20 % over the prior year's statement (matched by label, else by a
 *   renamed line of the same category), when the tenant's share of the increase is worth asking;
 * - a line that did not exist the prior year (unless the lease excludes its category: the
 *   exclusion rules price those);
 * - a statement whose own arithmetic does not check out in a way no other rule prices;
 * - a statement whose share could not be read, and lease terms that are missing and block a
 *   check (the share, the rent schedule, the late-charge clause).
 */

const MAX_ITEMS = 5;
const SPIKE = 0.2;
/** The tenant's share of an increase or new line worth asking about. */
const MIN_IMPACT_CENTS = 10_000;
const LOW_AT_CENTS = 50_000;
/** A share to size things with when none is known (only for ordering and thresholds). */
const NOMINAL_SHARE = 0.05;

interface Item {
  score: number;
  draft: Omit<FindingDraft, 'severity' | 'rule' | 'amountCents'> & { severity?: 'LOW' | 'INFO' };
}

function norm(label: string): string {
  return label
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\$?[\d,.]+/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .replace(/\b(?:the|of|and|expense|expenses|costs?|fees?|services?)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function tokens(label: string): Set<string> {
  return new Set(norm(label).split(' ').filter(Boolean));
}

/**
 * How alike two labels are: the share of common words, or, when the shorter label's words are
 * all in the longer one (a label cut short where the statement wraps it), close to 1.
 */
function similar(a: string, b: string): number {
  const x = tokens(a);
  const y = tokens(b);
  if (!x.size || !y.size) return 0;
  let inter = 0;
  for (const t of x) if (y.has(t)) inter++;
  const jaccard = inter / (x.size + y.size - inter);
  const small = Math.min(x.size, y.size);
  const contained = small >= 2 ? (inter / small) * 0.9 : 0;
  return Math.max(jaccard, contained);
}

/** The same category, or one of them read only as OTHER (a label the categorizer could not place). */
function sameKind(a: StatementLine, b: StatementLine): boolean {
  return a.category === b.category || a.category === 'OTHER' || b.category === 'OTHER';
}

/** Pairs each line of `cur` with the prior year's line it continues, or null when it is new. */
export function matchLines(
  prev: StatementLine[],
  cur: StatementLine[],
): { cur: StatementLine; prev: StatementLine | null }[] {
  const used = new Set<StatementLine>();
  const out: { cur: StatementLine; prev: StatementLine | null }[] = cur.map((c) => ({ cur: c, prev: null }));
  // 1. same label
  for (const o of out) {
    const p = prev.find((l) => !used.has(l) && norm(l.label) === norm(o.cur.label) && norm(l.label) !== '');
    if (p) {
      o.prev = p;
      used.add(p);
    }
  }
  // 2. a similar label of the same category
  for (const o of out) {
    if (o.prev) continue;
    let best: StatementLine | null = null;
    let bestScore = 0.5;
    for (const l of prev) {
      if (used.has(l)) continue;
      // the same category, or labels so alike that the category was read differently
      const s = similar(l.label, o.cur.label) - (l.category === o.cur.category ? 0 : 0.25);
      if (s >= bestScore) {
        best = l;
        bestScore = s;
      }
    }
    if (best) {
      o.prev = best;
      used.add(best);
    }
  }
  // 3. the only unmatched line of its category on both sides (renamed)
  for (const o of out) {
    if (o.prev) continue;
    const curSame = out.filter((x) => !x.prev && x.cur.category === o.cur.category);
    const prevSame = prev.filter((l) => !used.has(l) && l.category === o.cur.category);
    if (curSame.length === 1 && prevSame.length === 1 && o.cur.category !== 'OTHER') {
      o.prev = prevSame[0] as StatementLine;
      used.add(o.prev);
    }
  }
  // 4. the unmatched line in the same place of the same category (a label read differently,
  //    e.g. cut where the statement wraps it); a line inserted shifts the places of the lines
  //    after it, which are matched by label already
  out.forEach((o, i) => {
    if (o.prev) return;
    const p = prev[i];
    if (!p || used.has(p) || !sameKind(p, o.cur) || p.amountCents <= 0) return;
    if (Math.abs(o.cur.amountCents / p.amountCents - 1) > 0.5) return;
    o.prev = p;
    used.add(p);
  });
  // 5. an unmatched line of the same category and about the same amount
  for (const o of out) {
    if (o.prev) continue;
    const near = prev
      .filter(
        (l) =>
          !used.has(l) &&
          sameKind(l, o.cur) &&
          l.amountCents > 0 &&
          Math.abs(o.cur.amountCents / l.amountCents - 1) <= 0.25,
      )
      .sort(
        (x, y) => Math.abs(x.amountCents - o.cur.amountCents) - Math.abs(y.amountCents - o.cur.amountCents),
      );
    const p = near[0];
    if (p) {
      o.prev = p;
      used.add(p);
    }
  }
  return out;
}

function shareOf(st: Statement, leaseShare: number | null): { share: number; known: boolean } {
  if (st.billedSharePct !== null && st.billedSharePct > 0 && st.billedSharePct < 100)
    return { share: st.billedSharePct / 100, known: true };
  if (leaseShare !== null && leaseShare > 0 && leaseShare < 100)
    return { share: leaseShare / 100, known: true };
  return { share: NOMINAL_SHARE, known: false };
}

/** A label as the tenant reads it: without a leading ledger account number ("6120 Janitorial"). */
function shown(label: string): string {
  return label.replace(/^\s*\d{3,6}\s+(?=\D)/, '').trim() || label;
}

function firstEvidence(st: Statement, ...keys: string[]): Evidence | null {
  for (const k of keys) {
    const e = statementEvidence(st, k);
    if (e) return e;
  }
  return st.lines[0]?.evidence ?? null;
}

function spikesAndNewLines(ctx: RuleContext, items: Item[]): void {
  const leaseShare = sure(ctx.lease?.proRataSharePct);
  const excluded = new Set(sure(ctx.lease?.excludedCategories) ?? []);
  const sts = ctx.statements.filter((s) => s.year !== null && s.lines.length > 0);
  for (let i = 1; i < sts.length; i++) {
    const prev = sts[i - 1] as Statement;
    const cur = sts[i] as Statement;
    if ((cur.year as number) - (prev.year as number) !== 1) continue;
    const { share, known } = shareOf(cur, leaseShare);
    const shareText = known ? `your ${pct(Number((share * 100).toFixed(4)))} share` : 'your share';
    for (const { cur: line, prev: before } of matchLines(prev.lines, cur.lines)) {
      if (line.amountCents <= 0) continue;
      const name = shown(line.label);
      if (before) {
        if (before.amountCents <= 0) continue;
        const growth = line.amountCents / before.amountCents - 1;
        if (growth <= SPIKE) continue;
        const delta = line.amountCents - before.amountCents;
        const impact = delta * share;
        if (impact < MIN_IMPACT_CENTS) continue;
        const renamed = norm(before.label) !== norm(line.label);
        const g = pct(Number((growth * 100).toFixed(1)));
        items.push({
          score: impact,
          draft: {
            year: cur.year,
            confidence: 0.8,
            title: `${name} went up ${g} in ${cur.year}`,
            explanation:
              `${name} rose from ${usd(before.amountCents)} in ${prev.year}${renamed ? ` (as "${shown(before.label)}")` : ''} ` +
              `to ${usd(line.amountCents)} in ${cur.year}, an increase of ${g}. ` +
              `${known ? `At ${shareText} that adds about ${usd(impact)} to your bill.` : 'Your share of that increase could not be computed.'} ` +
              'A jump this large is not an overcharge by itself, but it is worth checking that the cost is real, belongs to this building and this year, and is allowed by your lease.',
            calculation: [
              `${prev.year}: ${usd(before.amountCents)}`,
              `${cur.year}: ${usd(line.amountCents)}`,
              `Increase: ${usd(delta)} (${g})`,
              ...(known
                ? [
                    `Your share of the increase: ${pct(Number((share * 100).toFixed(4)))} x ${usd(delta)} = ${usd(impact)}`,
                  ]
                : []),
            ],
            evidence: evidenceList(line.evidence, before.evidence),
            recommendation: `Ask the landlord for the invoices and contracts behind ${name} for ${prev.year} and ${cur.year} and an explanation of the increase.`,
          },
        });
      } else {
        if (excluded.has(line.category)) continue;
        const impact = line.amountCents * share;
        if (impact < MIN_IMPACT_CENTS) continue;
        items.push({
          score: impact,
          draft: {
            year: cur.year,
            confidence: 0.7,
            title: `New charge in ${cur.year}: ${name}`,
            explanation:
              `${name} (${usd(line.amountCents)}) appears on the ${cur.year} statement but not on the ${prev.year} one. ` +
              `${known ? `At ${shareText} it costs you about ${usd(impact)}.` : ''} ` +
              'A new line can be legitimate, but it can also be a cost the lease does not let the landlord pass through (a capital project, a one-time repair, a cost of another property).',
            calculation: [
              `${cur.year}: ${usd(line.amountCents)}; ${prev.year}: not billed`,
              ...(known
                ? [
                    `Your share: ${pct(Number((share * 100).toFixed(4)))} x ${usd(line.amountCents)} = ${usd(impact)}`,
                  ]
                : []),
            ],
            evidence: evidenceList(line.evidence),
            recommendation: `Ask the landlord what ${name} is, for its invoices, and why it is chargeable under your lease.`,
          },
        });
      }
    }
  }
}

const OFF_BY = /off by (-?)\$([\d,]+)\.(\d{2})/;
const PRINTED = /printed (-?)\$([\d,]+)\.(\d{2})/;

function centsIn(re: RegExp, text: string): number | null {
  const m = re.exec(text);
  if (!m) return null;
  const v = Number(`${(m[2] as string).replace(/,/g, '')}${m[3]}`);
  return m[1] ? -v : v;
}

/**
 * A year the math-error rule priced is left to it. So are the checks other rules own: the total,
 * the share, the total due and the balance (math error), the share ratio (pro-rata share), the
 * admin fee (the admin-fee rules) and the estimates (estimates not credited). Of the rest
 * (subtotals, base-year excess), a check is raised only when the printed figure is
 * above what it should be (against the tenant) by a small part of it: a large gap is a misread
 * figure, not the landlord's arithmetic.
 */
const OWNED_ELSEWHERE = new Set([
  'share_ratio',
  'lines_foot_total',
  'share_x_pool',
  'total_due',
  'balance',
  'admin_fee',
  'estimates',
  // the partial shares are often read incompletely (a component missed): too noisy to raise
  'component_shares_sum',
]);
const MAX_GAP = 0.1;

function againstTenant(detail: string): number | null {
  const off = centsIn(OFF_BY, detail);
  const printed = centsIn(PRINTED, detail);
  if (off === null || printed === null || off <= 0) return null;
  return off <= Math.abs(printed) * MAX_GAP ? off : null;
}

function failedChecks(ctx: RuleContext, items: Item[]): void {
  let priced = new Set<number | null>();
  if (ctx.statements.some((st) => st.checks.some((c) => !c.ok))) {
    try {
      priced = new Set(
        mathError
          .run(ctx)
          .filter((f) => f.amountCents > 0)
          .map((f) => f.year),
      );
    } catch {
      // the runner reports the math rule's own failure
    }
  }
  for (const st of ctx.statements) {
    if (priced.has(st.year)) continue;
    const failed = st.checks.filter(
      (c) => !c.ok && !OWNED_ELSEWHERE.has(c.name) && againstTenant(c.detail) !== null,
    );
    if (!failed.length) continue;
    const off = Math.max(...failed.map((c) => againstTenant(c.detail) ?? 0));
    const { share } = shareOf(st, null);
    const ev = firstEvidence(st, 'totalCents', 'tenantShareCents', 'balanceDueCents');
    if (!ev) continue;
    items.push({
      score: Math.max(off * share, 1),
      draft: {
        year: st.year,
        confidence: 0.6,
        title: `The ${st.year ?? ''} statement's arithmetic does not add up`.replace(/\s+/g, ' '),
        explanation:
          `Some of the ${st.year ?? ''} statement's own figures do not agree with each other: ${failed.map((c) => c.detail).join('; ')}. ` +
          'We could not tell from the statement alone whether this costs you money, so it is not counted as an overcharge.',
        calculation: failed.map((c) => `${c.name}: ${c.detail}`),
        evidence: evidenceList(ev),
        recommendation:
          'Ask the landlord for a corrected statement with the general ledger detail behind each total.',
      },
    });
  }
}

function blockedChecks(ctx: RuleContext, items: Item[]): void {
  const lease = ctx.lease;
  const latest = [...ctx.statements].reverse().find((s) => s.lines.length > 0 || s.totalCents !== null);

  for (const st of ctx.statements) {
    if (st.billedSharePct !== null || (!st.lines.length && st.totalCents === null)) continue;
    const ev = firstEvidence(st, 'tenantShareCents', 'totalCents');
    if (!ev) continue;
    const pool = st.totalCents ?? st.lines.reduce((s, l) => s + l.amountCents, 0);
    items.push({
      score: pool * NOMINAL_SHARE * 0.05,
      draft: {
        year: st.year,
        severity: 'INFO',
        confidence: 0.7,
        title: `Your share on the ${st.year ?? ''} statement could not be read`.replace(/\s+/g, ' '),
        explanation: `We could not read the percentage share the ${st.year ?? ''} statement applies to the building's ${usd(pool)} of expenses, so the share, the fee and the balance could not be checked.`,
        calculation: [`Building expenses on the statement: ${usd(pool)}`, 'Share applied: not readable'],
        evidence: evidenceList(ev),
        recommendation:
          'Ask the landlord for a statement that shows the share percentage and the square footage it is computed on.',
      },
    });
  }

  if (!lease) return;
  if (latest && latest.billedSharePct !== null) {
    const leaseShare = sure(lease.proRataSharePct);
    const rsfOk = sure(lease.premisesRsf) !== null && sure(lease.buildingRsf) !== null;
    const ev = firstEvidence(latest, 'billedSharePct');
    if (leaseShare === null && !rsfOk && ev) {
      const tenantShare = latest.tenantShareCents ?? 0;
      items.push({
        score: Math.max(tenantShare * 0.05, 1),
        draft: {
          year: latest.year,
          confidence: 0.7,
          title: 'Your share percentage could not be checked against the lease',
          explanation:
            `The ${latest.year ?? ''} statement bills you ${pct(latest.billedSharePct)} of the building's expenses, but we could not find your share ` +
            "(or your premises' and the building's square footage) in the lease, so we could not verify it. " +
            'An inflated share is one of the most common and most costly CAM errors.',
          calculation: [`Billed share: ${pct(latest.billedSharePct)}`, 'Lease share: not found'],
          evidence: evidenceList(ev),
          recommendation:
            "Find the lease clause that sets your pro-rata share (or your premises' and the building's rentable square feet) and compare; ask the landlord how the billed share is computed.",
        },
      });
    }
  }

  for (const bill of ctx.bills) {
    const year = Number(
      /^(\d{4})/.exec(bill.periodStart ?? bill.dueDate ?? bill.date ?? '')?.[1] ?? Number.NaN,
    );
    const rent = bill.lines.find((l) => l.kind === 'BASE_RENT' && l.amountCents > 0);
    if (rent && sure(lease.rentSchedule, MIN_SCHEDULE_CONFIDENCE) === null) {
      // A schedule read only as a guess: raise it only when the guess disagrees with the bill.
      const guess = lease.rentSchedule.value;
      const m = /^(\d{4})-(\d{2})/.exec(rent.period ?? bill.periodStart ?? bill.dueDate ?? bill.date ?? '');
      const read = guess && m ? scheduledFor(guess, { y: Number(m[1]), m: Number(m[2]) }) : null;
      // (a bill at exactly one of the read steps is either right or priced by the rent rule)
      const agrees =
        (read && Math.abs(read.cents - rent.amountCents) <= 1) ||
        (guess ?? []).some((s) => Math.abs(s.monthlyRentCents - rent.amountCents) <= 1);
      if (!agrees) {
        items.push({
          score: rent.amountCents * 12 * 0.03,
          draft: {
            year: Number.isFinite(year) ? year : null,
            confidence: 0.6,
            title: 'Your base rent could not be checked against the lease',
            explanation: `The bill charges ${usd(rent.amountCents)} of base rent, but we could not read the lease's rent schedule with confidence, so we could not check that the rent and its increases are right.`,
            calculation: [
              `Base rent billed: ${usd(rent.amountCents)}`,
              read
                ? `Lease rent for the month as far as we could read it: ${usd(read.cents)} (uncertain)`
                : 'Lease rent for the month: not found',
            ],
            evidence: evidenceList(lease.rentSchedule.evidence, rent.evidence),
            recommendation:
              'Compare the billed rent with the rent schedule in your lease (and any amendment); ask the landlord for the rent schedule they bill from.',
          },
        });
      }
    }
    const fee = bill.lines.find((l) => l.kind === 'LATE_FEE' && l.amountCents > 0);
    if (fee && sure(lease.lateFee) === null) {
      items.push({
        score: fee.amountCents * 0.5,
        draft: {
          year: Number.isFinite(year) ? year : null,
          confidence: 0.7,
          title: 'The late charge could not be checked against the lease',
          explanation: `The bill charges a late fee of ${usd(fee.amountCents)}, but we could not read the lease's late-charge clause, so we could not check the amount.`,
          calculation: [`Late charge billed: ${usd(fee.amountCents)}`, 'Lease late charge: not found'],
          evidence: evidenceList(fee.evidence),
          recommendation:
            'Check the late-charge clause of your lease (rate, flat amount, grace period) and ask the landlord how the late fee was computed.',
        },
      });
    }
  }
}

export const reviewRecommended: Rule = {
  id: 'REVIEW_RECOMMENDED',
  run(ctx: RuleContext): FindingDraft[] {
    const items: Item[] = [];
    spikesAndNewLines(ctx, items);
    failedChecks(ctx, items);
    blockedChecks(ctx, items);
    return items
      .filter((i) => i.draft.evidence.length > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_ITEMS)
      .map(({ score, draft }) => ({
        rule: 'REVIEW_RECOMMENDED',
        amountCents: 0,
        ...draft,
        explanation: draft.explanation.replace(/\s{2,}/g, ' ').trim(),
        severity: draft.severity ?? (score >= LOW_AT_CENTS ? 'LOW' : 'INFO'),
      }));
  },
};

export default reviewRecommended;
