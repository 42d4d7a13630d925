import { findMoney } from '../../parse';
import type { Statement } from '../../types';
import type { ExpenseTable } from './expense-table';
import type { Row } from './rows';
import { pctDecimals, productTolerance } from './share-product';
import { camComponent, type Summary } from './summary';

type Check = Statement['checks'][number];

export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

function check(name: string, expected: number, printed: number, tolerance: number, what: string): Check {
  const ok = Math.abs(expected - printed) <= tolerance;
  return {
    name,
    ok,
    detail: `${what} = ${dollars(Math.round(expected))}; printed ${dollars(printed)}${ok ? '' : ` (off by ${dollars(Math.round(printed - expected))})`}`,
  };
}

/**
 * How many decimals the share is printed with: from the row's percentage amount, else (a row the
 * geometry reader found, whose figures were not split into amounts) from the percentage in its
 * text that has the share's value. None found: 0, the widest tolerance.
 */
function printedDecimals(row: Row, value: number): number {
  const amount = row.amounts.find((a) => a.kind === 'pct');
  if (amount) return pctDecimals(amount.raw);
  const text = row.lines.map((l) => l.text).join(' ');
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s*%/g))
    if (Number(m[1]) === value) return pctDecimals(m[1] as string);
  return 0;
}

/**
 * The statement's own arithmetic, each step as a check. A failed check on a clean reading is a
 * possible math error for the rules, not a reason to change the numbers.
 */
export function statementChecks(table: ExpenseTable | null, summary: Summary, total: number | null): Check[] {
  const out: Check[] = [];
  if (table && total !== null) {
    const sum = table.lines.reduce((s, l) => s + l.amountCents, 0);
    out.push(check('lines_foot_total', sum, total, 1, `sum of ${table.lines.length} lines`));
  }
  for (const sub of table?.subtotals ?? []) {
    const since = Math.abs(sub.lineSum - sub.cents) <= 1 ? sub.lineSum : sub.sinceStart;
    out.push(check(`subtotal: ${sub.row.label}`, since, sub.cents, 1, 'sum of the lines above'));
  }
  const pct = summary.sharePct?.value ?? null;
  const shareDecimals = summary.sharePct ? printedDecimals(summary.sharePct.row, summary.sharePct.value) : 0;
  if (summary.shareRsf && pct !== null) {
    const { numerator, denominator } = summary.shareRsf.value;
    const ratio = (numerator / denominator) * 100;
    const ok = Math.abs(ratio - pct) <= 0.5 * 10 ** -shareDecimals + 1e-9;
    out.push({
      name: 'share_ratio',
      ok,
      detail: `${numerator.toLocaleString('en-US')} / ${denominator.toLocaleString('en-US')} = ${ratio.toFixed(4)}%; printed ${pct}%`,
    });
  }
  const baseDeduction = summary.baseYear?.value.cents ?? 0;
  if (summary.excess && total !== null && summary.baseYear) {
    out.push(check('base_year_excess', total - baseDeduction, summary.excess.value, 1, 'total - base year'));
  }
  const pool = summary.excess?.value ?? (total !== null ? total - baseDeduction : null);
  const tenantShare = summary.tenantShare?.value ?? null;
  if (pct !== null && pool !== null && tenantShare !== null) {
    // The printed % is rounded: allow what its last decimal can move the product, plus a cent or two.
    out.push(
      check(
        'share_x_pool',
        (pool * pct) / 100,
        tenantShare,
        productTolerance(pool, shareDecimals),
        `${pct}% x ${dollars(pool)}`,
      ),
    );
  }
  const parts = summary.components.filter((c) => !/^\s*(?:of\s+which|includ)/i.test(c.row.label));
  if (
    parts.length > 1 &&
    tenantShare !== null &&
    summary.tenantShare &&
    /total/i.test(summary.tenantShare.row.label)
  ) {
    const sum = parts.reduce((s, c) => s + c.value, 0);
    out.push(check('component_shares_sum', sum, tenantShare, parts.length, 'sum of the partial shares'));
  }
  const fee = summary.adminFee?.value ?? null;
  if (fee && fee.pct !== null) {
    const base = adminFeeBase(summary, table, pct);
    if (base !== null)
      out.push(
        check(
          'admin_fee',
          (base.cents * fee.pct) / 100,
          fee.cents,
          2,
          `${fee.pct}% x ${dollars(base.cents)} (${base.what})`,
        ),
      );
  }
  const charge = tenantShare !== null ? tenantShare + (fee?.cents ?? 0) : null;
  if (summary.totalDue && charge !== null) {
    out.push(
      check(
        'total_due',
        charge,
        summary.totalDue.value,
        1,
        fee ? "tenant's share + admin fee" : "tenant's share",
      ),
    );
  }
  const est = summary.estimates?.value ?? null;
  if (est && est.months !== null && est.monthlyCents !== null) {
    out.push(
      check(
        'estimates',
        est.months * est.monthlyCents,
        est.cents,
        0,
        `${est.months} x ${dollars(est.monthlyCents)}`,
      ),
    );
  }
  const due = summary.totalDue?.value ?? charge;
  if (summary.balance && est && due !== null) {
    out.push(check('balance', due - est.cents, summary.balance.value, 1, 'total due - estimates paid'));
  }
  return out;
}

const CAM_WORDS = /common\s+area|\bcam\b|maintenance|controllable/i;

/** The words of a fee base that name a pool ("CAM share" -> ["cam"], "Operating Costs" -> ["operating", "costs"]). */
function poolWords(label: string): string[] {
  return label
    .toLowerCase()
    .replace(/\(.*$|excl.*$/, '')
    .split(/[^a-z]+/)
    .filter((w) => w && !/^(?:tenant|tenants|s|share|the|of|on|total|your|pro|rata|amount)$/.test(w));
}

function names(label: string, words: string[]): boolean {
  const l = label.toLowerCase();
  if (words.some((w) => w === 'cam') && CAM_WORDS.test(l)) return true;
  return words.length > 0 && words.every((w) => l.includes(w));
}

/** What the admin fee is charged on, by what its label names (tenant's share, CAM share, a section). */
export function adminFeeBase(
  summary: Summary,
  table: ExpenseTable | null,
  pct: number | null,
): { cents: number; what: string } | null {
  // "Administrative Charge at 5% of Common Area share of $ 26,465.18": a fee row that prints its
  // own base before the fee says what it was charged on, where its rate turns that base into the fee.
  const fee = summary.adminFee;
  const printedBase = fee ? findMoney(fee.row.label, { bare: true }).at(-1) : undefined;
  if (fee && printedBase && fee.value.pct !== null) {
    const cents = Math.abs(printedBase.value);
    if (Math.abs((cents * fee.value.pct) / 100 - fee.value.cents) <= 2)
      return { cents, what: 'the base the fee row prints' };
  }
  const label = summary.adminFee?.value.baseLabel ?? '';
  const words = poolWords(label);
  if (words.length) {
    const cam = CAM_WORDS.test(label) ? camComponent(summary) : null;
    const part = cam ?? summary.components.find((c) => names(c.row.label, words));
    if (part) return { cents: part.value, what: part.row.label };
    const sub = table?.subtotals.find((s) => names(s.row.label, words));
    if (sub && pct !== null)
      return { cents: Math.round((sub.cents * pct) / 100), what: `${pct}% of ${sub.row.label}` };
  }
  const share = summary.tenantShare;
  // No base named: a part of the share printed on a row of its own ("Tenant's Share of CAM costs")
  // that the fee's rate turns into the fee, where the whole share does not, is the base.
  const rate = fee?.value.pct ?? null;
  if (fee && rate !== null && !words.length) {
    const gives = (cents: number) => Math.abs((cents * rate) / 100 - fee.value.cents) <= 2;
    const part = summary.components.find((c) => gives(Math.abs(c.value)));
    if (part && !(share && gives(share.value))) return { cents: Math.abs(part.value), what: part.row.label };
  }
  return share ? { cents: share.value, what: share.row.label } : null;
}
