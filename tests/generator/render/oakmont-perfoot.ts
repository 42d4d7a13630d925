/**
 * Family "oakmont-perfoot" (decision 0087): a suite of a 1980s-90s suburban office building owned
 * and managed by a family office (no third-party manager), on a base-year (modified gross) or a
 * net lease.
 *
 * - Lease (oakmont-perfoot-lease.ts, -form.ts): an old printed office-lease form, "THIS LEASE,
 *   made this 14th day of February, 2024 ... WITNESSETH:", recitals and "NOW, THEREFORE", numbered
 *   paragraphs with ALL-CAPS run-in captions, the deal typed into the form's blanks, the
 *   inapplicable alternatives struck through.
 * - Statement (oakmont-perfoot-statement.ts, -rsf.ts): the office's "OPERATING EXPENSE
 *   ADJUSTMENT" per rentable square foot; the tenant's figure is $/RSF × its rentable area.
 * - Bill (here): a half-page "NOTICE OF RENT DUE" with a detachable remittance coupon below a
 *   dashed cut line.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
import { fmtDate, money, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel } from '../model';
import type { Rng } from '../prng';
import { boxedRow, edgeCells, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { officeOf, suiteNo } from './oakmont-perfoot-office';

export { renderOakmontPerfootLease } from './oakmont-perfoot-lease';
export { renderOakmontPerfootStatement } from './oakmont-perfoot-statement';

/** The notice's money: "$1,234.56", a credit "($1,234.56)". */
export const noticeMoney = (cents: number) => money(cents, { parens: true });

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LAST = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "Jul 1-31, 2025" for a month; "Jan-Dec 2024" for a reconciliation year. */
export function periodText(ln: BillLineModel): string {
  const { y, m } = parseIso(ln.period);
  if (ln.kind === 'RECON') return `Jan-Dec ${y}`;
  const last = m === 2 && y % 4 === 0 ? 29 : LAST[m - 1]!;
  return `${MON[m - 1]} 1-${last}, ${y}`;
}

/** The notice's description of a charge, with the lease paragraph it comes from. */
export function chargeText(m: PacketModel, ln: BillLineModel): string {
  switch (ln.kind) {
    case 'BASE_RENT':
      return 'Fixed Rent, monthly installment (Paragraph 3)';
    case 'CAM_ESTIMATE':
      return ln.code === 'NNN'
        ? 'Operating Expenses, taxes and insurance, monthly estimate (Paragraph 4(f))'
        : 'Operating Expenses, monthly estimate (Paragraph 4(f))';
    case 'TAX_ESTIMATE':
      return 'Real estate taxes, monthly estimate (Paragraph 4(f))';
    case 'INSURANCE_ESTIMATE':
      return 'Insurance, monthly estimate (Paragraph 4(f))';
    case 'OPEX_ESTIMATE':
      return 'Operating Expenses over Base Year, monthly estimate (Paragraph 4(f))';
    case 'RECON': {
      const { y } = parseIso(ln.period);
      const st = m.statements.find((x) => x.year === y);
      const of = st ? ` per statement of ${fmtDate(st.date, 'SHORT')}` : '';
      return `${y} Operating Expense Adjustment, ${ln.amountCents < 0 ? 'credit' : 'balance'}${of}`;
    }
    case 'PAST_DUE':
      return `Unpaid balance of the ${monthYear(ln.period)} notice`;
    case 'LATE_FEE':
      return `Late charge on the unpaid ${monthYear(ln.period)} balance (Paragraph 3(c))`;
  }
}

export async function renderOakmontPerfootBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const o = officeOf(m);
  const bill = m.bill;
  if (bill.lines.reduce((a, ln) => a + ln.amountCents, 0) !== bill.totalCents)
    throw new Error('oakmont-perfoot: the rent notice does not add up');
  const w = writerWithDrawnFont(rng, ['Times', 'Helvetica', 'Times'], {
    size: 9,
    margin: 40,
    date: bill.invoiceDate,
    title: `Notice of Rent Due - ${monthYear(bill.month)} - Suite ${suiteNo(m)}`,
    author: o.office,
    footer: null,
  });
  const d = w.doc;
  const frameTop = w.doc.y - 8;
  // ---- head: the office at the left, the notice's title and key boxes at the right
  const top = d.y;
  w.font('bold', 11);
  d.text(l.landlord.name, w.left + 6, top, { width: 270 });
  w.font('regular', 8.5);
  d.text(
    `c/o ${o.office}\n${o.officeStreet}\n${p.city.city}, ${p.city.state} ${p.zip}\nTelephone ${o.phone}`,
    w.left + 6,
    top + 14,
    { width: 270 },
  );
  w.font('bold', 13);
  d.text('NOTICE OF RENT DUE', w.right - 246, top, { width: 240, align: 'right' });
  d.y = top + 20;
  const K = [w.right - 246, w.right - 166, w.right - 86, w.right - 6];
  boxedRow(
    w,
    edgeCells(K, ['Notice Date', 'Account No.', 'Due Date'], ['center', 'center', 'center'], {}),
    7.5,
    {
      pad: 2,
    },
  );
  boxedRow(
    w,
    edgeCells(
      K,
      [fmtDate(bill.invoiceDate, 'NUMERIC'), bill.accountNo, fmtDate(bill.month, 'NUMERIC')],
      ['center', 'center', 'center'],
      {},
    ),
    9,
    { pad: 3 },
  );
  d.y = Math.max(d.y, top + 62) + 8;
  w.font();
  // ---- the tenant, as a window envelope shows it
  d.text(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${o.building}, Suite ${suiteNo(m)}\n${p.street}\n${p.city.city}, ${p.city.state} ${p.zip}`,
    w.left + 30,
    d.y,
    { width: 280 },
  );
  d.y += 8;
  // ---- the charges
  const C = [w.left + 6, w.right - 200, w.right - 96, w.right - 6];
  const crow = (vals: string[], bold = false, line: 'top' | 'both' | 'double' | null = null) =>
    ruledRow(w, edgeCells(C, vals, ['left', 'left', 'right'], { bold }), { size: 8.5, line });
  crow(['Description', 'Period', 'Amount'], true, 'both');
  for (const ln of bill.lines) crow([chargeText(m, ln), periodText(ln), noticeMoney(ln.amountCents)]);
  crow(
    [`TOTAL DUE ON OR BEFORE ${fmtDate(bill.month, 'LONG').toUpperCase()}`, '', noticeMoney(bill.totalCents)],
    true,
    'double',
  );
  w.space(0.5);
  w.para(
    `Rent is payable in advance on the first day of each month without demand. Payments received more than ${l.lateFee.graceDays} days after the due date are subject to the late charge of Paragraph 3(c) of your Lease. Make checks payable to ${l.landlord.name}.`,
    { indent: 6, size: 7.5, style: 'italic', gap: 0.4 },
  );
  const frameBottom = d.y + 4;
  d.rect(w.left, frameTop, w.contentWidth, frameBottom - frameTop)
    .lineWidth(0.8)
    .stroke();
  // ---- the cut line and the coupon
  const cut = frameBottom + 14;
  d.save()
    .moveTo(w.left - 14, cut)
    .lineTo(w.right + 14, cut)
    .lineWidth(0.6)
    .dash(4, { space: 3 })
    .stroke()
    .undash()
    .restore();
  w.font('italic', 7.5);
  d.text('Please return this portion with your payment', w.left, cut + 4, {
    width: w.contentWidth,
    align: 'center',
  });
  const ctop = cut + 18;
  w.font('bold', 8);
  d.text('REMIT TO:', w.left + 6, ctop, { width: 220 });
  w.font('regular', 8.5);
  d.text(
    `${l.landlord.name}\nc/o ${o.office}\n${o.officeStreet}\n${p.city.city}, ${p.city.state} ${p.zip}`,
    w.left + 6,
    ctop + 11,
    {
      width: 230,
    },
  );
  w.font('bold', 8);
  d.text(`FROM: ${l.tenant.name}`, w.left + 6, ctop + 62, { width: 240 });
  d.y = ctop;
  const R = [w.right - 266, w.right - 196, w.right - 136, w.right - 66, w.right];
  boxedRow(
    w,
    edgeCells(
      R,
      ['Account No.', 'Suite', 'Due Date', 'Amount Due'],
      ['center', 'center', 'center', 'center'],
      {},
    ),
    7.5,
    {
      pad: 2,
    },
  );
  boxedRow(
    w,
    edgeCells(
      R,
      [bill.accountNo, suiteNo(m), fmtDate(bill.month, 'NUMERIC'), noticeMoney(bill.totalCents)],
      ['center', 'center', 'center', 'center'],
      { bold: false },
    ),
    9,
    { pad: 4 },
  );
  d.y += 6;
  boxedRow(
    w,
    edgeCells([w.right - 266, w.right - 136, w.right], ['AMOUNT ENCLOSED', '$'], ['left', 'left'], {
      bold: true,
    }),
    9,
    {
      pad: 6,
    },
  );
  d.y += 4;
  w.font('regular', 7.5);
  d.text('Check No. ____________', w.right - 266, d.y, { width: 266 });
  w.font();
  return finishPdf(w);
}
