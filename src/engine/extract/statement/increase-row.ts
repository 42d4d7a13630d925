import type { Amount } from './amount-cells';
import type { Row } from './rows';

/**
 * A base-year statement that prints its whole escalation on one row, across columns
 * ("Total Operating Expenses and Taxes | 933,584.27 | 801,442.12 | 132,142.15 | 8.8061% |
 * 11,636.57": building total, base year amount, increase, tenant %, tenant share), as
 * Yardi-style escalation statements and many office landlords' do. No row label names the base
 * year or the increase, so the columns are told by their arithmetic: two amounts whose
 * difference is the amount printed next to them (total - base = increase), then a percent and
 * the tenant's amount. The share itself is not required to be right (that is what the checks
 * test, and a wrong share is a finding); the statement must speak of a base year, so a
 * "Total | Non-recoverable | Recoverable" row (the same subtraction) is not taken for one.
 */
export interface IncreaseRow {
  row: Row;
  totalCents: number;
  baseCents: number;
  increaseCents: number;
  sharePct: number;
  tenantShareCents: number;
  /** The base year the statement names ("Base Year 2022"), when it names one. */
  baseYear: number | null;
}

const BASE_WORDING = /\bbase[\s-]*year\b|\bbase\s+(?:operating\s+)?expenses?\b|\bexpense\s+stop\b/i;
const BASE_YEAR = /\bbase[\s-]*year(?:\s+amount)?\s*(?:of|:|-)?\s*((?:19|20)\d{2})\b/i;

const rowText = (r: Row) => r.lines.map((l) => l.text).join(' ');

function fromAmounts(row: Row, a: Amount[]): Omit<IncreaseRow, 'baseYear'> | null {
  for (let i = 0; i + 4 < a.length; i++) {
    const [total, base, increase, pct, share] = a.slice(i, i + 5) as [Amount, Amount, Amount, Amount, Amount];
    if (total.kind !== 'money' || base.kind !== 'money' || increase.kind !== 'money') continue;
    if (pct.kind !== 'pct' || share.kind !== 'money') continue;
    if (!(base.value > 0 && total.value > 0) || Math.abs(total.value - base.value - increase.value) > 1)
      continue;
    if (!(pct.value > 0 && pct.value < 100)) continue;
    return {
      row,
      totalCents: total.value,
      baseCents: base.value,
      increaseCents: increase.value,
      sharePct: pct.value,
      tenantShareCents: share.value,
    };
  }
  return null;
}

/** The statement's total - base = increase row, the one with the largest total when several. */
export function readIncreaseRow(rows: Row[]): IncreaseRow | null {
  const texts = rows.map(rowText);
  if (!texts.some((t) => BASE_WORDING.test(t))) return null;
  const found = rows
    .map((r) => fromAmounts(r, r.amounts))
    .filter((x): x is NonNullable<typeof x> => x !== null)
    .sort((x, y) => y.totalCents - x.totalCents)[0];
  if (!found) return null;
  const named = texts.map((t) => BASE_YEAR.exec(t)).find(Boolean);
  return { ...found, baseYear: named ? Number(named[1]) : null };
}
