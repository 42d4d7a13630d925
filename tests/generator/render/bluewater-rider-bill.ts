/**
 * Family "bluewater-rider" (decision 0088), the bill: the developer's monthly INVOICE for the
 * storefront: the prior balance on the first line, the month's Base Rent, the CAM / tax /
 * insurance estimates, the sub-metered water and sewer (or electricity) with the meter readings
 * in a box below, any reconciliation amount and the late charge on the prior balance, and the
 * total due.
 *
 * Every truth figure comes from the model (model.ts). The model has no utility charge: the
 * sub-meter's charge is carved out of the model's monthly CAM estimate (the invoice's "CAM
 * estimate" is the model's less the utility), so the lines still add up to the model's total.
 */
import { addDays, commas, fmtDate, money, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel } from '../model';
import { Rng } from '../prng';
import { boxedRow, edgeCells, ruledRow } from './blocks';
import { lateChargeRef, riderPlan } from './bluewater-rider-addendum';
import { riderCenterOf } from './bluewater-rider-center';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** The invoice's amounts: "1,234.56", a credit "(1,234.56)". */
export const invMoney = (cents: number) => money(cents, { dollar: false, parens: true });

export interface MeterCharge {
  from: string;
  to: string;
  previous: number;
  current: number;
  usage: number;
  /** Each rate's name, rate in mills per unit and charge in cents. */
  parts: { name: string; mills: number; cents: number }[];
  baseCents: number;
  totalCents: number;
}

/** The month's sub-meter reading and charge, kept below a third of the CAM estimate it is carved from. */
export function meterCharge(m: PacketModel): MeterCharge | null {
  const c = riderCenterOf(m);
  const mt = c.meter;
  const cam = m.bill.lines.find((ln) => ln.kind === 'CAM_ESTIMATE');
  if (!cam) return null;
  const rng = new Rng(`bluewater-rider:meter:${m.spec.seed}`);
  let usage = mt.service === 'WATER' ? rng.int(4, 60) : rng.int(600, 4800);
  const cap = Math.floor(cam.amountCents / 3);
  const price = (u: number, base: number) => {
    const parts = mt.rateNames.map((name, i) => ({
      name,
      mills: mt.rateMills[i]!,
      cents: Math.round((u * mt.rateMills[i]!) / 10),
    }));
    return { parts, baseCents: base, totalCents: parts.reduce((a, x) => a + x.cents, 0) + base };
  };
  let base = mt.baseCents;
  let priced = price(usage, base);
  while (priced.totalCents > cap && usage > 1) {
    usage = Math.max(1, Math.floor(usage * 0.6));
    priced = price(usage, base);
  }
  if (priced.totalCents > cap) {
    base = 0;
    priced = price(usage, base);
  }
  if (priced.totalCents > cap || priced.totalCents <= 0) return null;
  const to = addDays(m.bill.invoiceDate, -rng.int(2, 6));
  const from = addDays(to, -rng.int(28, 32));
  return { from, to, previous: mt.previous, current: mt.previous + usage, usage, ...priced };
}

const num = (iso: string) => fmtDate(iso, 'NUMERIC');
const monthSpan = (iso: string) => {
  const { y, m } = parseIso(iso);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${num(iso)} – ${num(`${iso.slice(0, 8)}${String(last).padStart(2, '0')}`)}`;
};

/** The invoice's rows in print order: [description, service period, cents]. */
export function invoiceRows(m: PacketModel): [string, string, number][] {
  const bill = m.bill;
  const c = riderCenterOf(m);
  const meter = meterCharge(m);
  const rows: [string, string, number][] = [];
  const past = bill.lines.find((ln) => ln.kind === 'PAST_DUE');
  rows.push(
    past
      ? [`Prior balance – unpaid ${monthYear(past.period)} charges`, monthSpan(past.period), past.amountCents]
      : ['Prior balance', '', 0],
  );
  const desc = (ln: BillLineModel): [string, string] => {
    switch (ln.kind) {
      case 'BASE_RENT':
        return [`${ln.label} – ${c.space}`, monthSpan(ln.period)];
      case 'CAM_ESTIMATE':
        return [ln.code === 'NNN' ? 'CAM / tax / insurance estimate' : 'CAM estimate', monthSpan(ln.period)];
      case 'TAX_ESTIMATE':
        return ['Real estate tax estimate', monthSpan(ln.period)];
      case 'INSURANCE_ESTIMATE':
        return ['Insurance estimate', monthSpan(ln.period)];
      case 'OPEX_ESTIMATE':
        return ['Operating expense estimate', monthSpan(ln.period)];
      case 'RECON': {
        const y = parseIso(ln.period).y;
        return [
          ln.amountCents < 0
            ? `${y} CAM / tax / insurance reconciliation – credit (worksheet Line 18)`
            : `${y} CAM / tax / insurance reconciliation – amount due (worksheet Line 17)`,
          `01/01/${y} – 12/31/${y}`,
        ];
      }
      case 'LATE_FEE':
        return [`Late charge – ${monthYear(ln.period)} payment (${lateChargeRef(m)})`, ''];
      case 'PAST_DUE':
        return ['', ''];
    }
  };
  for (const ln of bill.lines) {
    if (ln.kind === 'PAST_DUE') continue;
    const [d, per] = desc(ln);
    if (ln.kind === 'CAM_ESTIMATE' && meter) {
      rows.push([d, per, ln.amountCents - meter.totalCents]);
      rows.push([
        `${c.meter.service === 'WATER' ? 'Water / sewer' : 'Electric'} – sub-meter ${c.meter.number} (readings below)`,
        `${num(meter.from)} – ${num(meter.to)}`,
        meter.totalCents,
      ]);
    } else rows.push([d, per, ln.amountCents]);
  }
  return rows;
}

export async function renderBluewaterRiderBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = riderCenterOf(m);
  const bill = m.bill;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times', 'Helvetica'], {
    size: 9,
    margin: 54,
    date: bill.invoiceDate,
    title: `Invoice ${bill.invoiceNo} - ${c.space} - ${monthYear(bill.month)}`,
    author: l.landlord.name,
    footer: null,
  });
  const d = w.doc;
  const top = d.y;
  w.font('bold', 13);
  d.text(l.landlord.name, w.left, top, { width: w.contentWidth - 160 });
  w.font('regular', 8.5);
  d.text(
    `${c.officeStreet}\n${p.city.city}, ${p.city.state} ${p.zip}\n${c.officePhone} · ${c.billingEmail}`,
    w.left,
    d.y + 1,
    { width: w.contentWidth - 160 },
  );
  const leftEnd = d.y;
  w.font('bold', 20);
  d.text('INVOICE', w.right - 150, top, { width: 150, align: 'right' });
  d.y = Math.max(leftEnd, top + 30) + 10;
  const fifth = w.contentWidth / 5;
  boxedRow(
    w,
    [
      ['Invoice No.', bill.invoiceNo],
      ['Invoice Date', num(bill.invoiceDate)],
      ['Due Date', num(bill.month)],
      ['Account', bill.accountNo],
      ['Space', c.space.replace('Space ', '')],
    ].map(([k, v], i) => ({ text: `${k}\n${v}`, x: w.left + i * fifth, width: fifth, shade: false })),
    8.5,
    { pad: 4 },
  );
  w.space(0.8);
  w.para(
    `Bill to:\n${l.tenant.name}\nAttn: ${l.tenant.contact}\n${p.street}, ${c.space}\n${p.city.city}, ${p.city.state} ${p.zip}`,
    {
      gap: 0.3,
    },
  );
  w.para(`Property: ${p.name}`, { style: 'italic', size: 8.5, gap: 0.8 });
  const X = [w.left, w.right - 230, w.right - 90, w.right];
  ruledRow(
    w,
    edgeCells(X, ['Description', 'Service Period', 'Amount'], ['left', 'left', 'right'], { bold: true }),
    {
      size: 8.5,
      shade: '#e6e6e6',
      line: 'both',
    },
  );
  const rows = invoiceRows(m);
  for (const [desc, per, cents] of rows)
    ruledRow(w, edgeCells(X, [desc, per, invMoney(cents)], ['left', 'left', 'right']), {
      size: 8.5,
      line: 'bottom',
      weight: 0.25,
    });
  if (rows.reduce((a, r) => a + r[2], 0) !== bill.totalCents)
    throw new Error('bluewater-rider: invoice does not add up');
  ruledRow(
    w,
    edgeCells(
      X,
      ['TOTAL AMOUNT DUE', `by ${fmtDate(bill.month, 'LONG')}`, money(bill.totalCents)],
      ['left', 'left', 'right'],
      { bold: true },
    ),
    {
      size: 9.5,
      line: 'double',
    },
  );
  const meter = meterCharge(m);
  if (meter) {
    w.space(1.2);
    const mt = c.meter;
    w.para(
      `SUB-METER READING – ${mt.service === 'WATER' ? 'WATER AND SEWER' : 'ELECTRICITY'} (Lease Addendum ¶${riderPlan(m).replaces.UTIL}: ${mt.utility} rates, no markup)`,
      { style: 'bold', size: 8.5, gap: 0.3 },
    );
    const M = [w.left, w.left + 70, w.left + 200, w.left + 270, w.left + 340, w.left + 420, w.right];
    const right = ['left', 'left', 'right', 'right', 'right', 'right'] as const;
    const head = ['Meter', 'Read From – To', 'Previous', 'Current', `Usage (${mt.unit})`, 'Charge'];
    ruledRow(w, edgeCells(M, head, right, { bold: true }), { size: 8, line: 'both' });
    const reading = [
      mt.number,
      `${num(meter.from)} – ${num(meter.to)}`,
      commas(meter.previous),
      commas(meter.current),
      commas(meter.usage),
      '',
    ];
    ruledRow(w, edgeCells(M, reading, right), { size: 8, line: null });
    // the charge's parts: a label across the middle, the amount in the Charge column
    const R = [w.left, w.left + 70, w.left + 420, w.right];
    const part = (label: string, cents: number, bold = false) =>
      ruledRow(w, edgeCells(R, ['', label, invMoney(cents)], ['left', 'left', 'right'], { bold }), {
        size: 8,
        line: bold ? 'top' : null,
      });
    for (const x of meter.parts)
      part(
        `${x.name}: ${commas(meter.usage)} ${mt.unit} @ $${(x.mills / 1000).toFixed(3)} per ${mt.unit}`,
        x.cents,
      );
    if (meter.baseCents) part('Monthly meter charge', meter.baseCents);
    part('Sub-meter charge on this invoice', meter.totalCents, true);
  }
  w.space(1.2);
  w.para(
    `Please make checks payable to ${l.landlord.name} and mail to ${c.officeStreet}, ${p.city.city}, ${p.city.state} ${p.zip}, writing the invoice number on your check. Rent not received within ${l.lateFee.graceDays} days after the due date is subject to the late charge in ${lateChargeRef(m)}. Questions: ${c.billingEmail}.`,
    { size: 8.5, gap: 0.4 },
  );
  return finishPdf(w);
}
