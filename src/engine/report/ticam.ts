/** The complete TICAM breakdown: taxes, insurance and CAM by year, the cost-per-square-foot chart and every line. */
import type { AuditJson, Statement } from '../types';
import { drawCostChart } from './chart';
import {
  costPerSf,
  statementLabel,
  TICAM_GROUPS,
  TICAM_LABEL,
  type TicamGroup,
  ticamByYear,
  ticamGroup,
} from './facts';
import { humanize, pct, usd } from './format';
import { COLOR, type Column, type Layout, type Row } from './layout';

function change(first: number, last: number): string {
  if (first <= 0) return '-';
  const c = ((last - first) / first) * 100;
  return `${c >= 0 ? '+' : ''}${c.toFixed(1)}%`;
}

export function drawTicam(l: Layout, audit: AuditJson): void {
  l.section('Complete TICAM breakdown', { page: true, kicker: 'Taxes, insurance and CAM' });
  const years = ticamByYear(audit);
  if (!years.length) {
    l.para('No reconciliation statements were submitted, so there is no TICAM breakdown to show.', {
      color: COLOR.muted,
    });
    return;
  }
  l.para(
    'The building costs each reconciliation statement passes through, grouped into taxes, insurance and CAM (everything else), and what the statement billed you. Amounts are as the statements show them, before any correction.',
  );

  const multi = years.length > 1;
  const columns: Column[] = [
    { header: '', weight: 34 },
    ...years.map((y) => ({
      header: y.label,
      weight: 66 / (years.length + (multi ? 0.6 : 0)),
      align: 'right' as const,
    })),
  ];
  if (multi) columns.push({ header: 'Change', weight: (66 * 0.6) / (years.length + 0.6), align: 'right' });
  const row = (
    label: string,
    values: (number | null)[],
    opts: { bold?: boolean; fill?: string; trend?: boolean; fmt?: (v: number) => string } = {},
  ): Row => {
    const fmt = opts.fmt ?? usd;
    const cells = [label, ...values.map((v) => (v === null ? 'Not stated' : fmt(v)))];
    if (multi) {
      const first = values[0];
      const last = values.at(-1);
      cells.push(opts.trend !== false && first != null && last != null ? change(first, last) : '');
    }
    return { cells, bold: opts.bold, fill: opts.fill };
  };
  const stmts = years.map((y) => y.statement);
  const rows: Row[] = [
    ...TICAM_GROUPS.map((g) =>
      row(
        TICAM_LABEL[g],
        years.map((y) => y.pool[g]),
      ),
    ),
    row(
      'Total building costs',
      years.map((y) => y.totalCents),
      { bold: true, fill: COLOR.soft },
    ),
  ];
  if (stmts.some((s, i) => s.totalCents !== null && s.totalCents !== years[i]!.totalCents)) {
    rows.push(
      row(
        'Total as printed on the statement',
        stmts.map((s) => s.totalCents),
      ),
    );
  }
  rows.push(
    row(
      'Your billed share',
      stmts.map((s) => s.billedSharePct),
      { fmt: pct, trend: false },
    ),
  );
  rows.push(
    row(
      'Your share of the costs',
      stmts.map((s) => s.tenantShareCents),
    ),
  );
  if (stmts.some((s) => s.baseYearDeductionCents !== null)) {
    rows.push(
      row(
        'Base-year deduction',
        stmts.map((s) => s.baseYearDeductionCents),
      ),
    );
  }
  if (stmts.some((s) => s.adminFeeCents !== null)) {
    rows.push(
      row(
        'Administrative fee',
        stmts.map((s) => s.adminFeeCents),
      ),
    );
  }
  rows.push(
    row(
      'Total billed to you',
      stmts.map((s) => s.totalDueCents),
      { bold: true, fill: COLOR.soft },
    ),
  );
  rows.push(
    row(
      'Estimates you paid',
      stmts.map((s) => s.estimatesPaidCents),
    ),
  );
  rows.push(
    row(
      'Balance due (negative = credit)',
      stmts.map((s) => s.balanceDueCents),
      { trend: false },
    ),
  );
  l.table(columns, rows, { zebra: false });

  const chart = costPerSf(audit);
  if (chart) drawCostChart(l, chart);
  else {
    l.para(
      'Cost per square foot is not shown: the rentable area of the building or of your premises is not stated in the documents.',
      { size: 9, color: COLOR.muted },
    );
  }
  drawLines(l, stmts);
}

/** Every statement line, matched across years by label, grouped into taxes, insurance and CAM. */
function drawLines(l: Layout, stmts: Statement[]): void {
  if (!stmts.some((s) => s.lines.length)) return;
  // Start the line table where a few rows fit under its heading, not with one orphaned row.
  l.ensure(150);
  l.subheading('Line by line');
  type Entry = { label: string; category: string; group: TicamGroup; amounts: (number | null)[] };
  const entries = new Map<string, Entry>();
  stmts.forEach((s, i) => {
    for (const line of s.lines) {
      const key = `${ticamGroup(line.category)}|${line.label.trim().toLowerCase()}`;
      let e = entries.get(key);
      if (!e) {
        e = {
          label: line.label.trim(),
          category: humanize(line.category),
          group: ticamGroup(line.category),
          amounts: stmts.map(() => null),
        };
        entries.set(key, e);
      }
      e.amounts[i] = (e.amounts[i] ?? 0) + line.amountCents;
    }
  });
  const columns: Column[] = [
    { header: 'Expense', weight: 36 },
    { header: 'Category', weight: 20 },
    ...stmts.map((s) => ({ header: statementLabel(s), weight: 44 / stmts.length, align: 'right' as const })),
  ];
  const rows: Row[] = [];
  for (const g of TICAM_GROUPS) {
    const group = [...entries.values()].filter((e) => e.group === g);
    if (!group.length) continue;
    rows.push(
      ...group.map((e) => ({
        cells: [e.label, e.category, ...e.amounts.map((a) => (a === null ? '-' : usd(a)))],
      })),
    );
    const sums = stmts.map((_, i) => group.reduce((s, e) => s + (e.amounts[i] ?? 0), 0));
    rows.push({
      cells: [`Subtotal ${TICAM_LABEL[g].split(' (')[0]}`, '', ...sums.map((v) => usd(v))],
      bold: true,
      fill: COLOR.soft,
    });
  }
  l.table(columns, rows, { size: 8.5 });
}
