import { areaRatiosIn, parseMoneyCents, parsePercent, quotientPrints, wordsToNumber } from '../../parse';
import { readIncreaseRow } from './increase-row';
import { printedAreaRatio, type SummaryKind, summaryKind } from './row-kinds';
import { pctAmounts, type Row, statedFigure } from './rows';
import { pctDecimals } from './share-product';
import { worksheetRoles } from './worksheet-lines';

export interface Read<T> {
  value: T;
  row: Row;
}

/** The tenant's arithmetic below (or beside) the expense table, as printed. */
export interface Summary {
  sharePct: Read<number> | null;
  shareRsf: Read<{ numerator: number; denominator: number }> | null;
  baseYear: Read<{ cents: number; year: number | null }> | null;
  excess: Read<number> | null;
  /** Partial shares: "Tenant's Share of Common Area Maintenance", "of which CAM ...". */
  components: Read<number>[];
  tenantShare: Read<number> | null;
  adminFee: Read<{ cents: number; pct: number | null; baseLabel: string | null }> | null;
  estimates: Read<{ cents: number; months: number | null; monthlyCents: number | null }> | null;
  totalDue: Read<number> | null;
  balance: Read<number> | null;
  /** A worksheet's pool line and the sum of the lines it says it adds (worksheet-lines.ts). */
  sheetPool: Read<{ cents: number; addendsCents: number }> | null;
  warnings: string[];
}

const money = (row: Row): number => statedFigure(row) ?? 0;

/** The areas a label divides with an area's unit after them ("11,348 / 154,780 RSF"). */
function rsfRatio(label: string): { numerator: number; denominator: number } | null {
  const r = areaRatiosIn(label).find((x) => x.unit && !x.plus);
  return r ? { numerator: r.numerator, denominator: r.denominator } : null;
}

/**
 * The areas whose ratio is the printed share, from any row that states them ("Share basis:
 * 11,348 / 154,780 RSF" in a detail's header, away from the row printing the %): the ratio
 * must give the share to its printed decimals, so an unrelated pair of areas is not taken.
 */
export function ratioOfShare(
  rows: Row[],
  share: Read<number>,
): Read<{ numerator: number; denominator: number }> | null {
  const decimals = pctDecimals(pctAmounts(share.row)[0]?.raw ?? '');
  for (const row of rows) {
    const ratio = rsfRatio(row.label);
    if (ratio && quotientPrints(ratio, share.value, decimals)) return { value: ratio, row };
  }
  return null;
}

const MONTHS_AT =
  /(\d{1,2}|[a-z]+)\s*(?:months?|mos?\.?|(?:monthly\s+)?(?:payments?|installments?))\s*(?:@|at|x|×|of)\s*\$?\s*([\d,]+(?:\.\d{1,2})?)/i;
const AT_MONTHS =
  /\$\s*([\d,]+(?:\.\d{1,2})?)\s*(?:\/\s*mo(?:nth)?\.?\s*)?(?:x|×|for)\s*(\d{1,2})\s*(?:months?|mos?)?/i;

const COUNT_TIMES = /\b(\d{1,2})\s*(?:x|×|@)\s*\$?\s*([\d,]+\.\d{2})/i;

const NONE = { months: null, monthlyCents: null };

/** "12 months at 1,128.00", "$940.00 x 12", "12 x 648.00": the count and the monthly amount (read by parse/). */
export function monthsTimesMonthly(label: string): { months: number | null; monthlyCents: number | null } {
  const read = (months: number | null, money: string | undefined) => {
    const monthlyCents = money === undefined ? null : parseMoneyCents(money.replace(/,+$/, ''));
    return months !== null && monthlyCents !== null ? { months, monthlyCents } : NONE;
  };
  const a = MONTHS_AT.exec(label);
  if (a) {
    const months = /^\d+$/.test(a[1] as string) ? Number(a[1]) : wordsToNumber(a[1] as string);
    if (months !== null && months > 0 && months <= 24) return read(months, a[2]);
  }
  const b = AT_MONTHS.exec(label);
  if (b) return read(Number(b[2]), b[1]);
  const c = COUNT_TIMES.exec(label);
  if (c) return read(Number(c[1]), c[2]);
  return NONE;
}

/**
 * The estimates row by its arithmetic where its wording is not one we know ("Escalation Billed
 * (12 months at 1,128.00)", "Recovery installments 12 @ 940.00"): a row after the tenant's share
 * that states a count of monthly installments whose product is the figure it prints is what the
 * tenant paid during the year. Rows the labels already classified keep their kind.
 */
function installmentsRow(
  rows: Row[],
  found: { kind: SummaryKind; row: Row; index: number }[],
  tableStart: number,
  tableEnd: number,
): { kind: SummaryKind; row: Row; index: number } | undefined {
  const share = found.find((f) => f.kind === 'tenantShare');
  if (!share) return undefined;
  const known = new Set(found.map((f) => f.row));
  for (let index = share.index + 1; index < rows.length; index++) {
    const row = rows[index] as Row;
    if ((index >= tableStart && index <= tableEnd) || known.has(row)) continue;
    const cents = Math.abs(money(row));
    const { months, monthlyCents } = monthsTimesMonthly(row.label);
    if (cents > 0 && months !== null && monthlyCents !== null && months * monthlyCents === cents) {
      const entry = { kind: 'estimates' as const, row, index };
      found.push(entry);
      return entry;
    }
  }
  return undefined;
}

const CREDIT_WORDS =
  /credit|refund|overpa|due\s+to\s+(?:tenant|you|lessee)|owed?\s+to\s+(?:tenant|you)|\bwe\s+owe\s+you\b|reimburse/i;
const OWED_WORDS = /due\s+from|balance\s+due|amount\s+due|owed\s+by|payable\s+by|you\s+owe|underpa/i;

/** Signed balance: negative is a credit to the tenant. */
function balanceValue(row: Row): number {
  const cents = money(row);
  const credit = CREDIT_WORDS.test(row.label);
  const owed = OWED_WORDS.test(row.label);
  if (credit && !owed) return -Math.abs(cents);
  return cents;
}

// The kinds a worksheet's instructions decide: a numbered line's words do not give them.
const SHEET_DECIDES = new Set<SummaryKind>([
  'tenantShare',
  'component',
  'adminFee',
  'estimates',
  'totalDue',
  'balance',
]);

const CAM_COMPONENT =
  /common\s+area|\bcam\b|maintenance|controllable|operating\s+expenses?\s+(?:excl|exclud)/i;

/** Reads the summary rows outside the expense table (rows start..end are the table). */
export function readSummary(rows: Row[], tableStart: number, tableEnd: number): Summary {
  const found: { kind: SummaryKind; row: Row; index: number }[] = [];
  // A tax-form worksheet's instructions say what its lines are; its words are not asked.
  const sheet = worksheetRoles(rows);
  rows.forEach((row, index) => {
    if (index >= tableStart && index <= tableEnd) return;
    const label = summaryKind(row);
    const kind =
      sheet?.kinds.get(row) ?? (sheet?.lines.has(row) && label && SHEET_DECIDES.has(label) ? null : label);
    if (kind) found.push({ kind, row, index });
  });
  const of = (kind: SummaryKind) => found.filter((f) => f.kind === kind);
  const out: Summary = {
    sharePct: null,
    shareRsf: null,
    baseYear: null,
    excess: null,
    components: [],
    tenantShare: null,
    adminFee: null,
    estimates: null,
    totalDue: null,
    balance: null,
    sheetPool: sheet?.pool
      ? {
          value: {
            cents: money(sheet.pool.row),
            addendsCents: sheet.pool.addends.reduce((sum, r) => sum + money(r), 0),
          },
          row: sheet.pool.row,
        }
      : null,
    warnings: [],
  };

  const share = of('share')[0];
  if (share) {
    out.sharePct = { value: pctAmounts(share.row)[0]?.value as number, row: share.row };
    const ratio = rsfRatio(share.row.label) ?? printedAreaRatio(share.row);
    if (ratio) out.shareRsf = { value: ratio, row: share.row };
  }
  // Several rows can name a base year (a header's "Recovery Type: Base Year 2018 ... Tenant RSF:
  // 39,654" beside "Less: Base Operating Expenses (Base Year 2018) -706,441.55"): the deduction
  // is the one a printed figure less it leaves the printed excess (total - base = excess).
  const excessRow = of('excess')[0];
  const bases = of('baseYear');
  const deducts = (b: (typeof bases)[number]) =>
    excessRow !== undefined &&
    rows.some((r) => {
      const m = money(r);
      return (
        r !== b.row && m !== 0 && Math.abs(Math.abs(m) - Math.abs(money(b.row)) - money(excessRow.row)) <= 1
      );
    });
  const base = (bases.length > 1 ? bases.find(deducts) : undefined) ?? bases[0];
  if (base) {
    const y = /\b((?:19|20)\d{2})\b/.exec(base.row.label);
    out.baseYear = {
      value: { cents: Math.abs(money(base.row)), year: y ? Number(y[1]) : null },
      row: base.row,
    };
  }
  const excess = of('excess')[0];
  if (excess) out.excess = { value: money(excess.row), row: excess.row };
  // Base, increase, % and share printed across one row's columns: what labels did not read.
  const inc = readIncreaseRow(rows);
  if (inc) {
    out.baseYear ??= { value: { cents: inc.baseCents, year: inc.baseYear }, row: inc.row };
    out.excess ??= { value: inc.increaseCents, row: inc.row };
    out.sharePct ??= { value: inc.sharePct, row: inc.row };
  }

  // A share row the admin fee is its rate of ("Tenant's Share of Common Area Costs excluding
  // Taxes and Insurance (fee basis)" beside "Administrative Fee at 7% of the fee basis") is the
  // fee's base, a part of the share: where other share rows remain, it is no share of its own.
  const feeRows = of('adminFee');
  const allShares = of('tenantShare');
  // ...unless another share row is it plus the fee (the year's charge): then it is the share.
  const feeBasis = (s: { row: Row }) =>
    feeRows.some((f) => {
      const p = parsePercent(f.row.label);
      const fee = money(f.row);
      return (
        p !== null &&
        p > 0 &&
        Math.abs(Math.round((money(s.row) * p) / 100) - fee) <= 1 &&
        // a part: not the "Total Tenant's Share" (the fee on the whole), and another share row is larger
        !/\btotal\b/i.test(s.row.label) &&
        allShares.some((o) => o.row !== s.row && money(o.row) > money(s.row)) &&
        !allShares.some((o) => o.row !== s.row && Math.abs(money(s.row) + fee - money(o.row)) <= 1)
      );
    });
  const feeBases = allShares.filter(feeBasis);
  const shares =
    feeBases.length && feeBases.length < allShares.length ? allShares.filter((s) => !feeBasis(s)) : allShares;
  const totalShare = shares.find((s) => /\btotal\b/i.test(s.row.label));
  const general = shares.filter(
    (s) => !CAM_COMPONENT.test(s.row.label) && !/tax|insurance/i.test(s.row.label),
  );
  const pickShare =
    totalShare ?? (shares.length === 1 ? shares[0] : general.length === 1 ? general[0] : undefined);
  if (pickShare) out.tenantShare = { value: money(pickShare.row), row: pickShare.row };
  else if (shares.length > 1) {
    out.tenantShare = { value: shares.reduce((s, f) => s + money(f.row), 0), row: shares[0]!.row };
    out.warnings.push("no total tenant's share printed; summed the partial shares");
  } else if (inc) out.tenantShare = { value: inc.tenantShareCents, row: inc.row };
  out.components = [...allShares.filter((s) => s !== pickShare), ...of('component')].map((f) => ({
    value: money(f.row),
    row: f.row,
  }));

  // Several rows can name the fee ("CAM Tenant Share (admin fee basis)", then "Admin Fee (5% of
  // ...)"): the fee is the one the arithmetic adds to the share to make the total due, else the
  // one stating its rate, else the first.
  const fees = of('adminFee');
  const dueRow = of('totalDue')[0];
  const shareCents = out.tenantShare?.value ?? null;
  const fee =
    (fees.length > 1 && dueRow && shareCents !== null
      ? fees.find((f) => Math.abs(shareCents + money(f.row) - money(dueRow.row)) <= 1)
      : undefined) ??
    (fees.length > 1 ? fees.find((f) => parsePercent(f.row.label) !== null) : undefined) ??
    fees[0];
  if (fee) {
    const base = /%\s*(?:of|on)\s+(?:the\s+)?([^)]+?)\s*\)?\s*$/i.exec(fee.row.label);
    const fromSheet = sheet?.kinds.get(fee.row) === 'adminFee' ? sheet.fee : null;
    out.adminFee = {
      value: {
        cents: money(fee.row),
        // The rate in the label ("Admin Fee (15% of CAM)"), else printed as the row's own figure
        // beside the fee ("Administrative fee 12% | 4,061.07" splits as a rate and an amount).
        pct: fromSheet ? fromSheet.pct : (parsePercent(fee.row.label) ?? rateFigure(fee.row)),
        baseLabel: fromSheet ? fromSheet.baseLabel : base ? (base[1] as string).trim() : null,
      },
      row: fee.row,
    };
  }

  // A "total" share row that is an earlier share row plus the admin fee ("Total Tenant
  // Recoveries" = "Tenant Share of Recoverable Expenses" + "Administrative Fee", as management
  // reports add the fee beneath the share) is the year's charge, not the share: the arithmetic
  // decides, not the word "total".
  const feeCents = out.adminFee?.value.cents;
  if (pickShare && pickShare === totalShare && feeCents) {
    const inner = shares.find(
      (s) => s.index < pickShare.index && Math.abs(money(s.row) + feeCents - money(pickShare.row)) <= 1,
    );
    if (inner) {
      out.totalDue = { value: money(pickShare.row), row: pickShare.row };
      out.tenantShare = { value: money(inner.row), row: inner.row };
      out.components = out.components.filter((c) => c.row !== inner.row);
    }
  }

  const est = of('estimates')[0] ?? installmentsRow(rows, found, tableStart, tableEnd);
  if (est) {
    const counted = sheet?.kinds.get(est.row) === 'estimates' ? sheet.estimates : null;
    out.estimates = {
      value: { cents: Math.abs(money(est.row)), ...(counted ?? monthsTimesMonthly(est.row.label)) },
      row: est.row,
    };
  }

  // No row names the year's charge, but a later one prints the share plus the fee ("With the
  // charge, your total for the year is $60,917.04"): by its arithmetic, that is the charge.
  if (!of('totalDue').length && out.tenantShare && out.adminFee?.value.cents) {
    const want = out.tenantShare.value + out.adminFee.value.cents;
    const after = rows.indexOf(out.adminFee.row);
    const kinded = new Set(found.map((f) => f.row));
    const charge = rows.find(
      (r, i) =>
        i > after && (i < tableStart || i > tableEnd) && !kinded.has(r) && Math.abs(money(r) - want) <= 1,
    );
    if (charge) found.push({ kind: 'totalDue', row: charge, index: rows.indexOf(charge) });
  }

  // "Total due" before the estimates is the year's charge; a due/credit line after them is the balance.
  const dues = [...of('totalDue'), ...of('balance')].sort((a, b) => a.index - b.index);
  for (const d of dues) {
    const after = est ? d.index > est.index : d.kind === 'balance';
    // A worksheet's "charge less estimates" line is signed as printed ("If negative, this is a credit").
    const signed = sheet?.kinds.get(d.row) === 'balance';
    if (after && !out.balance)
      out.balance = { value: signed ? money(d.row) : balanceValue(d.row), row: d.row };
    if (!after && !out.totalDue && d.kind === 'totalDue') out.totalDue = { value: money(d.row), row: d.row };
  }
  return out;
}

/** The component share an admin fee's base names ("15% of CAM share"), when printed. */
export function camComponent(summary: Summary): Read<number> | null {
  return summary.components.find((c) => CAM_COMPONENT.test(c.row.label)) ?? null;
}

/** A fee row's one percentage figure, where it prints one between 0 and 100. */
function rateFigure(row: Row): number | null {
  const pcts = pctAmounts(row).filter((a) => a.value > 0 && a.value < 100);
  return pcts.length === 1 ? (pcts[0]?.value ?? null) : null;
}
