/**
 * Family "cedar-labs" (decision 0070): a lab/office suite in a multi-tenant technology building
 * of a university research park, owned and run by the park's not-for-profit corporation, whose
 * business office prints the statements and bills from the university's accounting system.
 *
 * - Lease (cedar-labs-lease.ts): a Lease Summary Page of captioned figures, a Table of Contents,
 *   run-in capital sections "5. OPERATING COSTS:", areas in gross square feet, the Building's gsf
 *   only in Attachment I.
 * - Statement: a numbered-line FORM ("Form RP-23 OPERATING RENT RECONCILIATION"), Parts I-IV whose
 *   lines carry their number twice (left, and in a boxed cell before the amount) with their
 *   instruction ("line 1 multiplied by line 4"); then Schedule A, the Building's costs as lines
 *   ... with the Lease reference of each cost ("5.A.3)"), subtotals by group and the
 *   total carried to line 1. No "$", credits in angle brackets "<1,234.56>", dates "MAR 04, 2025".
 * - Bill: an AUTOMATIC PAYMENT NOTICE (pre-authorized ACH debit): the debit date, the bank account
 *   ending ####, the charges to be debited (Charge | Description | Service Period | Amount), a
 *   returned debit of the prior month and its late payment fee as charges, "TOTAL TO BE DEBITED".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { addDays, addMonths, commas, MONTHS, money, monthYear, parseIso } from '../format';
import type { BillLineModel, LineModel, PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { boxedRow, edgeCells } from './blocks';
import { parkOf } from './cedar-labs-park';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

export { renderCedarLabsLease } from './cedar-labs-lease';

/** The form's money: "1,234.56", a credit "<1,234.56>", no "$". */
export const formMoney = (cents: number) =>
  cents < 0 ? `<${money(-cents, { dollar: false })}>` : money(cents, { dollar: false });

/** "MAR 04, 2025": the business office's dates. */
export function upperDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${MONTHS[m - 1]!.slice(0, 3).toUpperCase()} ${String(d).padStart(2, '0')}, ${y}`;
}

/** "04/01/2025 - 04/30/2025": a month's service period. */
export function servicePeriod(firstOfMonth: string): string {
  const last = addDays(addMonths(firstOfMonth, 1), -1);
  const f = (iso: string) => {
    const { y, m, d } = parseIso(iso);
    return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  };
  return `${f(firstOfMonth)} - ${f(last)}`;
}

/** The item of Section 5.A of the lease a cost falls under ("5.A.3)"). */
export function leaseRef(ln: Pick<LineModel, 'key' | 'category'>): string {
  const byKey: Record<string, string> = {
    tax: '1)',
    insurance: '2)',
    janitorial: '3)',
    trash: '3)',
    landscaping: '4)',
    snow: '5)',
    electric: '6)',
    water: '7)',
    parking: '8)',
    mgmt: '10)',
    capital: '12)',
  };
  const byCategory: Partial<Record<ExpenseCategory, string>> = {
    CONTROLLABLE: '9)',
    UTILITIES: '6)',
    TAX: '1)',
    INSURANCE: '2)',
    MANAGEMENT_FEE: '10)',
  };
  return `5.A.${byKey[ln.key] ?? byCategory[ln.category] ?? '12)'}`;
}

/** The form's numbered lines of the tenant's calculation, in print order. */
export interface FormLine {
  no: number;
  part: string | null;
  text: string;
  value: string;
}

export function formLines(s: StatementModel, scheduleTotalLine: string): FormLine[] {
  const n = s.numbers;
  const out: FormLine[] = [];
  let no = 0;
  const add = (part: string | null, text: string, value: string) => {
    no += 1;
    out.push({ no, part, text, value });
    return no;
  };
  const l1 = add(
    'PART I - OPERATING COSTS OF THE BUILDING',
    `Total Operating Costs of the Building for the year (from Schedule A, line ${scheduleTotalLine})`,
    formMoney(n.pool),
  );
  const l2 = add(
    "PART II - TENANT'S PRO RATA SHARE (Lease Section 5.B)",
    'Gross square feet in the Demised Premises (Lease Summary Page)',
    commas(s.shareNumRsf),
  );
  const l3 = add(null, 'Gross square feet in the Building (Lease Attachment I)', commas(s.shareDenRsf));
  const l4 = add(
    null,
    `Tenant's pro rata share (line ${l2} divided by line ${l3}, as a percent)`,
    `${s.sharePct.toFixed(s.shareDecimals)}%`,
  );
  const l5 = add(
    null,
    `Tenant's pro rata share of Operating Costs (line ${l1} multiplied by line ${l4})`,
    formMoney(n.tenantShare),
  );
  let total = l5;
  if (s.fee) {
    const part = 'PART III - ADMINISTRATIVE FEE (Lease Section 5.D)';
    let feeBase = l5;
    if (s.fee.base === 'CAM')
      feeBase = add(
        part,
        "Tenant's pro rata share of Operating Costs other than Taxes and insurance",
        formMoney(n.camShare!),
      );
    const lf = add(
      s.fee.base === 'CAM' ? null : part,
      `Administrative fee (${s.fee.pct} percent of line ${feeBase})`,
      formMoney(n.fee),
    );
    total = add(null, `Total Operating Rent for the year (add lines ${l5} and ${lf})`, formMoney(n.totalDue));
  }
  const paid = add(
    `PART ${s.fee ? 'IV' : 'III'} - OPERATING RENT PAID AND BALANCE (Lease Section 5.F)`,
    `Operating Rent billed for the year (${s.estimateMonths} monthly installments of ${formMoney(s.monthlyEstimateCents)})`,
    formMoney(n.estimates),
  );
  add(
    null,
    `Balance (line ${total} minus line ${paid}). A positive amount is due from Tenant; an amount in < > is a credit to Tenant`,
    formMoney(n.balance),
  );
  return out;
}

/** Schedule A's rows: each cost as line, ... with its lease reference, by group. */
export function scheduleLines(
  s: StatementModel,
): { no: string; ref: string; label: string; cents: number }[] {
  const ordered = s.sectionOrder.flatMap((k) => s.lines.filter((ln) => ln.section === k));
  return ordered.map((ln, i) => ({
    no: `A-${i + 1}`,
    ref: leaseRef(ln),
    label: ln.label,
    cents: ln.amountCents,
  }));
}

// ---------------------------------------------------------------- statement

export async function renderCedarLabsStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const k = parkOf(m);
  const n = s.numbers;
  const F = formMoney;
  const p = l.property;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 48,
    date: s.date,
    title: `Form ${k.formNo} Operating Rent Reconciliation ${s.year}`,
    author: k.office,
    footer: `Form ${k.formNo} (Rev. 07/2019)    ${k.customerNo}    Page {n} of {total}`,
  });
  // ---- header: the park corporation (left), the form number (right)
  const top = w.doc.y;
  w.row([{ text: l.landlord.name, x: w.left, width: 330, bold: true }], { size: 11, gap: 1 });
  w.row(
    [
      {
        text: `by ${k.park} Corporation, managing agent\n${k.office}, ${p.managerStreet}\n${p.city.city}, ${p.city.state} ${p.zip}`,
        x: w.left,
        width: 330,
      },
    ],
    { gap: 2 },
  );
  const after = w.doc.y;
  w.doc.y = top;
  boxedRow(w, [{ x: w.right - 110, width: 110, text: `Form ${k.formNo}`, align: 'center', bold: true }], 11);
  w.doc.y = Math.max(after, w.doc.y) + 10;
  w.heading('OPERATING RENT RECONCILIATION', { align: 'center', size: 14, gap: 0.1 });
  w.para(`Calendar Year ${s.year} (January 1, ${s.year} through December 31, ${s.year})`, {
    align: 'center',
    gap: 0.8,
  });
  // ---- the key boxes
  const third = w.contentWidth / 3;
  const keyRow = (cells: [string, string][]) => {
    boxedRow(
      w,
      cells.map(([h], i) => ({ x: w.left + i * third, width: third, text: h, bold: true, shade: true })),
      7,
    );
    boxedRow(
      w,
      cells.map(([, v], i) => ({ x: w.left + i * third, width: third, text: v })),
      9,
    );
  };
  keyRow([
    ['Tenant', l.tenant.name],
    ['Customer No.', k.customerNo],
    ['Statement Date', upperDate(s.date)],
  ]);
  keyRow([
    ['Building', k.building],
    ['Suite', k.suite],
    ['Lease Dated', upperDate(l.leaseDate)],
  ]);
  w.space(1);

  // ---- the numbered lines
  const sched = scheduleLines(s);
  const totalLine = `A-${sched.length + 1}`;
  const lines = formLines(s, totalLine);
  const numX = w.left;
  const textW = w.contentWidth - 24 - 26 - 100 - 8;
  const boxNoX = w.right - 126;
  for (const fl of lines) {
    if (fl.part) {
      w.space(0.4);
      boxedRow(w, [{ x: w.left, width: w.contentWidth, text: fl.part, bold: true, shade: true }], 8.5);
      w.space(0.3);
    }
    w.font('regular', 9);
    const h = Math.max(w.doc.heightOfString(fl.text, { width: textW }), 11) + 6;
    w.ensure(h + 2);
    const y = w.doc.y;
    w.font('bold', 9);
    w.doc.text(String(fl.no), numX, y + 3, { width: 20, align: 'right' });
    w.font('regular', 9);
    w.doc.text(fl.text, numX + 26, y + 3, { width: textW });
    w.doc.rect(boxNoX, y, 26, h).lineWidth(0.5).stroke();
    w.doc
      .rect(boxNoX + 26, y, 100, h)
      .lineWidth(0.5)
      .stroke();
    w.font('bold', 9);
    w.doc.text(String(fl.no), boxNoX, y + 3, { width: 26, align: 'center' });
    w.font('regular', 9);
    w.doc.text(fl.value, boxNoX + 29, y + 3, { width: 94, align: 'right' });
    w.doc.x = w.left;
    w.doc.y = y + h;
  }
  w.space(1);
  const due = n.balance > 0;
  w.para(
    due
      ? `AMOUNT DUE FROM TENANT: $${money(n.balance, { dollar: false })}. Payment is due within thirty (30) days of receipt of this statement (Lease Section 5.F.iv). If you pay by ACH, the amount will be added to your next automatic debit.`
      : n.balance < 0
        ? `CREDIT TO TENANT: $${money(-n.balance, { dollar: false })}. The credit will be applied against your next monthly Operating Rent (Lease Section 5.F.iv).`
        : 'NO BALANCE: the Operating Rent billed equals your share of the actual Operating Costs.',
    { style: 'bold', gap: 0.6 },
  );
  w.para(
    `Schedule A lists the Operating Costs of the Building. Questions about this statement may be directed to the ${k.office} at ${k.phone} or ${k.email}.`,
    { size: 8.5, gap: 0.4 },
  );

  // ---- Schedule A
  w.newPage();
  w.heading(`SCHEDULE A - OPERATING COSTS OF THE BUILDING, CALENDAR YEAR ${s.year}`, {
    align: 'center',
    size: 11,
    gap: 0.2,
  });
  w.para(`${k.building}, ${k.park}  -  attached to Form ${k.formNo} dated ${upperDate(s.date)}`, {
    align: 'center',
    size: 8.5,
    gap: 0.8,
  });
  const C = { no: w.left, ref: w.left + 44, label: w.left + 104, amt: w.right - 100 };
  const srow = (vals: [string, string, string, string], opt: { bold?: boolean; shade?: boolean } = {}) =>
    boxedRow(
      w,
      edgeCells([C.no, C.ref, C.label, C.amt, w.right], vals, ['left', 'left', 'left', 'right'], {
        bold: opt.bold,
        shade: opt.shade,
      }),
      8.5,
    );
  const head = () => srow(['Line', 'Lease Ref.', 'Description', 'Amount'], { bold: true, shade: true });
  head();
  w.pageHeader = head;
  let i = 0;
  for (const sec of s.sectionOrder) {
    const rows = s.lines.filter((ln) => ln.section === sec);
    if (!rows.length) continue;
    srow(['', '', s.sectionNames[sec], ''], { bold: true });
    for (const _ of rows) {
      const r = sched[i++]!;
      srow([r.no, r.ref, r.label, F(r.cents)]);
    }
    srow(['', '', `Subtotal - ${s.sectionNames[sec]}`, F(n.sectionTotals[sec] ?? 0)], { bold: true });
  }
  srow([totalLine, '', 'TOTAL OPERATING COSTS (carried to line 1)', F(n.pool)], { bold: true, shade: true });
  w.pageHeader = null;
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The notice's charge code and description of a bill line. */
export function achCharge(
  ln: BillLineModel,
  combined: boolean,
  suite: string,
): { code: string; desc: string } {
  const mon = monthYear(ln.period);
  switch (ln.kind) {
    case 'BASE_RENT':
      return { code: 'RENT', desc: `Base Rent - Suite ${suite}` };
    case 'CAM_ESTIMATE':
      return combined
        ? { code: 'OPRENT', desc: 'Operating Rent (estimate)' }
        : { code: 'OPRENT', desc: 'Operating Rent (estimate) - operations' };
    case 'TAX_ESTIMATE':
      return { code: 'OPTAX', desc: 'Operating Rent (estimate) - Taxes' };
    case 'INSURANCE_ESTIMATE':
      return { code: 'OPINS', desc: 'Operating Rent (estimate) - insurance' };
    case 'OPEX_ESTIMATE':
      return { code: 'OPRENT', desc: 'Operating Rent (estimate)' };
    case 'RECON':
      return {
        code: 'OPREC',
        desc: `Operating Cost Reconciliation ${ln.period.slice(0, 4)} - ${ln.amountCents < 0 ? 'credit' : 'balance due'}`,
      };
    case 'PAST_DUE':
      return { code: 'RTNACH', desc: `Returned ACH debit - ${mon} (R01 insufficient funds)` };
    case 'LATE_FEE':
      return { code: 'LATEFEE', desc: `Late payment fee - ${mon} (Lease Section 4)` };
  }
}

export async function renderCedarLabsBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const k = parkOf(m);
  const b = m.bill;
  const p = l.property;
  const F = formMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9,
    margin: 50,
    date: b.invoiceDate,
    title: `ACH Payment Notice ${k.customerNo} ${upperDate(b.month)}`,
    author: k.office,
    footer: `${l.landlord.name}  |  ${k.office}  |  ${k.phone}  |  ${k.email}`,
  });
  const top = w.doc.y;
  w.row([{ text: l.landlord.name, x: w.left, width: 290, bold: true }], { size: 11, gap: 1 });
  w.row(
    [
      {
        text: `c/o ${k.park} Corporation\n${k.office}, ${p.managerStreet}\n${p.city.city}, ${p.city.state} ${p.zip}`,
        x: w.left,
        width: 290,
      },
    ],
    { gap: 2 },
  );
  const after = w.doc.y;
  w.doc.y = top;
  w.row([{ text: 'AUTOMATIC PAYMENT NOTICE', x: w.right - 230, width: 230, bold: true, align: 'right' }], {
    size: 14,
    gap: 1,
  });
  w.row([{ text: 'Pre-authorized ACH debit', x: w.right - 230, width: 230, align: 'right', italic: true }], {
    gap: 6,
  });
  const kx = w.right - 230;
  const kvs: [string, string][] = [
    ['Notice Date', upperDate(b.invoiceDate)],
    ['Customer No.', k.customerNo],
    ['Debit Date', upperDate(b.month)],
    ['Debit From', `${k.bank} ****${k.accountLast4}`],
    ['ACH Company ID', k.achCompanyId],
  ];
  for (const [kk, v] of kvs)
    boxedRow(
      w,
      [
        { x: kx, width: 90, text: kk, bold: true, shade: true },
        { x: kx + 90, width: 140, text: v },
      ],
      8,
    );
  w.doc.y = Math.max(after, w.doc.y) + 14;
  w.row(
    [
      {
        text: `${l.tenant.name}\nAttn: ${l.tenant.contact}\nSuite ${k.suite}, ${k.building}\n${p.street}\n${p.city.city}, ${p.city.state} ${p.zip}`,
        x: w.left,
        width: 280,
      },
    ],
    { gap: 12 },
  );
  w.para(
    `The following charges will be debited from your account on ${upperDate(b.month)} under the ACH authorization on file. No payment is needed from you. Please make sure sufficient funds are available on the debit date.`,
    { gap: 0.7 },
  );
  const X = { code: w.left, desc: w.left + 64, per: w.right - 230, amt: w.right - 95 };
  const trow = (vals: [string, string, string, string], opt: { bold?: boolean; shade?: boolean } = {}) =>
    boxedRow(
      w,
      edgeCells([X.code, X.desc, X.per, X.amt, w.right], vals, ['left', 'left', 'left', 'right'], opt),
      8.5,
    );
  trow(['Charge', 'Description', 'Service Period', 'Amount'], { bold: true, shade: true });
  const combined = !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
  for (const ln of b.lines) {
    const { code, desc } = achCharge(ln, combined, k.suite);
    const per = ln.kind === 'RECON' ? `CY ${ln.period.slice(0, 4)}` : servicePeriod(ln.period);
    trow([code, desc, per, F(ln.amountCents)]);
  }
  boxedRow(
    w,
    [
      {
        x: X.code,
        width: X.amt - X.code,
        text: `TOTAL TO BE DEBITED ON ${upperDate(b.month)}`,
        bold: true,
        shade: true,
      },
      {
        x: X.amt,
        width: w.right - X.amt,
        text: b.totalCents < 0 ? F(b.totalCents) : money(b.totalCents),
        bold: true,
        align: 'right',
        shade: true,
      },
    ],
    9.5,
  );
  w.space(1.2);
  w.para(
    `To change the account or stop this debit, notify the ${k.office} at least three (3) business days before the debit date. A debit returned unpaid is subject to the late payment fee of Section 4 of your Lease and will be presented again with your next debit.`,
    { size: 8, gap: 0.4 },
  );
  return finishPdf(w);
}
