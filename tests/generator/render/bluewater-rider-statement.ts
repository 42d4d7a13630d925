/**
 * Family "bluewater-rider" (decision 0088), the statement: the developer's office fills in its
 * "Common Area Maintenance, Tax and Insurance Reconciliation Worksheet" the way a tax worksheet is
 * laid out: twenty numbered lines, each an instruction that names the lines it uses ("Line 9.
 * Multiply Line 7 by Line 6") with its amount in a box at the right, then an attached "Schedule A"
 * whose three parts (common area maintenance, real estate taxes, insurance) list the costs and
 * carry their totals to Lines 1, 2 and 3.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, commas, fmtDate, money } from '../format';
import type { PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { boxedRow } from './blocks';
import { feeRef, riderPlan } from './bluewater-rider-addendum';
import { riderCenterOf } from './bluewater-rider-center';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** The worksheet's figures: "1,234.56", a credit "-1,234.56", no "$". */
export const wsMoney = (cents: number) => money(cents, { dollar: false });

/** A line left empty on the worksheet. */
export const NIL = '-0-';

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

/** Schedule A's three parts: their titles, lines and totals (which carry to Lines 1, 2 and 3). */
export function scheduleParts(
  s: StatementModel,
): { title: string; lines: { label: string; amount: number }[]; total: number }[] {
  const part = (title: string, pred: (c: string) => boolean) => {
    const lines = s.lines
      .filter((ln) => pred(ln.category))
      .map((ln) => ({ label: ln.label, amount: ln.amountCents }));
    return { title, lines, total: lines.reduce((a, x) => a + x.amount, 0) };
  };
  return [
    part('PART I – COMMON AREA MAINTENANCE', isCam),
    part('PART II – REAL ESTATE TAXES', (c) => c === 'TAX'),
    part('PART III – INSURANCE', (c) => c === 'INSURANCE'),
  ];
}

/** The billed share as the worksheet prints it: "4.1313%". */
export const shareText = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** The worksheet's twenty lines: [number, instruction, entry] (the tests read them back). */
export function worksheetLines(m: PacketModel, s: StatementModel): [number, string, string][] {
  const n = s.numbers;
  const [cam, tax, ins] = scheduleParts(s);
  const area = riderPlan(m).replaces.AREA;
  const fee = s.fee;
  const feeOf = fee?.base === 'ALL' ? 9 : 8;
  const bal = n.balance;
  return [
    [1, 'Common area maintenance expenses (Schedule A, Part I total)', wsMoney(cam!.total)],
    [2, 'Real estate taxes (Schedule A, Part II total)', wsMoney(tax!.total)],
    [3, 'Insurance premiums (Schedule A, Part III total)', wsMoney(ins!.total)],
    [4, `Floor Area of the Premises in square feet (Lease Addendum ¶${area})`, commas(s.shareNumRsf)],
    [5, `Floor Area of the Shopping Center in square feet (Lease Addendum ¶${area})`, commas(s.shareDenRsf)],
    [
      6,
      m.spec.lease.shareStated
        ? 'Tenant’s Pro Rata Share (Line 4 / Line 5; as stated in Lease ¶8.1)'
        : 'Tenant’s Pro Rata Share (Line 4 / Line 5)',
      shareText(s),
    ],
    [7, 'Total operating costs. Add Lines 1, 2 and 3', wsMoney(n.pool)],
    [8, 'Multiply Line 1 by Line 6. Tenant’s share of common area maintenance', wsMoney(n.camShare ?? 0)],
    [9, 'Multiply Line 7 by Line 6. Tenant’s share of operating costs', wsMoney(n.tenantShare)],
    [10, `Administrative fee rate (${feeRef(m)}). If none, enter -0-`, fee ? `${fee.pct}%` : NIL],
    [11, `Administrative fee. Multiply Line ${feeOf} by Line 10`, fee ? wsMoney(n.fee) : NIL],
    [12, `Add Lines 9 and 11. Total additional rent for ${s.year}`, wsMoney(n.totalDue)],
    [13, `Monthly estimated payment billed during ${s.year}`, wsMoney(s.monthlyEstimateCents)],
    [14, 'Number of monthly estimated payments billed', String(s.estimateMonths)],
    [15, 'Multiply Line 13 by Line 14. Estimated payments billed', wsMoney(n.estimates)],
    [16, 'Subtract Line 15 from Line 12. If negative, this is a credit', wsMoney(bal)],
    [
      17,
      'If Line 16 is more than zero, enter it here. This is the amount you owe',
      bal > 0 ? wsMoney(bal) : NIL,
    ],
    [
      18,
      'If Line 16 is less than zero, enter it here as a positive amount. This is your credit',
      bal < 0 ? wsMoney(-bal) : NIL,
    ],
    [19, 'Pay the amount on Line 17 on or before', bal > 0 ? fmtDate(addDays(s.date, 30), 'NUMERIC') : NIL],
    [20, 'The credit on Line 18 will be applied to', bal < 0 ? 'your next rent invoice' : NIL],
  ];
}

export async function renderBluewaterRiderStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = riderCenterOf(m);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 50,
    date: s.date,
    title: `${s.year} CAM, Tax and Insurance Reconciliation Worksheet - ${c.space}`,
    author: l.landlord.name,
    footer: `Worksheet CTI-1 (rev. 2019)   ${p.name} – ${c.space}   Page {n} of {total}`,
  });
  const d = w.doc;
  // ---- the form's head: its code at the left, its title, the year boxed at the right
  const top = d.y;
  w.font('bold', 8);
  d.text('Worksheet\nCTI-1', w.left + 4, top + 6, { width: 60 });
  w.font('bold', 12);
  d.text('COMMON AREA MAINTENANCE, TAX AND INSURANCE\nRECONCILIATION WORKSHEET', w.left + 70, top + 2, {
    width: w.contentWidth - 140,
    align: 'center',
  });
  w.font('regular', 8);
  d.text(
    `${l.landlord.name} · ${p.managerStreet}, ${p.city.city}, ${p.city.state} · ${c.officePhone}`,
    w.left + 70,
    d.y + 2,
    {
      width: w.contentWidth - 140,
      align: 'center',
    },
  );
  w.font('bold', 16);
  d.text(String(s.year), w.right - 62, top + 8, { width: 58, align: 'center' });
  w.box(w.left, top, 64, 40);
  w.box(w.right - 66, top, 66, 40);
  d.y = top + 46;
  w.rule({ weight: 1.2, gap: 6 });
  const third = w.contentWidth / 3;
  const key = (cells: [string, string][]) =>
    boxedRow(
      w,
      cells.map(([k, v], i) => ({ text: `${k}\n${v}`, x: w.left + i * third, width: third })),
      8,
      { pad: 3 },
    );
  key([
    ['Tenant', l.tenant.name],
    ['Space', `${c.space}, ${p.name}`],
    ['Lease dated', fmtDate(l.leaseDate, 'NUMERIC')],
  ]);
  key([
    ['Period covered', `01/01/${s.year} – 12/31/${s.year}`],
    ['Date prepared', fmtDate(s.date, 'NUMERIC')],
    ['Prepared by', `${c.principal}, ${c.principalTitle}`],
  ]);
  w.space(0.8);
  w.para(
    `This worksheet reconciles the estimated payments you made for ${s.year} with your share of the Shopping Center’s common area maintenance expenses, real estate taxes and insurance under Paragraph 8 of your Lease and its Addendum. The expenses are itemized on the attached Schedule A.`,
    { size: 8.5, gap: 0.6 },
  );
  // ---- Lines 1-20: number, instruction with leaders, the amount in a box at the right
  const boxL = w.right - 104;
  const textL = w.left + 40;
  for (const [no, label, entry] of worksheetLines(m, s)) {
    w.font('regular', 9);
    const maxW = boxL - 10 - textL;
    const words = label.split(' ');
    const rows: string[] = [];
    let cur = '';
    for (const word of words) {
      const next = cur ? `${cur} ${word}` : word;
      if (d.widthOfString(next) > maxW - 20 && cur) {
        rows.push(cur);
        cur = word;
      } else cur = next;
    }
    rows.push(cur);
    const h = rows.length * 11 + 7;
    w.ensure(h + 2);
    const y = d.y;
    w.font('bold', 9);
    d.text(`Line ${no}.`, w.left + 2, y + 4, { lineBreak: false });
    w.font('regular', 9);
    rows.forEach((r, i) => {
      d.text(r, textL, y + 4 + i * 11, { lineBreak: false });
    });
    const lastY = y + 4 + (rows.length - 1) * 11;
    const endX = textL + d.widthOfString(rows[rows.length - 1]!) + 4;
    const dotW = d.widthOfString('.');
    const dots = Math.floor((boxL - 6 - endX) / dotW);
    if (dots > 2) d.text('.'.repeat(dots), boxL - 6 - dots * dotW, lastY, { lineBreak: false });
    w.font(no === 16 || no === 12 ? 'bold' : 'regular', 9);
    d.text(entry, boxL, lastY, { width: 100, align: 'right', lineBreak: false });
    w.box(boxL - 2, y + 1, w.right - boxL + 2, h - 2, 0.5);
    d.moveTo(w.left, y + h)
      .lineTo(boxL - 2, y + h)
      .lineWidth(0.3)
      .stroke();
    d.x = w.left;
    d.y = y + h;
  }
  w.space(0.8);
  w.para(
    `Questions about this worksheet: ${c.principal}, ${c.officePhone}, ${c.billingEmail}. Under ${
      riderPlan(m).replaces.AUDIT ? `Addendum ¶${riderPlan(m).replaces.AUDIT}` : 'Lease ¶8.7'
    } you may review our records for ${s.year} on written notice.`,
    { size: 8, style: 'italic', gap: 0.3 },
  );
  // ---- Schedule A, on its own page
  w.newPage();
  w.heading(`SCHEDULE A – DETAIL OF OPERATING COSTS, ${s.year}`, { size: 11, gap: 0.1 });
  w.para(`Attach to Worksheet CTI-1 · ${p.name} · ${c.space}, ${l.tenant.name}`, {
    size: 8,
    gap: 0.6,
  });
  scheduleParts(s).forEach((part, i) => {
    w.ensure(60);
    w.para(part.title, { style: 'bold', size: 9, gap: 0.2 });
    for (const ln of part.lines)
      w.leader(ln.label, wsMoney(ln.amount), { x: w.left + 14, width: w.contentWidth - 14 });
    w.rule({ x1: w.right - 110, gap: 4 });
    w.leader(`Total Part ${['I', 'II', 'III'][i]} – carry to Worksheet Line ${i + 1}`, wsMoney(part.total), {
      x: w.left + 14,
      width: w.contentWidth - 14,
      bold: true,
    });
    w.space(0.7);
  });
  return finishPdf(w);
}
