/**
 * Family "riverside-mixed" (decision 0061): ground-floor retail and office suites of an urban
 * mixed-use building (apartments above), owned and managed by a local developer LLC.
 *
 * - Lease (riverside-mixed-lease.ts): an Amended and Restated Lease Agreement with a ruled
 *   Summary of Basic Terms, numbered capital sections and Exhibit C (Operating Costs, Tax Costs).
 * - Statement: a one-page LETTER from the developer ("Dear Tenant: Enclosed is the reconciliation
 *   of ...") with the figures in a short two-column block inside it (Total Operating Costs, Your
 *   Percentage, Your Share, Less Payments Made, Amount Due), then a "Schedule of Operating Costs"
 *   page listing the expense lines in two side-by-side columns (the first half on the left, the
 *   rest on the right) with the total at the bottom. "$" and cents, credits "$1,234.56 CR" (the
 *   small-office accounting package's credit suffix), dates "March 3, 2025".
 * - Bill: "INVOICE No. 2025-0412": Description | Period | Amount for the month's new charges,
 *   then Previous Balance / Payments Received / New Charges / Total Amount Due; an unpaid month
 *   shows as a Previous Balance with no payment against it, and a late fee among the new charges.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, addMonths, fmtDate, money, monthYear, parseIso } from '../format';
import { type BillLineModel, type PacketModel, type StatementModel, scheduledRent } from '../model';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { buildingOf } from './riverside-mixed-building';

export { renderRiversideMixedLease } from './riverside-mixed-lease';

/** "$1,234.56"; credits "$1,234.56 CR". */
export function riversideMoney(cents: number): string {
  const body = money(Math.abs(cents), { dollar: true });
  return cents < 0 ? `${body} CR` : body;
}

/** The developer's letterhead: the LLC and its office address. */
function letterhead(w: ReturnType<typeof writerWithDrawnFont>, m: PacketModel): void {
  const l = m.lease;
  const p = l.property;
  w.heading(l.landlord.name.toUpperCase(), { align: 'center', size: w.size + 3, gap: 0.05 });
  w.para(`${p.managerStreet}  |  ${p.city.city}, ${p.city.state} ${p.zip}`, { align: 'center', gap: 0.2 });
  w.rule({ gap: 8 });
}

// ---------------------------------------------------------------- statement

export async function renderRiversideMixedStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const bld = buildingOf(m);
  const w = writerWithDrawnFont(rng, ['Times', 'Helvetica', 'Times'], {
    size: 10,
    margin: 64,
    date: s.date,
    title: `${s.year} Operating Cost Reconciliation - ${bld.name}, Suite ${bld.suite}`,
    author: l.landlord.name,
    footer: null,
  });
  const n = s.numbers;
  letterhead(w, m);
  w.para(fmtDate(s.date, 'LONG'), { gap: 0.8 });
  w.para(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${bld.name}, Suite ${bld.suite}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 0.8 },
  );
  w.para(`Re: ${s.year} Operating Cost Reconciliation - Suite ${bld.suite}`, { style: 'bold', gap: 0.6 });
  w.para(rng.pick(['Dear Tenant:', `Dear ${l.tenant.contact}:`]), { gap: 0.5 });
  const rsf = s.showRsf
    ? ` (${s.shareNumRsf.toLocaleString('en-US')} of ${s.shareDenRsf.toLocaleString('en-US')} rentable square feet of the Commercial Portion)`
    : '';
  w.para(
    `Enclosed is the reconciliation of Operating Costs and Tax Costs for ${bld.name} for the calendar year ${s.year}, prepared under Section 4 of your Amended and Restated Lease Agreement. The attached Schedule of Operating Costs lists the costs of the Commercial Portion for the year; your share is computed below at Your Percentage${rsf}.`,
    { align: 'justify', gap: 0.8 },
  );

  // ---- the two-column block inside the letter
  const bx = w.left + 36;
  const vx = w.right - 150;
  const line = (label: string, value: string, bold = false) =>
    w.row(
      [
        { text: label, x: bx, width: vx - bx - 10, bold },
        { text: value, x: vx, width: 114, align: 'right', bold },
      ],
      { gap: 2.5 },
    );
  line(`Total Operating Costs for ${s.year}`, riversideMoney(n.pool));
  if (s.base) {
    line(`Less Base Year (${s.base.year}) Operating Costs`, riversideMoney(-s.base.deductionCents));
    line('Increase over Base Year', riversideMoney(n.excess!));
  }
  line('Your Percentage', `${s.sharePct.toFixed(s.shareDecimals)}%`);
  line('Your Share', riversideMoney(n.tenantShare));
  if (s.fee) {
    const of =
      s.fee.base === 'CAM'
        ? `of ${riversideMoney(n.camShare!)}, Your Share excluding Tax Costs and insurance`
        : 'of Your Share';
    line(`Administrative Fee (${s.fee.pct}% ${of})`, riversideMoney(n.fee));
    line(`Total Due for ${s.year}`, riversideMoney(n.totalDue));
  }
  line(
    `Less Payments Made (${s.estimateMonths} months at ${riversideMoney(s.monthlyEstimateCents)})`,
    riversideMoney(-n.estimates),
  );
  w.rule({ x1: vx, x2: vx + 114, gap: 2 });
  line(n.balance >= 0 ? 'Amount Due' : 'Amount Due (Credit)', riversideMoney(n.balance), true);
  w.space(0.8);
  w.para(
    n.balance >= 0
      ? `Please remit the Amount Due within thirty (30) days of the date of this letter, together with your next Monthly Base Rent. Your monthly estimate for ${s.year + 1} remains ${riversideMoney(s.monthlyEstimateCents)} until we advise you otherwise.`
      : `The credit shown as "CR" will be applied against your next installments of additional rent. Your monthly estimate for ${s.year + 1} remains ${riversideMoney(s.monthlyEstimateCents)} until we advise you otherwise.`,
    { align: 'justify' },
  );
  w.para(
    `Our books for the Commercial Portion are open to you for examination as provided in Section 5 of the Lease. If you have any questions, please call our office.${s.occupancyPct !== null ? ` The Commercial Portion was ${s.occupancyPct.toFixed(1)}% occupied on average during ${s.year}.` : ''}`,
    { align: 'justify', gap: 1 },
  );
  w.para(`Sincerely,\n\n${l.landlord.name}\n\n${l.landlord.contact}\n${bld.signerTitle}`, { gap: 0.5 });
  w.para('Enclosure: Schedule of Operating Costs', { size: w.size - 1 });

  // ---- page 2: the two-column list
  w.newPage();
  w.heading(l.landlord.name.toUpperCase(), { align: 'center', size: w.size + 1, gap: 0.05 });
  w.heading(`Schedule of Operating Costs - ${s.year}`, { align: 'center', size: w.size + 1, gap: 0.05 });
  w.para(`${bld.name} - Commercial Portion - January 1 through December 31, ${s.year}`, {
    align: 'center',
    gap: 1,
  });
  const half = Math.ceil(s.lines.length / 2);
  const left = s.lines.slice(0, half);
  const right = s.lines.slice(half);
  const gutter = 18;
  const colW = (w.contentWidth - gutter) / 2;
  const amtW = 70;
  const xr = w.left + colW + gutter;
  for (let i = 0; i < half; i++) {
    const a = left[i]!;
    const b = right[i];
    const cells = [
      { text: a.label, x: w.left, width: colW - amtW - 6 },
      { text: riversideMoney(a.amountCents), x: w.left + colW - amtW, width: amtW, align: 'right' as const },
    ];
    if (b)
      cells.push(
        { text: b.label, x: xr, width: colW - amtW - 6 },
        { text: riversideMoney(b.amountCents), x: xr + colW - amtW, width: amtW, align: 'right' as const },
      );
    w.row(cells, { gap: 3, size: w.size - 1 });
  }
  w.space(0.4);
  w.rule({ gap: 3 });
  // The billed total is the model's (it carries a planted footing error).
  w.row(
    [
      { text: `Total Operating Costs ${s.year}`, x: xr, width: colW - amtW - 6, bold: true },
      { text: riversideMoney(n.pool), x: xr + colW - amtW, width: amtW, align: 'right', bold: true },
    ],
    { gap: 2 },
  );
  w.space(0.8);
  w.para(
    'Operating Costs include the Tax Costs and insurance of the Commercial Portion, as defined in Exhibit C of the Lease. Costs shared with the Residential Portion are allocated to the Commercial Portion by rentable area.',
    { size: w.size - 1.5, style: 'italic' },
  );
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

const DESC: Record<BillLineModel['kind'], string> = {
  BASE_RENT: 'Monthly Base Rent',
  CAM_ESTIMATE: 'Operating Costs - Estimated Payment',
  TAX_ESTIMATE: 'Tax Costs - Estimated Payment',
  INSURANCE_ESTIMATE: 'Insurance - Estimated Payment',
  OPEX_ESTIMATE: 'Operating Costs and Tax Costs - Estimated Payment',
  RECON: 'Operating Cost Reconciliation',
  PAST_DUE: 'Previous Balance',
  LATE_FEE: 'Late Fee',
};

export async function renderRiversideMixedBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const bld = buildingOf(m);
  const b = m.bill;
  const { y, m: mo } = parseIso(b.month);
  const invoiceNo = `${y}-${String(mo).padStart(2, '0')}${String(bld.invoiceSeq).padStart(2, '0')}`;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9.5,
    margin: 56,
    date: b.invoiceDate,
    title: `Invoice ${invoiceNo} - ${l.tenant.name}`,
    author: l.landlord.name,
    footer: null,
  });
  letterhead(w, m);
  w.heading(`INVOICE No. ${invoiceNo}`, { size: w.size + 4, gap: 0.5 });
  const kv: [string, string][] = [
    ['Invoice Date:', fmtDate(b.invoiceDate, 'LONG')],
    ['Due Date:', fmtDate(b.month, 'LONG')],
    [
      'Bill To:',
      `${l.tenant.name}\n${bld.name}, Suite ${bld.suite}\n${l.property.street}, ${l.property.city.city}, ${l.property.city.state}`,
    ],
  ];
  for (const [k, v] of kv)
    w.row(
      [
        { text: k, x: w.left, width: 80, bold: true },
        { text: v, x: w.left + 84, width: 300 },
      ],
      { gap: 2 },
    );
  w.space(0.8);
  const aw = 100;
  const xAmt = w.right - aw;
  const xPer = xAmt - 140;
  const row = (d: string, p: string, a: string, bold = false) =>
    w.row(
      [
        { text: d, x: w.left, width: xPer - w.left - 8, bold },
        { text: p, x: xPer, width: 132, bold },
        { text: a, x: xAmt, width: aw, align: 'right', bold },
      ],
      { gap: 3 },
    );
  row('Description', 'Period', 'Amount', true);
  w.rule({ gap: 3 });
  const pastDue = b.lines.find((x) => x.kind === 'PAST_DUE');
  const combined = l.leaseType === 'NNN' && !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
  let newCharges = 0;
  for (const ln of b.lines) {
    if (ln.kind === 'PAST_DUE') continue;
    let desc = combined && ln.kind === 'CAM_ESTIMATE' ? DESC.OPEX_ESTIMATE : DESC[ln.kind];
    let period = monthYear(b.month);
    if (ln.kind === 'RECON') {
      const yr = ln.period.slice(0, 4);
      desc = `${yr} ${DESC.RECON}${ln.amountCents < 0 ? ' - Credit' : ''}`;
      period = `Jan 1 - Dec 31, ${yr}`;
    } else if (ln.kind === 'LATE_FEE') {
      desc = `${DESC.LATE_FEE} - ${monthYear(ln.period)} rent not received by ${fmtDate(addDays(ln.period, l.lateFee.graceDays), 'LONG')}`;
      period = monthYear(ln.period);
    }
    newCharges += ln.amountCents;
    row(desc, period, riversideMoney(ln.amountCents));
  }
  w.rule({ gap: 6 });

  // ---- the account summary
  let previous = 0;
  let payments = 0;
  if (pastDue) {
    previous = pastDue.amountCents; // the unpaid month: nothing received against it
  } else {
    const prev = addMonths(b.month, -1);
    try {
      const est = b.lines.filter((x) => x.kind.endsWith('_ESTIMATE')).reduce((a, x) => a + x.amountCents, 0);
      previous = scheduledRent(l.rentSchedule, prev) + est;
      payments = -previous;
    } catch {
      previous = 0; // before the Commencement Date: no earlier invoice
    }
  }
  const sx = w.left + w.contentWidth * 0.45;
  const sum = (label: string, cents: number, bold = false) =>
    w.row(
      [
        { text: label, x: sx, width: xAmt - sx - 8, bold },
        { text: riversideMoney(cents), x: xAmt, width: aw, align: 'right', bold },
      ],
      { gap: 3 },
    );
  const top = w.doc.y;
  w.space(0.3);
  sum('Previous Balance', previous);
  sum('Payments Received', payments);
  sum('New Charges', newCharges);
  const total = previous + payments + newCharges;
  sum('Total Amount Due', total, true);
  w.box(sx - 8, top - 2, w.right - sx + 8, w.doc.y - top + 2);
  if (total !== b.totalCents) throw new Error('internal: invoice summary does not add up to the bill');
  w.space(1);
  w.para(
    `${pastDue ? `Our records show no payment received for the ${monthYear(pastDue.period)} invoice; the Previous Balance is past due. ` : ''}Rent is due on the first day of each month. A late fee applies to rent not received within ${l.lateFee.graceDays} days after it is due (Section 6 of the Lease). Please make checks payable to ${l.landlord.name} and write invoice No. ${invoiceNo} on your check.`,
    { size: w.size - 1, align: 'justify' },
  );
  return finishPdf(w);
}
