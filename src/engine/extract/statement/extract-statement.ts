import type { DocumentText } from '../../pdf/types';
import type { Evidence, Statement } from '../../types';
import { collapseAccountDetail } from './account-detail';
import { fillFromAllocation, setAsideAllocation } from './allocation-schedule';
import { baseYearFigures, perAreaShare, withoutAreaRates } from './area-rates';
import { settleBottomLine } from './bottom-line';
import { dollars, statementChecks } from './checks';
import { readExpenseTable } from './expense-table';
import { withoutFlagColumn } from './flag-column';
import { withoutFormulaNotes } from './formula-notes';
import { findPeriod, findStatementDate, findYear } from './header';
import { applyLayout } from './layout/apply';
import { readOccupancyNotes } from './occupancy-notes';
import { ocrDollarReading } from './ocr-cells';
import { fillOcrSummary } from './ocr-summary';
import { withoutPageCarry } from './page-carry';
import { applyScheduleRecap, readPoolSchedules, scheduleTable } from './pool-schedules';
import { withProseFigures } from './prose-figures';
import { fillFromRecoveryGrid } from './recovery-grid';
import { isTotalRow } from './row-kinds';
import { withoutRowNumbers } from './row-numbers';
import { moneyAmounts, pctAmounts, type Row, readRows, statedFigure } from './rows';
import { pctDecimals, productTolerance, shareByProduct, shareInLabel } from './share-product';
import { type Read, ratioOfShare, readSummary, type Summary } from './summary';
import { withWorksheetPool } from './worksheet-lines';

/**
 * On a scanned page a "$" can be read as a digit ("$5,959.31" -> "35,959.31"). When a summary
 * figure fails the statement's own arithmetic and the reading without its first digit passes, that
 * reading is taken (with a warning); when neither passes the figure is kept as read.
 */
function checkOcrSummary(
  doc: DocumentText,
  summary: Summary,
  total: number | null,
  warnings: string[],
): void {
  const ocrPage = (row: Row) => doc.pages.find((p) => p.page === row.page)?.ocr === true;
  const retry = (name: string, read: Read<number> | null, expected: number | null, tolerance: number) => {
    if (!read || expected === null || !ocrPage(read.row)) return;
    if (Math.abs(Math.abs(read.value) - Math.abs(expected)) <= tolerance) return;
    const last = moneyAmounts(read.row).at(-1);
    const alt = last ? ocrDollarReading(last.raw) : null;
    if (alt === null || Math.abs(alt - Math.abs(expected)) > tolerance) return;
    warnings.push(
      `${doc.file}: ${name} read as ${last?.raw}; the arithmetic gives the reading without a leading digit (OCR "$")`,
    );
    read.value = Math.sign(read.value || 1) * alt;
  };
  const pct = summary.sharePct?.value ?? null;
  const pool =
    summary.excess?.value ?? (total !== null ? total - (summary.baseYear?.value.cents ?? 0) : null);
  if (pct !== null && pool !== null)
    retry(
      "tenant's share",
      summary.tenantShare,
      Math.round((pool * pct) / 100),
      Math.abs(pool) * 0.00005 + 2,
    );
  const share = summary.tenantShare?.value ?? null;
  const charge = share !== null ? share + (summary.adminFee?.value.cents ?? 0) : null;
  retry('total due', summary.totalDue, charge, 1);
  const due = summary.totalDue?.value ?? charge;
  const est = summary.estimates?.value.cents ?? null;
  retry('balance', summary.balance, due !== null && est !== null ? due - est : null, 1);
}

function rowEvidence(file: string, row: Row): Evidence {
  return { file, page: row.page, quote: row.lines[0]?.text ?? row.label };
}

/**
 * Reads a landlord's year-end reconciliation statement: its year, dates, expense lines with
 * categories, the printed total and the tenant's arithmetic, each with verbatim evidence, and
 * checks the statement's own sums. Values not printed are null, never derived.
 */
export function extractStatement(input: DocumentText): { statement: Statement; warnings: string[] } {
  const file = input.file;
  const warnings: string[] = [];
  // A spreadsheet printed with its row numbers and column letters: read without them.
  const numbered = withoutRowNumbers(input);
  if (numbered !== input)
    warnings.push(`${file}: read without the spreadsheet's row numbers and column letters`);
  // Formula notes beside a spreadsheet's figures ("49,244.49 = D32 × 4.6902%"): read without them.
  const noted = withoutFormulaNotes(numbered);
  if (noted !== numbered) warnings.push(`${file}: read without the formula notes beside its figures`);
  // A schedule carried across a page break: read without its carried / brought forward rows.
  const carried = withoutPageCarry(noted);
  if (carried !== numbered)
    warnings.push(`${file}: read without the rows carrying the table across its page break`);
  // Costs printed with their cost per square foot: read without the rates, the area kept.
  // A general-ledger listing's Y / N column: read without it, and without the N rows when a
  // printed total leaves them out.
  const flags = withoutFlagColumn(carried);
  if (flags.dropped)
    warnings.push(`${file}: read without ${flags.dropped} rows flagged N that its totals leave out`);
  const rated = withoutAreaRates(flags.doc);
  // A schedule of every suite's share is no table of expenses: set aside, the tenant's row kept.
  const allocation = setAsideAllocation(rated.doc);
  const doc = allocation.doc;
  if (rated.area !== null)
    warnings.push(
      `${file}: read without its cost-per-square-foot column (each cost over ${Math.round(rated.area)} sq ft)`,
    );
  const evidence: Record<string, Evidence> = {};
  // A general-ledger detail's accounts are the lines, not their transactions.
  const detail = collapseAccountDetail(readRows(doc));
  let rows = detail.rows;
  if (detail.accounts)
    warnings.push(`${file}: read ${detail.accounts} general-ledger accounts from their transactions' totals`);

  const period = findPeriod(doc);
  if (period.evidence) evidence.period = period.evidence;
  const year = findYear(doc, period.end, period.evidence);
  if (year) evidence.year = year.evidence;
  const date = findStatementDate(doc, /due|invoice|period|through|ended|ending/i, period.end);
  if (date) evidence.statementDate = date.evidence;

  let labelTable = readExpenseTable(rows, file, year?.value ?? null);
  let summary = readSummary(rows, labelTable?.start ?? -1, labelTable?.end ?? -1);
  // No labelled row states the tenant's share: a letter may state it in its sentences.
  const prose = summary.tenantShare ? null : withProseFigures(doc, rows);
  if (prose) {
    rows = prose;
    labelTable = readExpenseTable(rows, file, year?.value ?? null);
    summary = readSummary(rows, labelTable?.start ?? -1, labelTable?.end ?? -1);
    if (summary.tenantShare)
      warnings.push(`${file}: the tenant's arithmetic read from the letter's sentences`);
  }
  labelTable = withWorksheetPool(labelTable, summary.sheetPool);
  if (labelTable) warnings.push(...labelTable.warnings.map((w) => `${file}: ${w}`));
  warnings.push(...summary.warnings.map((w) => `${file}: ${w}`));
  // Structure first: a recap tied by its sums to one schedule per pool, else the geometry
  // reader's table where its arithmetic confirms it, else the labels'.
  const schedules = readPoolSchedules(rows);
  if (schedules) {
    applyScheduleRecap(schedules, summary);
    warnings.push(
      `${file}: read as ${schedules.pools.length} pool schedules tied to a recap of their ${schedules.recap.of}`,
    );
  }
  const table = schedules ? scheduleTable(schedules, file) : applyLayout(doc, labelTable, summary, warnings);
  if (!table) warnings.push(`${file}: no expense lines found`);
  // No row states the share, but every expense line prints the same percentage beside its
  // amounts (a "Share %" column): that percentage is the share applied to each cost.
  if (!summary.sharePct && table && table.start >= 0) {
    const body = rows
      .slice(table.start, table.end + 1)
      .filter((r) => moneyAmounts(r).length && !isTotalRow(r));
    const pcts = body.map((r) => pctAmounts(r));
    const first = pcts[0]?.[0]?.value;
    if (
      body.length >= 3 &&
      first !== undefined &&
      first > 0 &&
      first < 100 &&
      pcts.every((p) => p.length === 1 && p[0]?.value === first)
    ) {
      summary.sharePct = { value: first, row: body[0] as Row };
      warnings.push(`${file}: the share read from the percentage every expense line prints`);
    }
  }
  // Still none: a pool's or the table's foot printing pool, percentage and their product.
  if (!summary.sharePct) {
    const product = shareByProduct(rows);
    if (product) {
      summary.sharePct = { value: product.pct, row: product.row };
      warnings.push(`${file}: the share read from a row printing a pool, a percentage and their product`);
    }
  }
  // Still none: the tenant's share row stating "(5.0100% of 1,754,124.02)" beside its product.
  if (!summary.sharePct && summary.tenantShare) {
    const at = rows.indexOf(summary.tenantShare.row);
    const pct = shareInLabel(summary.tenantShare.row, at >= 0 ? rows[at + 1] : undefined);
    if (pct !== null) {
      summary.sharePct = { value: pct, row: summary.tenantShare.row };
      warnings.push(`${file}: the share read from the tenant's share row's own "% of" arithmetic`);
    }
  }
  // Still none: the tenant's share row prints one percentage in a column of its own ("B Your share
  // of line A  3.7039%  76,791.02") and that percentage of the printed total is its figure, when
  // the lines do not foot that total (else the readers above took it from the lines' sum).
  if (!summary.sharePct && summary.tenantShare && table?.totalCents && !summary.baseYear) {
    const row = summary.tenantShare.row;
    const pcts = pctAmounts(row);
    const figure = statedFigure(row);
    const p = pcts.length === 1 ? (pcts[0] as { value: number; raw: string }) : null;
    if (
      p &&
      p.value > 0 &&
      p.value < 100 &&
      figure !== null &&
      Math.abs((table.totalCents * p.value) / 100 - figure) <=
        productTolerance(table.totalCents, pctDecimals(p.raw))
    ) {
      summary.sharePct = { value: p.value, row };
      warnings.push(
        `${file}: the share read from the tenant's share row: its percentage of the printed total`,
      );
    }
  }
  // Still none: a per-foot statement's "$7.257185883 per RSF x 3,679 RSF" over the pool its
  // cost-per-foot column divides (less the base year's costs a note states, for an increase).
  if (!summary.sharePct && summary.tenantShare && rated.area !== null && table?.totalCents) {
    const row = summary.tenantShare.row;
    const text = row.lines.map((l) => l.text).join(' ');
    const base = summary.baseYear?.value.cents;
    const notes = base === undefined ? baseYearFigures(doc) : [];
    const per = perAreaShare(
      text,
      statedFigure(row) ?? 0,
      table.totalCents,
      rated.area,
      base === undefined ? [0, ...notes.map((n) => n.cents)] : [base],
    );
    if (per) {
      summary.sharePct = { value: per.pct, row };
      const note = notes.find((n) => n.cents === per.deductionCents && per.deductionCents > 0);
      if (note) summary.baseYear = { value: { cents: note.cents, year: note.year }, row: note.row };
      warnings.push(`${file}: the share read as ${per.rate} per sq ft x ${per.premises} sq ft over the pool`);
    }
  }
  if (allocation.tenant) {
    fillFromAllocation(allocation.tenant, summary);
    warnings.push(
      `${file}: the tenant's arithmetic read from its row of the allocation schedule of every suite`,
    );
  }
  // A recovery grid (one row per pool, the tenant's arithmetic as columns) read by its arithmetic.
  if (fillFromRecoveryGrid(rows, summary))
    warnings.push(`${file}: the tenant's arithmetic read from a recovery grid's columns by their sums`);
  // The areas behind the share, where a row other than the share's states them ("Share basis:
  // 11,348 / 154,780 RSF") and their ratio is the printed share.
  if (summary.sharePct && !summary.shareRsf) summary.shareRsf = ratioOfShare(rows, summary.sharePct);
  const tableRange = table && {
    start: table.start,
    end: table.end,
    pages: new Set(table.lines.map((l) => l.evidence.page)),
  };
  for (const w of settleBottomLine(rows, summary, tableRange)) warnings.push(`${file}: ${w}`);
  const notes = readOccupancyNotes(doc);

  const lines = table?.lines ?? [];
  // A "*" marks an adjusted line only where the statement says lines were grossed up.
  if (!notes.mentionsGrossUp) {
    for (const l of lines) l.grossedUp = l.actualCents != null && l.actualCents !== l.amountCents;
  }
  if (!summary.adminFee && lines.some((l) => /\badmin(?:istrative)?\b.*\b(?:fee|charge)/i.test(l.label))) {
    warnings.push(`${file}: an administrative fee is billed as an expense line (on the building total)`);
  }
  const totalCents = table?.totalCents ?? null;
  if (table?.totalRow) evidence.totalCents = rowEvidence(file, table.totalRow);
  else if (table) warnings.push(`${file}: the expense table has no printed total`);

  const put = (key: string, row: Row | undefined) => {
    if (row) evidence[key] = rowEvidence(file, row);
  };
  put('billedSharePct', summary.sharePct?.row);
  put('shareRsf', summary.shareRsf?.row);
  put('baseYearDeductionCents', summary.baseYear?.row);
  put('tenantShareCents', summary.tenantShare?.row);
  put('adminFeeCents', summary.adminFee?.row);
  put('estimatesPaidCents', summary.estimates?.row);
  put('totalDueCents', summary.totalDue?.row);
  put('balanceDueCents', summary.balance?.row);
  if (notes.occupancyEvidence) evidence.occupancyPct = notes.occupancyEvidence;
  if (notes.grossUpEvidence) evidence.grossUpPct = notes.grossUpEvidence;

  if (doc.ocrPages.length) fillOcrSummary(doc, rows, summary, totalCents, warnings);
  checkOcrSummary(doc, summary, totalCents, warnings);
  const checks = statementChecks(table, summary, totalCents);
  // A balance printed without a sign cue takes the sign its arithmetic gives.
  let balance = summary.balance?.value ?? null;
  const balanceCheck = checks.find((c) => c.name === 'balance');
  if (balance !== null && balanceCheck && !balanceCheck.ok && summary.estimates) {
    const due =
      summary.totalDue?.value ?? (summary.tenantShare?.value ?? 0) + (summary.adminFee?.value.cents ?? 0);
    const expected = due - summary.estimates.value.cents;
    if (Math.abs(Math.abs(expected) - Math.abs(balance)) <= 1 && Math.sign(expected) !== Math.sign(balance)) {
      balance = -balance;
      const idx = checks.indexOf(balanceCheck);
      checks[idx] = {
        ...balanceCheck,
        ok: true,
        detail: `${balanceCheck.detail}; sign read from the arithmetic`,
      };
    }
  }
  for (const c of checks) if (!c.ok) warnings.push(`${file}: check ${c.name} failed: ${c.detail}`);
  // Lines that do not foot their printed total were still read whole where a sibling column of the
  // same rows foots its own total (a text layer only: OCR can drop a row from every column alike).
  const whole = table?.wholeBy;
  if (whole && !doc.ocrPages.length && checks.some((c) => c.name === 'lines_foot_total' && !c.ok)) {
    checks.push({
      name: 'rows_whole',
      ok: true,
      detail: `column ${whole.column} of the same ${lines.length} rows foots its printed total ${dollars(whole.cents)}`,
    });
  }
  // ...or where each pool's lines foot to its printed subtotal and the subtotals add up to all the
  // lines: a dropped line would leave its pool's subtotal unfooted, so only the grand total is off.
  const subs = table?.subtotals ?? [];
  const lineSum = lines.reduce((s, l) => s + l.amountCents, 0);
  if (
    !doc.ocrPages.length &&
    subs.length >= 2 &&
    !checks.some((c) => c.name === 'rows_whole') &&
    checks.some((c) => c.name === 'lines_foot_total' && !c.ok) &&
    subs.every((s) => Math.abs(s.lineSum - s.cents) <= 1) &&
    Math.abs(subs.reduce((s, x) => s + x.cents, 0) - lineSum) <= subs.length
  ) {
    checks.push({
      name: 'rows_whole',
      ok: true,
      detail: `each of the ${subs.length} pools' lines foots to its printed subtotal, and the subtotals add up to the lines' ${dollars(lineSum)}`,
    });
  }

  // The statement's summary was read: no admin fee line means none was charged.
  const summaryRead = summary.tenantShare !== null || summary.totalDue !== null;
  const statement: Statement = {
    file,
    year: year?.value ?? null,
    statementDate: date?.value ?? null,
    periodStart: period.start,
    periodEnd: period.end,
    lines,
    totalCents,
    billedSharePct: summary.sharePct?.value ?? null,
    shareNumeratorRsf: summary.shareRsf?.value.numerator ?? null,
    shareDenominatorRsf: summary.shareRsf?.value.denominator ?? null,
    baseYearDeductionCents: summary.baseYear?.value.cents ?? null,
    baseYearLabel: summary.baseYear?.value.year ?? null,
    tenantShareCents: summary.tenantShare?.value ?? null,
    adminFeeCents: summary.adminFee?.value.cents ?? (summaryRead ? 0 : null),
    adminFeePct: summary.adminFee?.value.pct ?? null,
    adminFeeBaseLabel: summary.adminFee?.value.baseLabel ?? null,
    occupancyPct: notes.occupancyPct,
    grossUpPct: notes.grossUpPct,
    estimatesPaidCents: summary.estimates?.value.cents ?? null,
    estimateMonths: summary.estimates?.value.months ?? null,
    monthlyEstimateCents: summary.estimates?.value.monthlyCents ?? null,
    totalDueCents: summary.totalDue?.value ?? null,
    balanceDueCents: balance,
    checks,
    evidence,
  };
  for (const [key, value] of Object.entries({
    year: statement.year,
    totalCents,
    billedSharePct: statement.billedSharePct,
    tenantShareCents: statement.tenantShareCents,
    balanceDueCents: balance,
  })) {
    if (value === null) warnings.push(`${file}: could not read ${key}`);
  }
  return { statement, warnings };
}
