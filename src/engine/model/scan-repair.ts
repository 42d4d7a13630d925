import { usd } from '../format/money';
import type { Statement } from '../types';
import { sumCents } from './charge-model';

/**
 * Repairs a figure OCR misread on a scanned statement, only when the statement's other printed
 * relations agree on one value for it (decision 0055). The relations a statement prints:
 *   foot     lines sum = total
 *   share    share % x (total - base) = tenant share
 *   ratio    premises / building area = share %
 *   due      tenant share + fee = total due
 *   balance  total due - estimates = balance
 *   months   months x monthly estimate = estimates
 * A misread figure breaks every relation it is in. It is repaired when (1) it is in at least two
 * relations whose other figures were read, (2) every broken relation is one of them, and (3)
 * exactly one single-digit change of it makes all of them hold. A figure in one relation only is
 * never changed: a sum that does not foot may be the landlord's real math error, which is a
 * finding, not a misreading.
 */

type Figure =
  | 'totalCents'
  | 'tenantShareCents'
  | 'billedSharePct'
  | 'totalDueCents'
  | 'estimatesPaidCents'
  | 'balanceDueCents';

interface Values {
  lines: number | null;
  totalCents: number | null;
  base: number;
  billedSharePct: number | null;
  ratioPct: number | null;
  tenantShareCents: number | null;
  fee: number;
  totalDueCents: number | null;
  estimatesPaidCents: number | null;
  balanceDueCents: number | null;
  months: number | null;
  monthly: number | null;
}

interface Relation {
  name: string;
  /** The extraction check (extract/statement/checks.ts) that tests the same relation. */
  check: string;
  figures: Figure[];
  /** null when a figure it needs was not read. */
  holds(v: Values): boolean | null;
}

const near = (a: number, b: number, tol: number) => Math.abs(a - b) <= tol;

const RELATIONS: Relation[] = [
  {
    name: 'the lines add up to the total',
    check: 'lines_foot_total',
    figures: ['totalCents'],
    holds: (v) => (v.lines === null || v.totalCents === null ? null : near(v.lines, v.totalCents, 2)),
  },
  {
    name: 'share x pool gives the tenant share',
    check: 'share_x_pool',
    figures: ['totalCents', 'billedSharePct', 'tenantShareCents'],
    holds: (v) =>
      v.totalCents === null || v.billedSharePct === null || v.tenantShareCents === null
        ? null
        : near(
            ((v.totalCents - v.base) * v.billedSharePct) / 100,
            v.tenantShareCents,
            Math.max(5, v.tenantShareCents * 0.0005),
          ),
  },
  {
    name: 'the areas give the share',
    check: 'share_ratio',
    figures: ['billedSharePct'],
    holds: (v) =>
      v.ratioPct === null || v.billedSharePct === null ? null : near(v.ratioPct, v.billedSharePct, 0.0051),
  },
  {
    name: 'share + fee gives the total due',
    check: 'total_due',
    figures: ['tenantShareCents', 'totalDueCents'],
    holds: (v) =>
      v.tenantShareCents === null || v.totalDueCents === null
        ? null
        : near(v.tenantShareCents + v.fee, v.totalDueCents, 2),
  },
  {
    name: 'total due - estimates gives the balance',
    check: 'balance',
    figures: ['totalDueCents', 'estimatesPaidCents', 'balanceDueCents'],
    holds: (v) =>
      v.totalDueCents === null || v.estimatesPaidCents === null || v.balanceDueCents === null
        ? null
        : near(v.totalDueCents - v.estimatesPaidCents, v.balanceDueCents, 2),
  },
  {
    name: 'months x monthly estimate gives the estimates',
    check: 'estimates',
    figures: ['estimatesPaidCents'],
    holds: (v) =>
      v.months === null || v.monthly === null || v.estimatesPaidCents === null
        ? null
        : near(v.months * v.monthly, v.estimatesPaidCents, 1),
  },
];

function valuesOf(st: Statement): Values {
  const num = st.shareNumeratorRsf;
  const den = st.shareDenominatorRsf;
  return {
    lines: st.lines.length ? sumCents(st.lines) : null,
    totalCents: st.totalCents,
    base: st.baseYearDeductionCents ?? 0,
    billedSharePct: st.billedSharePct,
    ratioPct: num && den ? (num / den) * 100 : null,
    tenantShareCents: st.tenantShareCents,
    fee: st.adminFeeCents ?? 0,
    totalDueCents: st.totalDueCents,
    estimatesPaidCents: st.estimatesPaidCents,
    balanceDueCents: st.balanceDueCents,
    months: st.estimateMonths,
    monthly: st.monthlyEstimateCents,
  };
}

/** Every value one digit away from `value` (its digits as printed: cents, or the % with 4 decimals). */
function oneDigitAway(value: number, figure: Figure): number[] {
  const scale = figure === 'billedSharePct' ? 10_000 : 1;
  const digits = String(Math.round(Math.abs(value) * scale));
  const sign = value < 0 ? -1 : 1;
  const out: number[] = [];
  for (let i = 0; i < digits.length; i++)
    for (let d = 0; d <= 9; d++) {
      if (String(d) === digits[i] || (i === 0 && d === 0 && digits.length > 1)) continue;
      out.push((sign * Number(digits.slice(0, i) + d + digits.slice(i + 1))) / scale);
    }
  return out;
}

export interface ScanRepair {
  field: Figure;
  from: number;
  to: number;
  relations: string[];
  checks: string[];
}

/**
 * The statement with at most one misread figure repaired (a new object), and what was repaired.
 * Call only on statements read from scanned pages.
 */
export function repairScannedStatement(st: Statement): { statement: Statement; repair: ScanRepair | null } {
  const v = valuesOf(st);
  const broken = RELATIONS.filter((r) => r.holds(v) === false);
  if (!broken.length) return { statement: st, repair: null };
  const figures = new Set(broken.flatMap((r) => r.figures));
  const found: ScanRepair[] = [];
  for (const figure of figures) {
    const current = v[figure];
    if (current === null) continue;
    const checked = RELATIONS.filter((r) => r.figures.includes(figure) && r.holds(v) !== null);
    if (checked.length < 2 || !broken.every((r) => checked.includes(r))) continue;
    const fits = oneDigitAway(current, figure).filter((c) => {
      const trial = { ...v, [figure]: c };
      return checked.every((r) => r.holds(trial) === true);
    });
    if (fits.length === 1)
      found.push({
        field: figure,
        from: current,
        to: fits[0]!,
        relations: checked.map((r) => r.name),
        checks: checked.map((r) => r.check),
      });
  }
  // two figures that could each explain it: the document does not say which was misread
  if (found.length !== 1) return { statement: st, repair: null };
  const repair = found[0]!;
  const shown = (n: number) => (repair.field === 'billedSharePct' ? `${n}%` : usd(n));
  const statement: Statement = {
    ...st,
    [repair.field]: repair.to,
    // the failed checks the repaired figure explained are passed now
    checks: [
      ...st.checks.filter((c) => c.ok || !repair.checks.includes(c.name)),
      {
        name: 'ocr_repair',
        ok: true,
        detail: `${repair.field} read by OCR as ${shown(repair.from)}, taken as ${shown(repair.to)}: ${repair.relations.join(', ')} agree on it`,
      },
    ],
  };
  return { statement, repair };
}
