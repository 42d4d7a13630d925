/**
 * Family "larkspur-board" (decision 0106), the bill: the same accounting package's **"Tenant
 * Ledger / Aging Statement"**: a heading block (landlord, property, tenant, unit, lease ID,
 * statement date, due date), the **open items** (Date | Charge Code | Description | Amount |
 * Balance, a running balance), then **an aging line Current | 1-30 | 31-60 | 61-90 | Over 90 |
 * Total Due**, aged from each item's date to the due date (the 1st of the billed month, the
 * truth's bill date). An unpaid month is one open item dated the 1st of that month; its late
 * charge is dated with the current charges. Credits in parentheses. Every figure comes from the
 * model; the open items and the aging buckets add up to the model's total or the renderer throws.
 */
import { daysBetween, fmtDate, monthYear, parseIso } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { boardFacts, damt } from './larkspur-board-facts';

export interface OpenItem {
  date: string;
  code: string;
  description: string;
  amountCents: number;
  balanceCents: number;
}

export const AGING_HEADS = ['Current', '1-30', '31-60', '61-90', 'Over 90', 'Total Due'] as const;

/** The open items with a running balance, and the aging buckets; checked against the model. */
export function ledgerItems(m: PacketModel): { items: OpenItem[]; aging: number[]; totalCents: number } {
  const b = m.bill;
  const month = monthYear(b.month);
  const items: OpenItem[] = [];
  let bal = 0;
  const aging = [0, 0, 0, 0, 0];
  for (const x of b.lines) {
    let code: string;
    let description: string;
    let date = b.month;
    switch (x.kind) {
      case 'BASE_RENT':
        code = 'RNT';
        description = `Base Rent ${month}`;
        break;
      case 'CAM_ESTIMATE':
        code = x.code === 'NNN' ? 'NNN' : 'CAM';
        description = x.code === 'NNN' ? `NNN Estimate (CAM/Tax/Ins) ${month}` : `CAM Estimate ${month}`;
        break;
      case 'TAX_ESTIMATE':
        code = 'RET';
        description = `Real Estate Tax Estimate ${month}`;
        break;
      case 'INSURANCE_ESTIMATE':
        code = 'INS';
        description = `Insurance Estimate ${month}`;
        break;
      case 'OPEX_ESTIMATE':
        code = 'OPX';
        description = `Operating Exp. over Base Year Est. ${month}`;
        break;
      case 'RECON': {
        const y = parseIso(x.period).y;
        code = 'REC';
        description =
          x.amountCents >= 0 ? `${y} CAM Reconciliation - Balance Due` : `${y} CAM Reconciliation - Credit`;
        break;
      }
      case 'PAST_DUE':
        code = 'BALFWD';
        description = `Unpaid Charges ${monthYear(x.period)}`;
        date = x.period;
        break;
      case 'LATE_FEE':
        code = 'LATE';
        description = `Late Charge - ${monthYear(x.period)} (Lease 13.4)`;
        break;
      default:
        code = 'MISC';
        description = x.label;
    }
    bal += x.amountCents;
    items.push({ date, code, description, amountCents: x.amountCents, balanceCents: bal });
    const age = daysBetween(date, b.month);
    const k = age <= 0 ? 0 : age <= 30 ? 1 : age <= 60 ? 2 : age <= 90 ? 3 : 4;
    aging[k]! += x.amountCents;
  }
  items.sort((a, c) => (a.date < c.date ? -1 : a.date > c.date ? 1 : 0));
  let run = 0;
  for (const it of items) {
    run += it.amountCents;
    it.balanceCents = run;
  }
  if (run !== b.totalCents)
    throw new Error(`larkspur-board: open items ${run} are not the bill's ${b.totalCents}`);
  if (aging.reduce((a, x) => a + x, 0) !== b.totalCents) throw new Error('larkspur-board: aging');
  return { items, aging, totalCents: run };
}

const mdY = (iso: string) => fmtDate(iso, 'NUMERIC');

export async function renderLarkspurBoardBill(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const f = boardFacts(m);
  const w = new PdfWriter({
    font: 'Helvetica',
    size: 8.5,
    margin: 40,
    date: b.invoiceDate,
    title: `Tenant Ledger ${l.tenant.name}`,
    author: l.landlord.name,
    footer: null,
  });
  const d = w.doc;
  const { items, aging, totalCents } = ledgerItems(m);
  w.font('bold', 12);
  d.text(l.landlord.name, w.left, d.y);
  w.font('regular', 8.5);
  d.text(`c/o ${l.property.manager}, ${l.property.managerStreet}`, w.left, d.y);
  d.y += 8;
  w.font('bold', 13);
  d.text('TENANT LEDGER / AGING STATEMENT', w.left, d.y, { width: w.contentWidth, align: 'center' });
  d.y += 6;
  const kv: [string, string][] = [
    ['Tenant', l.tenant.name],
    ['Property', `${l.property.name}, ${l.property.street}`],
    ['Unit', l.property.suite],
    ['Lease ID', b.accountNo],
    ['Statement Date', mdY(b.invoiceDate)],
    ['Due Date', mdY(b.month)],
  ];
  for (const [k, v] of kv) {
    w.row(
      [
        { text: `${k}:`, x: w.left, width: 90, bold: true },
        { text: v, x: w.left + 92, width: 360 },
      ],
      { gap: 1 },
    );
  }
  d.y += 8;
  w.font('bold', 10);
  d.text('Open Items', w.left, d.y);
  d.y += 3;
  const xs = [w.left, w.left + 70, w.left + 140, w.left + 360, w.left + 450];
  const ws = [66, 66, 216, 86, 82];
  const row = (cells: string[], bold = false) =>
    w.row(
      cells.map((t, i) => ({
        text: t,
        x: xs[i]!,
        width: ws[i]!,
        align: (i >= 3 ? 'right' : 'left') as 'left' | 'right',
        bold,
      })),
      { gap: 2 },
    );
  row(['Date', 'Charge Code', 'Description', 'Amount', 'Balance'], true);
  d.moveTo(w.left, d.y - 1)
    .lineTo(w.left + 532, d.y - 1)
    .lineWidth(0.5)
    .stroke();
  d.y += 2;
  for (const it of items)
    row([mdY(it.date), it.code, it.description, damt(it.amountCents), damt(it.balanceCents)]);
  d.moveTo(w.left, d.y - 1)
    .lineTo(w.left + 532, d.y - 1)
    .lineWidth(0.5)
    .stroke();
  d.y += 2;
  row(['', '', 'Total Open Items', damt(totalCents), ''], true);
  d.y += 12;
  w.font('bold', 10);
  d.text('Aging', w.left, d.y);
  d.y += 3;
  const aw = 532 / 6;
  const arow = (cells: string[], bold: boolean) =>
    w.row(
      cells.map((t, i) => ({ text: t, x: w.left + i * aw, width: aw - 6, align: 'right' as const, bold })),
      { gap: 2 },
    );
  arow([...AGING_HEADS], true);
  arow([...aging.map(damt), damt(totalCents)], false);
  d.y += 14;
  w.font('regular', 8);
  d.text(
    `Rent is due on the 1st of each month. A late charge applies to any amount not received within ${l.lateFee.graceDays} days after it is due (Lease Paragraph 13.4). Please remit to ${l.landlord.name}, c/o ${l.property.manager}, ${l.property.managerStreet}. Generated by ${f.pkg}.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  w.font();
  return finishPdf(w);
}
