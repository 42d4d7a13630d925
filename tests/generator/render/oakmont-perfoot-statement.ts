/**
 * Family "oakmont-perfoot" (decision 0087), the statement: the family office's "OPERATING EXPENSE
 * ADJUSTMENT", one page as a rule, every cost shown in total and per rentable square foot.
 *
 * The office's plain letterhead (left) with the statement date (right) over a double rule; the
 * title and "Computed per rentable square foot"; a key block (tenant, building, suite, the suite's
 * rentable area, the lease and its basis); a sentence on the method; the table Expense Category |
 * Total Cost | Cost per RSF (base-year leases add Base Year per RSF | Increase per RSF), the costs in
 * three groups (building operations with its subtotal, real estate taxes, insurance) and the total;
 * notes (the stipulated base, the occupancy adjustment, the rounding); then a ruled "YOUR SHARE"
 * block: the cost (or the increase) per RSF × the suite's rentable area, the fee, the total, the
 * monthly estimates × 12 and the balance due or credit. The tenant's percentage is never printed.
 * Table figures without "$", negatives in parentheses; the block in dollars.
 *
 * Every figure comes from the model (model.ts); the arithmetic per RSF is oakmont-perfoot-rsf.ts.
 */
import { commas, fmtDate } from '../format';
import type { PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { officeOf, suiteNo } from './oakmont-perfoot-office';
import { blkMoney, type RsfRow, rateText, rsfTable, shareBlock, tblMoney } from './oakmont-perfoot-rsf';

/** The table's header cells (the tests read them back). */
export function tableHeader(s: StatementModel): string[] {
  return s.base
    ? [
        'Expense Category',
        `${s.year} Total Cost`,
        `${s.year} Cost per RSF`,
        `Base Year ${s.base.year} per RSF`,
        'Increase per RSF',
      ]
    : ['Expense Category', `${s.year} Total Cost`, 'Cost per RSF'];
}

/** A table row's printed cells. */
export function rowCells(s: StatementModel, r: RsfRow): string[] {
  const cells = [r.label, tblMoney(r.amount), rateText(r.rate)];
  if (s.base) cells.push(r.baseRate === null ? '—' : rateText(r.baseRate), rateText(r.incRate ?? 0n));
  return cells;
}

export async function renderOakmontPerfootStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const o = officeOf(m);
  const n = s.numbers;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times', 'Helvetica'], {
    size: 9,
    margin: 46,
    date: s.date,
    title: `${s.year} Operating Expense Adjustment - ${o.building} Suite ${suiteNo(m)}`,
    author: o.office,
    footer: `${o.office}  ·  ${o.building}, Suite ${suiteNo(m)}  ·  ${s.year} Operating Expense Adjustment  ·  page {n} of {total}`,
  });
  const d = w.doc;
  // ---- letterhead: the office at the left, the date at the right, a double rule
  const top = d.y;
  w.font('bold', 12);
  d.text(l.landlord.name, w.left, top, { width: 340, lineBreak: false });
  w.font('regular', 8.5);
  d.text(
    `c/o ${o.office}\n${o.officeStreet}\n${p.city.city}, ${p.city.state} ${p.zip}  ·  Telephone ${o.phone}`,
    w.left,
    top + 16,
    { width: 340 },
  );
  w.font('bold', 8);
  d.text('STATEMENT DATE', w.right - 150, top + 2, { width: 150, align: 'right' });
  w.font('regular', 10);
  d.text(fmtDate(s.date, 'LONG'), w.right - 150, top + 13, { width: 150, align: 'right' });
  d.y = top + 56;
  w.rule({ weight: 1, gap: 1.5 });
  w.rule({ weight: 0.4, gap: 10 });
  w.font();
  w.heading(`OPERATING EXPENSE ADJUSTMENT — YEAR ENDED DECEMBER 31, ${s.year}`, {
    align: 'center',
    size: 11.5,
    gap: 0.1,
  });
  w.heading('Computed per rentable square foot', { align: 'center', size: 9, style: 'italic', gap: 0.8 });
  // ---- key block
  const half = w.contentWidth / 2;
  const basis = s.base
    ? `Base Year ${s.base.year} (modified gross), Paragraph 4(b), Alternative A`
    : 'Net: all Operating Expenses, Paragraph 4(b), Alternative B';
  const key: [string, string, string, string][] = [
    ['Tenant:', l.tenant.name, 'Building:', `${o.building}, ${p.street}`],
    [
      'Premises:',
      `Suite ${suiteNo(m)}, ${o.floor} floor`,
      'Your rentable area:',
      `${commas(s.shareNumRsf)} RSF`,
    ],
    ['Lease dated:', fmtDate(l.leaseDate, 'LONG'), 'Basis:', basis],
  ];
  for (const [a, b, c, e] of key)
    w.row(
      [
        { text: a, x: w.left, width: 62, bold: true },
        { text: b, x: w.left + 62, width: half - 100 },
        { text: c, x: w.left + half - 30, width: 88, bold: true },
        { text: e, x: w.left + half + 58, width: half - 58 },
      ],
      { size: 8.5, gap: 2 },
    );
  w.space(0.6);
  w.para(
    `Each cost below is the Building’s cost for ${s.year}, shown in total and per rentable square foot of the Building. As Paragraph 4 of your Lease provides, your share is the ${s.base ? `increase per rentable square foot over the Base Year ${s.base.year}` : 'total per rentable square foot'} multiplied by the rentable area of your Premises.`,
    { size: 8.5, align: 'justify', gap: 0.7 },
  );
  // ---- the table
  const t = rsfTable(m, s);
  const X = s.base
    ? [w.left, w.left + 220, w.left + 310, w.left + 380, w.left + 450, w.right]
    : [w.left, w.left + 300, w.left + 410, w.right];
  const align = ['left', 'right', 'right', 'right', 'right'] as const;
  const trow = (vals: string[], opt: { bold?: boolean; line?: RuleLine; shade?: string | null } = {}) =>
    ruledRow(w, edgeCells(X, vals, align, { bold: opt.bold }), {
      size: 8,
      line: opt.line ?? null,
      shade: opt.shade ?? null,
    });
  const head = () => trow(tableHeader(s), { bold: true, line: 'both', shade: '#ececec' });
  head();
  w.pageHeader = head;
  const blanks = X.slice(2).map(() => '');
  t.groups.forEach((g, gi) => {
    trow([g.title, ...blanks], { bold: true });
    for (const r of g.rows) trow(rowCells(s, { ...r, label: `   ${r.label}` }));
    if (gi === 0) trow(rowCells(s, t.opex), { bold: true, line: 'top' });
  });
  trow(rowCells(s, t.total), { bold: true, line: 'double' });
  w.pageHeader = null;
  w.space(0.7);
  // ---- notes
  const notes: string[] = [];
  if (s.base)
    notes.push(
      `Base Operating Expenses for the Base Year ${s.base.year}, as stipulated in Paragraph 4(b) of your Lease: ${blkMoney(s.base.deductionCents)} in total, ${rateText(t.total.baseRate ?? 0n)} per RSF.${t.groups.some((g) => g.rows.some((r) => r.baseRate === null)) ? ' A cost the Building did not have in the Base Year shows “—”.' : ''}`,
    );
  const grossed = s.lines.filter((ln) => ln.actualCents !== null);
  if (grossed.length && s.grossUpPct !== null)
    notes.push(
      `Costs that vary with occupancy are adjusted to ${s.grossUpPct}% occupancy as Paragraph 4(c) provides${s.occupancyPct !== null ? ` (average occupancy for ${s.year}: ${s.occupancyPct}%)` : ''}: ${grossed.map((ln) => `${ln.label}, actual ${tblMoney(ln.actualCents!)}`).join('; ')}.`,
    );
  else if (s.occupancyPct !== null) notes.push(`Average occupancy for ${s.year}: ${s.occupancyPct}%.`);
  notes.push(
    'Cost per RSF figures in the table are rounded to four places; your share is figured on the unrounded figure shown below.',
  );
  notes.forEach((t2, i) => {
    w.para(`${i + 1}. ${t2}`, { size: 7.5, gap: 0.2 });
  });
  w.space(0.6);
  // ---- YOUR SHARE
  const rows = shareBlock(s);
  w.ensure(rows.length * 16 + 40);
  w.para(`YOUR SHARE FOR ${s.year}`, { style: 'bold', size: 9.5, gap: 0.2 });
  const S = [w.left, w.right - 96, w.right];
  rows.forEach((r, i) => {
    ruledRow(w, edgeCells(S, [r.label, blkMoney(r.amount)], ['left', 'right'], { bold: r.bold }), {
      size: 8.5,
      line: i === 0 ? 'top' : i === rows.length - 1 ? 'double' : r.bold ? 'top' : null,
      shade: i === rows.length - 1 ? '#ececec' : null,
    });
  });
  w.space(0.8);
  w.para(
    n.balance < 0
      ? `The credit of ${blkMoney(-n.balance)} will be applied against your next rent notice.`
      : `The balance of ${blkMoney(n.balance)} will be added to a coming rent notice, or you may remit it now with a copy of this statement.`,
    { size: 8.5, gap: 0.3 },
  );
  w.para(
    `Questions about this statement may be directed to ${o.controller}, Controller, ${o.office}, ${o.phone}. Paragraph 4(h) of your Lease describes your right to examine our records.`,
    { size: 8.5, gap: 0.3 },
  );
  return finishPdf(w);
}
