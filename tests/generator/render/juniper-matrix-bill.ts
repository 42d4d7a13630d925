/**
 * Family "juniper-matrix" (decision 0097), the bill: the tenant portal's monthly "ACCOUNT
 * STATEMENT": the portal's banner, an account block (tenant, store, lease id, space, statement
 * date, due date), **an aging strip Current | 1-30 | 31-60 | 61-90 | Over 90 | Total Due**, then a
 * ruled table Charge Code | Description | Period | Amount (RNT rent, CAM / TAX / INS estimates or
 * one NNN estimate, REC the reconciliation, ARR the unpaid prior month, LTF its late fee), the
 * total due and the portal's payment instructions. The aging is as of the due date: this month's
 * charges are Current, the prior month's unpaid charges and their late fee are 1-30 days old.
 *
 * Every truth figure comes from the model (model.ts); the rows and the buckets add up to the
 * model's total, the renderer throws otherwise.
 */
import { addDays, addMonths, fmtDate, money, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel } from '../model';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { juniperFacts } from './juniper-matrix-facts';

/** The portal's amounts: "$1,234.56", a credit "-$1,234.56". */
export const portalMoney = (cents: number) => money(cents);

const CODE: Record<BillLineModel['kind'], string> = {
  BASE_RENT: 'RNT',
  CAM_ESTIMATE: 'CAM',
  TAX_ESTIMATE: 'TAX',
  INSURANCE_ESTIMATE: 'INS',
  OPEX_ESTIMATE: 'OPX',
  RECON: 'REC',
  PAST_DUE: 'ARR',
  LATE_FEE: 'LTF',
};

const monthRange = (first: string) =>
  `${fmtDate(first, 'NUMERIC')} – ${fmtDate(addDays(addMonths(first, 1), -1), 'NUMERIC')}`;

export interface AccountRow {
  code: string;
  description: string;
  period: string;
  amount: number;
  bucket: 'CURRENT' | 'D30';
}

/** The statement's charge rows in print order, checked against the model's total. */
export function accountRows(m: PacketModel): AccountRow[] {
  const b = m.bill;
  const rows: AccountRow[] = b.lines.map((x) => {
    const combined = x.kind === 'CAM_ESTIMATE' && x.code === 'NNN';
    const code = combined ? 'NNN' : CODE[x.kind];
    let description: string;
    let period = monthRange(x.period);
    switch (x.kind) {
      case 'BASE_RENT':
        description = `Minimum Rent – ${monthYear(b.month)}`;
        break;
      case 'CAM_ESTIMATE':
        description = combined ? 'CAM / Tax / Insurance Estimate' : 'CAM Estimate';
        break;
      case 'TAX_ESTIMATE':
        description = 'Real Estate Tax Estimate';
        break;
      case 'INSURANCE_ESTIMATE':
        description = 'Insurance Estimate';
        break;
      case 'RECON': {
        const y = parseIso(x.period).y;
        description = `${y} CAM Reconciliation – ${x.amountCents < 0 ? 'Credit' : 'Balance Due'}`;
        period = `${fmtDate(`${y}-01-01`, 'NUMERIC')} – ${fmtDate(`${y}-12-31`, 'NUMERIC')}`;
        break;
      }
      case 'PAST_DUE':
        description = `Unpaid Charges – ${monthYear(x.period)}`;
        break;
      case 'LATE_FEE':
        description = `Late Fee – ${monthYear(x.period)} (Lease Section 4.3)`;
        break;
      default:
        description = x.label;
    }
    return {
      code,
      description,
      period,
      amount: x.amountCents,
      bucket: x.kind === 'PAST_DUE' || x.kind === 'LATE_FEE' ? 'D30' : 'CURRENT',
    };
  });
  const total = rows.reduce((a, r) => a + r.amount, 0);
  if (total !== b.totalCents)
    throw new Error(`juniper-matrix: account rows ${total} do not add up to the bill's ${b.totalCents}`);
  return rows;
}

/** The aging strip: [label, cents] for Current, 1-30, 31-60, 61-90, Over 90 and Total Due. */
export function agingBuckets(m: PacketModel): [string, number][] {
  const rows = accountRows(m);
  const cur = rows.filter((r) => r.bucket === 'CURRENT').reduce((a, r) => a + r.amount, 0);
  const d30 = rows.filter((r) => r.bucket === 'D30').reduce((a, r) => a + r.amount, 0);
  const out: [string, number][] = [
    ['Current', cur],
    ['1-30', d30],
    ['31-60', 0],
    ['61-90', 0],
    ['Over 90', 0],
    ['Total Due', cur + d30],
  ];
  if (cur + d30 !== m.bill.totalCents) throw new Error('juniper-matrix: aging does not add up');
  return out;
}

export async function renderJuniperMatrixBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const f = juniperFacts(m);
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 9,
    margin: 48,
    date: b.invoiceDate,
    title: `Account Statement - ${monthYear(b.month)} - ${f.leaseId}`,
    author: f.portal,
    footer: `${f.portal} · Account Statement · ${l.landlord.name} · Page {n} of {total}`,
  });
  const d = w.doc;
  // the portal's banner
  const top = 40;
  d.rect(w.left, top, w.contentWidth, 30).fillOpacity(0.85).fill('#1f3b57');
  d.fillOpacity(1).fillColor('#ffffff');
  w.font('bold', 13);
  d.text(f.portal, w.left + 10, top + 9, { lineBreak: false });
  w.font('regular', 8.5);
  d.text(`${f.center}  ·  Tenant Services`, w.left, top + 11, {
    width: w.contentWidth - 10,
    align: 'right',
    lineBreak: false,
  });
  d.fillColor('#000000');
  d.y = top + 44;
  w.font('bold', 15);
  d.text('ACCOUNT STATEMENT', w.left, d.y);
  d.y += 4;
  // the account block
  const kv: [string, string][] = [
    ['Tenant', l.tenant.name],
    ['Store / Space', `Store ${f.storeNo} · ${l.property.suite}`],
    ['Lease ID', f.leaseId],
    ['Landlord', l.landlord.name],
    ['Statement Date', fmtDate(b.invoiceDate, 'SHORT')],
    ['Payment Due', fmtDate(b.month, 'SHORT')],
  ];
  const half = w.contentWidth / 2;
  const y0 = d.y;
  kv.forEach(([k, v], i) => {
    const x = w.left + (i % 2) * half;
    const y = y0 + Math.floor(i / 2) * 13;
    w.font('bold', 8.5);
    d.text(`${k}:`, x, y, { lineBreak: false });
    w.font('regular', 8.5);
    d.text(v, x + 78, y, { width: half - 84, lineBreak: false });
  });
  d.y = y0 + 3 * 13 + 10;
  // the aging strip
  const buckets = agingBuckets(m);
  const bw = w.contentWidth / buckets.length;
  const sy = d.y;
  buckets.forEach(([label, v], i) => {
    const x = w.left + i * bw;
    const last = i === buckets.length - 1;
    if (last) {
      d.rect(x, sy, bw, 34).fillOpacity(0.12).fill('#1f3b57');
      d.fillOpacity(1).fillColor('#000000');
    }
    d.rect(x, sy, bw, 34).lineWidth(0.6).stroke();
    w.font('bold', 7.5);
    d.text(label, x, sy + 5, { width: bw, align: 'center', lineBreak: false });
    w.font(last ? 'bold' : 'regular', last ? 10.5 : 9.5);
    d.text(portalMoney(v), x, sy + 18, { width: bw, align: 'center', lineBreak: false });
  });
  d.x = w.left;
  d.y = sy + 34 + 16;
  // the charges
  w.font('bold', 10);
  d.text('Charges', w.left, d.y);
  d.y += 3;
  const cw = [0.13, 0.44, 0.25, 0.18].map((k) => k * w.contentWidth);
  const cx = [w.left, w.left + cw[0]!, w.left + cw[0]! + cw[1]!, w.left + cw[0]! + cw[1]! + cw[2]!];
  const row = (vals: string[], bold = false) =>
    w.row(
      vals.map((t, i) => ({
        text: t,
        x: cx[i]! + 4,
        width: cw[i]! - 8,
        align: (i === 3 ? 'right' : 'left') as 'left' | 'right',
        bold,
      })),
      { size: 9, gap: 4 },
    );
  const line = (weight = 0.5) => {
    d.moveTo(w.left, d.y).lineTo(w.right, d.y).lineWidth(weight).stroke();
    d.y += 4;
  };
  line(0.8);
  row(['Charge Code', 'Description', 'Period', 'Amount'], true);
  line();
  for (const r of accountRows(m)) {
    row([r.code, r.description, r.period, portalMoney(r.amount)]);
    line(0.3);
  }
  d.y += 2;
  row(['', 'TOTAL DUE', `by ${fmtDate(b.month, 'SHORT')}`, portalMoney(b.totalCents)], true);
  line(0.8);
  d.y += 10;
  w.font('regular', 8);
  d.text(
    `Pay online in ${f.portal} (ACH, no fee) or by check payable to ${l.landlord.name}, referencing Lease ID ${f.leaseId}. Amounts past due are aged from their due dates; a late fee is assessed under Section 4.3 of the Lease. Charge codes: RNT minimum rent; CAM, TAX, INS or NNN estimated Operating Expenses; REC annual reconciliation; ARR unpaid prior charges; LTF late fee.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  w.font();
  return finishPdf(w);
}
