/**
 * Reconciliation statement renderer: dot leaders, column tables (with GL codes, actual and
 * grossed-up columns, per-line tenant share, prior-year comparison), sections with subtotals,
 * base-year deduction, credit or balance wording.
 */
import { commas, fmtDate, type MoneyStyle, money, pct } from '../format';
import type { LineModel, PacketModel, StatementModel } from '../model';
import { type Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';

interface Look {
  ms: MoneyStyle;
  dollarInTable: boolean;
  dateStyle: 'LONG' | 'NUMERIC' | 'SHORT';
  glCodes: boolean;
  neutralBalance: boolean;
  wrapAlign: 'top' | 'bottom';
  title: string;
  estimatesLabel: (s: StatementModel) => string;
  shareLabel: string;
}

const sumOf = (ls: LineModel[]) => ls.reduce((a, l) => a + l.amountCents, 0);

function shareText(s: StatementModel, look: Look): string {
  const p = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  if (!s.showRsf) return `${look.shareLabel}|${p}`;
  return `${look.shareLabel} (${commas(s.shareNumRsf)} / ${commas(s.shareDenRsf)} RSF)|${p}`;
}

export async function renderStatement(m: PacketModel, s: StatementModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const look: Look = {
    ms: { dollar: rng.chance(0.7), parens: rng.chance(0.7) },
    dollarInTable: rng.chance(0.5),
    dateStyle: rng.pick(['LONG', 'NUMERIC', 'SHORT'] as const),
    glCodes: rng.chance(0.35),
    neutralBalance: rng.chance(0.35),
    wrapAlign: rng.pick(['top', 'bottom'] as const),
    title: rng.pick([
      `${s.year} Annual Operating Expense Reconciliation`,
      `Year-End CAM Reconciliation - ${s.year}`,
      `Statement of Additional Rent Adjustment for Calendar Year ${s.year}`,
      `${s.year} Common Area, Tax & Insurance Reconciliation`,
      `Reconciliation of ${s.year} Recoverable Expenses`,
    ]),
    estimatesLabel: rng.pick([
      (x: StatementModel) =>
        `Less: Estimated Payments (${x.estimateMonths} x ${money(x.monthlyEstimateCents)})`,
      (x: StatementModel) =>
        `Less Estimates Billed Jan - Dec ${x.year} (${x.estimateMonths} months @ ${money(x.monthlyEstimateCents)})`,
      (x: StatementModel) =>
        `Less: Payments on Account (${money(x.monthlyEstimateCents)}/mo. x ${x.estimateMonths})`,
    ]),
    shareLabel: rng.pick([
      "Tenant's Pro Rata Share",
      'Your Share',
      "Tenant's Proportionate Share",
      'Pro-Rata %',
    ]),
  };
  const font = rng.pick(['Helvetica', 'Helvetica', 'Times', 'Courier'] as const);
  const w = new PdfWriter({
    font,
    size: font === 'Courier' ? 8.5 : 9.5,
    margin: rng.pick([54, 60, 72]),
    date: s.date,
    title: look.title,
    author: l.property.manager,
    footer: rng.chance(0.5) ? `${l.property.name} | ${s.year} reconciliation | page {n} of {total}` : null,
  });
  const fmt = (c: number) => money(c, look.ms);
  const fmtT = (c: number) => money(c, { ...look.ms, dollar: look.dollarInTable });

  // ---- header
  if (rng.chance(0.5)) {
    w.heading(l.landlord.name, { size: w.size + 3 });
    w.para(
      `c/o ${l.property.manager}\n${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
      { gap: 0.8 },
    );
  } else {
    w.heading(l.property.manager.toUpperCase(), { align: 'center', size: w.size + 2 });
    w.para(
      `Managing agent for ${l.landlord.name}\n${l.property.managerStreet} - ${l.property.city.city}, ${l.property.city.state}`,
      { align: 'center', gap: 0.8 },
    );
  }
  w.heading(look.title, { align: rng.chance(0.5) ? 'center' : 'left', size: w.size + 2 });
  const info: [string, string][] = [
    ['Tenant', l.tenant.name],
    ['Premises', `${l.property.suite}, ${l.property.name}`],
    ['Statement Date', fmtDate(s.date, look.dateStyle)],
    [
      'Period',
      `${fmtDate(`${s.year}-01-01`, look.dateStyle)} - ${fmtDate(`${s.year}-12-31`, look.dateStyle)}`,
    ],
  ];
  if (rng.chance(0.4)) info.push(['Tenant ID', `${rng.pick(['T', 'TEN-', ''])}${rng.int(100, 99999)}`]);
  if (rng.chance(0.5)) {
    const half = Math.ceil(info.length / 2);
    for (let i = 0; i < half; i++) {
      const a = info[i]!;
      const b = info[i + half];
      const cells: Cell[] = [
        { text: `${a[0]}:`, x: w.left, width: 80, bold: true },
        { text: a[1], x: w.left + 82, width: w.contentWidth / 2 - 90 },
      ];
      if (b) {
        cells.push({ text: `${b[0]}:`, x: w.left + w.contentWidth / 2, width: 80, bold: true });
        cells.push({ text: b[1], x: w.left + w.contentWidth / 2 + 82, width: w.contentWidth / 2 - 82 });
      }
      w.row(cells, { gap: 2 });
    }
  } else {
    for (const [k, v] of info)
      w.row(
        [
          { text: `${k}:`, x: w.left, width: 100, bold: true },
          { text: v, x: w.left + 104, width: w.contentWidth - 104 },
        ],
        { gap: 1 },
      );
  }
  w.space(0.8);

  // ---- expense table
  const grossed = s.lines.some((x) => x.actualCents !== null);
  let style = s.style;
  if (grossed && (style === 'LEADERS' || style === 'COMPARATIVE' || style === 'SECTIONS')) style = 'COLUMNS';
  if (style === 'ITEMIZED' && s.mode !== 'ITEMIZED') style = 'COLUMNS';
  if (style === 'COMPARATIVE' && !s.prior) style = 'COLUMNS';
  const showSections = style === 'SECTIONS' || s.mode === 'SECTION' || rng.chance(0.5);
  const subtotals = style === 'SECTIONS' || s.mode === 'SECTION' || (showSections && rng.chance(0.5));
  const gl = (ln: LineModel, i: number) => {
    const base =
      ln.section === 'TAX' ? 7100 : ln.section === 'INS' ? 7200 : ln.section === 'UTIL' ? 6500 : 6100;
    return String(base + i * 10);
  };
  const sectionTotal = (k: string) => s.numbers.sectionTotals[k as keyof typeof s.numbers.sectionTotals] ?? 0;

  if (style === 'LEADERS' || style === 'SECTIONS') {
    for (const k of s.sectionOrder) {
      const ls = s.lines.filter((x) => x.section === k);
      if (showSections) w.para(s.sectionNames[k].toUpperCase(), { style: 'bold', gap: 0.2 });
      for (const ln of ls)
        w.leader(ln.label, fmtT(ln.amountCents), {
          x: w.left + (showSections ? 10 : 0),
          width: w.contentWidth - (showSections ? 10 : 0),
        });
      if (subtotals) {
        const st = s.mode === 'SECTION' ? sectionTotal(k) : sumOf(ls);
        w.leader(`Total ${s.sectionNames[k]}`, fmtT(st), { bold: true });
      }
      w.space(0.3);
    }
    w.leader(
      rng.pick(['TOTAL RECOVERABLE EXPENSES', 'Total Operating Expenses', 'Total Building Expenses']),
      fmt(s.numbers.pool),
      { bold: true },
    );
  } else {
    // column tables
    type Col = {
      head: string;
      width: number;
      value: (ln: LineModel, i: number) => string;
      align: 'left' | 'right';
    };
    const cols: Col[] = [];
    if (look.glCodes) cols.push({ head: 'GL', width: 40, value: gl, align: 'left' });
    const labelWidth = rng.pick([150, 190, 230]);
    cols.push({
      head: rng.pick(['Description', 'Expense', 'Category', 'Account']),
      width: labelWidth,
      value: (ln) => ln.label,
      align: 'left',
    });
    if (style === 'COMPARATIVE') {
      const prior = s.prior!;
      cols.push({
        head: String(prior.year),
        width: 90,
        value: (ln) => (prior.amounts[ln.key] !== undefined ? fmtT(prior.amounts[ln.key]!) : '-'),
        align: 'right',
      });
      cols.push({ head: String(s.year), width: 90, value: (ln) => fmtT(ln.amountCents), align: 'right' });
      cols.push({
        head: '% Chg',
        width: 55,
        value: (ln) => {
          const p = prior.amounts[ln.key];
          return p ? `${(((ln.amountCents - p) / p) * 100).toFixed(1)}%` : 'n/a';
        },
        align: 'right',
      });
    } else if (grossed) {
      cols.push({
        head: 'Actual',
        width: 90,
        value: (ln) => fmtT(ln.actualCents ?? ln.amountCents),
        align: 'right',
      });
      cols.push({
        head: rng.pick(['Grossed-Up', 'Adjusted', `At ${s.grossUpPct}% Occ.`]),
        width: 90,
        value: (ln) => fmtT(ln.amountCents),
        align: 'right',
      });
    } else if (style === 'ITEMIZED') {
      cols.push({
        head: rng.pick(['Building Total', 'Total Cost']),
        width: 95,
        value: (ln) => fmtT(ln.amountCents),
        align: 'right',
      });
      cols.push({
        head: rng.pick(['Your Share', 'Tenant Share']),
        width: 85,
        value: (ln) => fmtT(s.numbers.lineShares[s.lines.indexOf(ln)]!),
        align: 'right',
      });
    } else {
      cols.push({
        head: rng.pick(['Amount', `${s.year} Actual`, 'Building Total']),
        width: 100,
        value: (ln) => fmtT(ln.amountCents),
        align: 'right',
      });
    }
    const total = cols.reduce((a, c) => a + c.width, 0);
    const scale = Math.min(1, w.contentWidth / total);
    const xs: number[] = [];
    let x = w.left;
    for (const c of cols) {
      xs.push(x);
      x += c.width * scale + (w.contentWidth - total * scale) / cols.length;
    }
    const widthOf = (i: number) => cols[i]!.width * scale - 4;
    const lastX = xs[cols.length - 1]! + widthOf(cols.length - 1);
    w.row(
      cols.map((c, i) => ({ text: c.head, x: xs[i]!, width: widthOf(i), align: c.align, bold: true })),
      { valign: 'bottom' },
    );
    w.rule({ x2: lastX });
    const labelCol = look.glCodes ? 1 : 0;
    let idx = 0;
    for (const k of s.sectionOrder) {
      const ls = s.lines.filter((ln) => ln.section === k);
      if (showSections)
        w.row([{ text: s.sectionNames[k], x: xs[labelCol]!, width: 300, bold: true }], { gap: 2 });
      for (const ln of ls) {
        w.row(
          cols.map((c, i) => ({ text: c.value(ln, idx), x: xs[i]!, width: widthOf(i), align: c.align })),
          { gap: 2, valign: look.wrapAlign },
        );
        idx++;
      }
      if (subtotals) {
        const cells: Cell[] = [
          { text: `Subtotal ${s.sectionNames[k]}`, x: xs[labelCol]!, width: widthOf(labelCol), bold: true },
        ];
        const valueCol =
          style === 'COMPARATIVE'
            ? cols.length - 2
            : style === 'ITEMIZED'
              ? cols.length - 2
              : cols.length - 1;
        cells.push({
          text: fmtT(s.mode === 'SECTION' ? sectionTotal(k) : sumOf(ls)),
          x: xs[valueCol]!,
          width: widthOf(valueCol),
          align: 'right',
          bold: true,
        });
        if (style === 'ITEMIZED') {
          const shares = ls.reduce((a, ln) => a + s.numbers.lineShares[s.lines.indexOf(ln)]!, 0);
          cells.push({
            text: fmtT(shares),
            x: xs[cols.length - 1]!,
            width: widthOf(cols.length - 1),
            align: 'right',
            bold: true,
          });
        }
        w.row(cells, { gap: 4 });
      }
    }
    w.rule({ x2: lastX });
    const valueCol = style === 'COMPARATIVE' || style === 'ITEMIZED' ? cols.length - 2 : cols.length - 1;
    const totalCells: Cell[] = [
      {
        text: rng.pick(['Total Operating Expenses', 'TOTAL', 'Total Recoverable Costs']),
        x: xs[labelCol]!,
        width: widthOf(labelCol),
        bold: true,
      },
      { text: fmt(s.numbers.pool), x: xs[valueCol]!, width: widthOf(valueCol), align: 'right', bold: true },
    ];
    if (style === 'ITEMIZED')
      totalCells.push({
        text: fmt(s.numbers.tenantShare),
        x: xs[cols.length - 1]!,
        width: widthOf(cols.length - 1),
        align: 'right',
        bold: true,
      });
    w.row(totalCells, { gap: 6 });
  }
  w.space(0.5);
  if (s.occupancyPct !== null) {
    w.para(
      grossed
        ? `Average ${s.year} occupancy: ${s.occupancyPct}%. Expenses that vary with occupancy have been adjusted to ${s.grossUpPct}% occupancy as provided in the lease.`
        : `Average occupancy for ${s.year} was ${s.occupancyPct}%.`,
      { style: 'italic', size: w.size - 0.5 },
    );
  }

  // ---- tenant calculation
  w.space(0.4);
  w.para(rng.pick(['TENANT CALCULATION', 'Your Share of Expenses', 'Summary']), { style: 'bold', gap: 0.2 });
  const sumWidth = w.contentWidth * rng.pick([0.8, 0.9, 1]);
  const lx = w.left;
  const dot = rng.chance(0.7) ? '.' : ' ';
  const sumLine = (label: string, amount: string, bold = false) =>
    w.leader(label, amount, { x: lx, width: sumWidth, bold, dot });
  const [shareLabel, sharePct] = shareText(s, look).split('|') as [string, string];
  if (s.base) {
    sumLine(rng.pick(['Total Operating Expenses', 'Operating Expenses (as adjusted)']), fmt(s.numbers.pool));
    sumLine(`Less: Base Year (${s.base.year}) Expenses`, fmt(-s.base.deductionCents));
    sumLine(rng.pick(['Excess over Base Year', 'Increase over Base Year']), fmt(s.numbers.excess!));
    sumLine(shareLabel, sharePct);
    sumLine(
      rng.pick(["Tenant's Share of Excess", 'Your Share of the Increase']),
      fmt(s.numbers.tenantShare),
      true,
    );
  } else if (s.mode === 'SECTION') {
    sumLine(shareLabel, sharePct);
    const prefix = rng.pick(["Tenant's Share of", 'Your Share -', 'Share of']);
    for (const k of s.sectionOrder)
      sumLine(`${prefix} ${s.sectionNames[k]}`, fmt(s.numbers.sectionShares[k]!));
    sumLine(rng.pick(["Total Tenant's Share", 'Total Your Share']), fmt(s.numbers.tenantShare), true);
  } else if (s.mode === 'ITEMIZED') {
    sumLine(shareLabel, sharePct);
    sumLine(
      rng.pick(["Tenant's Share (from schedule above)", 'Total Tenant Share']),
      fmt(s.numbers.tenantShare),
      true,
    );
  } else {
    sumLine(
      rng.pick(['Total Recoverable Expenses', 'Total Expenses', 'Total Operating Costs']),
      fmt(s.numbers.pool),
    );
    sumLine(shareLabel, sharePct);
    sumLine(
      rng.pick(["Tenant's Share of Recoverable Expenses", "Tenant's Share", 'Your Share of Expenses']),
      fmt(s.numbers.tenantShare),
      true,
    );
  }
  if (s.fee) {
    const base =
      s.fee.base === 'ALL'
        ? rng.pick(["Tenant's Share", 'total share'])
        : `CAM share ${fmt(s.numbers.camShare!)}`;
    if (s.fee.base === 'CAM' && s.mode === 'TOTAL' && rng.chance(0.5)) {
      sumLine("Tenant's Share of CAM (excl. taxes & insurance)", fmt(s.numbers.camShare!));
      sumLine(`${s.fee.label} @ ${pct(s.fee.pct)}`, fmt(s.numbers.fee));
    } else {
      sumLine(`${s.fee.label} (${pct(s.fee.pct)} of ${base})`, fmt(s.numbers.fee));
    }
  }
  sumLine(
    rng.pick([`Total Due for ${s.year}`, `Total ${s.year} Charges`, 'Total Amount Owed for Year']),
    fmt(s.numbers.totalDue),
    true,
  );
  sumLine(look.estimatesLabel(s), fmt(-s.numbers.estimates));
  const bal = s.numbers.balance;
  if (look.neutralBalance)
    sumLine('BALANCE DUE / (CREDIT)', money(bal, { dollar: true, parens: true }), true);
  else if (bal >= 0)
    sumLine(rng.pick(['BALANCE DUE FROM TENANT', 'AMOUNT DUE', 'Additional Amount Due']), fmt(bal), true);
  else
    sumLine(
      rng.pick(['CREDIT DUE TO TENANT', 'OVERPAYMENT - CREDIT', 'Amount to be Credited to Tenant']),
      fmt(-bal),
      true,
    );
  w.space(1);
  w.para(
    bal >= 0
      ? rng.pick([
          `Please remit ${fmt(bal)} within thirty (30) days. Questions may be directed to ${m.letter?.signer ?? l.landlord.contact} at ${l.property.manager}, (${rng.int(200, 989)}) 555-0${rng.int(100, 199)}.`,
          'Payment of the balance is due with your next rent payment. Supporting invoices are available for review upon written request.',
        ])
      : rng.pick([
          `The credit of ${fmt(-bal)} will be applied to your account and reflected on a future rent invoice.`,
          'Your overpayment will be credited against the next amounts due under the lease.',
        ]),
    { size: w.size - 0.5 },
  );
  return finishPdf(w);
}
