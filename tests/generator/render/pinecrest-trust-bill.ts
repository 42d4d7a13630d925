/**
 * Family "pinecrest-trust" (decision 0090), the bill: the monthly "STATEMENT OF RENT DUE" the
 * trustee bank's Land Trust Department sends for the trust: the bank and its department at the
 * top, the trust number and the unit's rent account in a box, the items due with the lease
 * reference of each (Item 7, Section 5.03, Section 10.01 ...), the total due, the remittance
 * instructions, and below a dashed line a remittance stub to tear off (trust number, account,
 * due date, amount due, an empty "Amount enclosed").
 *
 * Every truth figure comes from the model (model.ts); the rows add up to the model's total, the
 * renderer throws otherwise.
 */
import { fmtDate, money, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel } from '../model';
import type { Rng } from '../prng';
import { boxedRow, edgeCells, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { trustFacts } from './pinecrest-trust-trust';

/** The statement's amounts: "$1,234.56", a credit "($1,234.56)". */
export const rentMoney = (cents: number) => money(cents, { parens: true });

const monthSpan = (iso: string) => {
  const { y, m } = parseIso(iso);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${fmtDate(iso, 'NUMERIC')} – ${fmtDate(`${iso.slice(0, 8)}${String(last).padStart(2, '0')}`, 'NUMERIC')}`;
};

/** The items due in print order: [item, lease reference, period, cents]. */
export function rentDueRows(m: PacketModel): [string, string, string, number][] {
  const t = trustFacts(m);
  const desc = (ln: BillLineModel): [string, string, string] => {
    switch (ln.kind) {
      case 'BASE_RENT':
        return [
          `Fixed Minimum Rent – ${m.lease.property.suite}`,
          `Item ${t.items.rent}`,
          monthSpan(ln.period),
        ];
      case 'CAM_ESTIMATE':
        return [
          ln.code === 'NNN'
            ? 'Park Charges, Impositions and insurance – monthly deposit'
            : 'Park Charges – monthly deposit',
          'Section 5.03',
          monthSpan(ln.period),
        ];
      case 'TAX_ESTIMATE':
        return ['Impositions – monthly deposit', 'Section 5.03', monthSpan(ln.period)];
      case 'INSURANCE_ESTIMATE':
        return ['Insurance – monthly deposit', 'Section 5.03', monthSpan(ln.period)];
      case 'OPEX_ESTIMATE':
        return [
          'Additional Rent over the Expense Stop – monthly deposit',
          'Section 5.03',
          monthSpan(ln.period),
        ];
      case 'RECON': {
        const y = parseIso(ln.period).y;
        return [
          ln.amountCents < 0
            ? `Lessor’s accounting ${y} – credit to Lessee`
            : `Lessor’s accounting ${y} – balance due Lessor`,
          'Section 5.06',
          `01/01/${y} – 12/31/${y}`,
        ];
      }
      case 'PAST_DUE':
        return [`Installment unpaid – ${monthYear(ln.period)}`, 'Article the Third', monthSpan(ln.period)];
      case 'LATE_FEE':
        return [`Service charge on the ${monthYear(ln.period)} installment`, 'Section 10.01', ''];
    }
  };
  const order: BillLineModel['kind'][] = [
    'PAST_DUE',
    'LATE_FEE',
    'BASE_RENT',
    'CAM_ESTIMATE',
    'TAX_ESTIMATE',
    'INSURANCE_ESTIMATE',
    'OPEX_ESTIMATE',
    'RECON',
  ];
  const lines = m.bill.lines.slice().sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return lines.map((ln) => [...desc(ln), ln.amountCents]);
}

export async function renderPinecrestTrustBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const b = m.bill;
  const t = trustFacts(m);
  const rows = rentDueRows(m);
  const total = rows.reduce((a, r) => a + r[3], 0);
  if (total !== b.totalCents)
    throw new Error(`pinecrest-trust: rent-due rows ${total} do not add up to the bill's ${b.totalCents}`);
  const w = writerWithDrawnFont(rng, ['Times', 'Helvetica', 'Times'], {
    size: 9,
    margin: 48,
    date: b.invoiceDate,
    title: `Statement of Rent Due - Trust No. ${t.trustNo} - ${monthYear(b.month)}`,
    author: t.bank,
    footer: null,
  });
  const d = w.doc;
  // ---- the bank's head and the trust box
  const top = d.y;
  w.font('bold', 13);
  d.text(t.bank, w.left, top, { width: 300 });
  w.font('regular', 9);
  d.text(`${t.department}\n${t.bankStreet}\n${p.city.city}, ${p.city.state}`, w.left, d.y + 1, {
    width: 300,
  });
  const bx = w.right - 200;
  w.font('bold', 12);
  d.text('STATEMENT OF RENT DUE', bx, top, { width: 200, align: 'right' });
  d.y = top + 20;
  const key: [string, string][] = [
    ['Trust No.', t.trustNo],
    ['Rent Account', t.rentAccount],
    ['Statement No.', b.invoiceNo],
    ['Statement Date', fmtDate(b.invoiceDate, 'NUMERIC')],
    ['Due Date', fmtDate(b.month, 'NUMERIC')],
  ];
  for (const [k, v] of key)
    boxedRow(
      w,
      [
        { text: k, x: bx, width: 90, bold: true },
        { text: v, x: bx + 90, width: 110 },
      ],
      8.5,
      { pad: 2.5 },
    );
  d.y = Math.max(d.y, top + 60) + 10;
  w.font('regular', 9);
  d.text(
    `Lessee:  ${l.tenant.name}\n${p.suite}, ${p.name}\n${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`,
    w.left,
    d.y,
    { width: 300 },
  );
  d.y += 6;
  w.para(
    `Premises held by ${t.bank}, as Trustee under Trust No. ${t.trustNo} (Beneficiary: ${l.landlord.name}). The following items are due under the Indenture of Lease dated ${fmtDate(l.leaseDate, 'LONG')} on ${fmtDate(b.month, 'LONG')}:`,
    { size: 9, gap: 0.5 },
  );
  // ---- the items due
  const widths = [250, 90, 96, w.contentWidth - 436];
  const edges = [w.left];
  for (const v of widths) edges.push(edges[edges.length - 1]! + v);
  const align = ['left', 'left', 'left', 'right'] as const;
  ruledRow(w, edgeCells(edges, ['Item', 'Lease reference', 'Period', 'Amount'], [...align], { bold: true }), {
    size: 8.5,
    shade: '#e4e4e4',
    line: 'both',
  });
  for (const [item, ref, per, cents] of rows)
    ruledRow(w, edgeCells(edges, [item, ref, per, rentMoney(cents)], [...align]), {
      size: 8.5,
      line: 'bottom',
      weight: 0.3,
    });
  ruledRow(
    w,
    edgeCells(edges, [`TOTAL DUE ${fmtDate(b.month, 'LONG')}`, '', '', rentMoney(b.totalCents)], [...align], {
      bold: true,
    }),
    { size: 9.5, line: 'double' },
  );
  w.space(0.8);
  w.para(
    `Make checks payable to “${t.bank}, Trustee, Trust No. ${t.trustNo}” and remit with the stub below to the ${t.department}, ${t.bankStreet}, ${p.city.city}, ${p.city.state}. Installments not received when due bear the service charge provided in Section 10.01 of the Indenture. Inquiries concerning Park Charges and Lessor’s accounting: ${t.manager}, ${t.managerContact}. Trust officer: ${t.trustOfficer}.`,
    { size: 8.5, gap: 0.4 },
  );
  w.para('This statement is rendered by the Trustee solely as a convenience to the Beneficiary and Lessee.', {
    size: 7.5,
    style: 'italic',
    gap: 0.6,
  });
  // ---- the remittance stub, below a dashed cut line
  const stubH = 150;
  if (d.y < w.bottom - stubH - 30) d.y = w.bottom - stubH - 10;
  w.ensure(stubH);
  const cut = d.y;
  d.save()
    .moveTo(w.left, cut)
    .lineTo(w.right, cut)
    .dash(4, { space: 3 })
    .lineWidth(0.6)
    .stroke()
    .undash()
    .restore();
  w.font('italic', 7.5);
  d.text('PLEASE DETACH ALONG THIS LINE AND RETURN THIS STUB WITH YOUR REMITTANCE', w.left, cut + 4, {
    width: w.contentWidth,
    align: 'center',
  });
  d.y = cut + 18;
  w.font('bold', 10);
  d.text(`${t.bank} – ${t.department} – REMITTANCE STUB`, w.left, d.y, { width: w.contentWidth });
  d.y += 4;
  const sw = w.contentWidth / 5;
  boxedRow(
    w,
    ['Trust No.', 'Rent Account', 'Lessee', 'Due Date', 'Amount Due'].map((k, i) => ({
      text: k,
      x: w.left + i * sw,
      width: sw,
      bold: true,
    })),
    8,
    { pad: 3 },
  );
  boxedRow(
    w,
    [
      t.trustNo,
      t.rentAccount,
      `${l.tenant.name} (${p.suite})`,
      fmtDate(b.month, 'NUMERIC'),
      rentMoney(b.totalCents),
    ].map((v, i) => ({ text: v, x: w.left + i * sw, width: sw })),
    8.5,
    { pad: 3 },
  );
  d.y += 8;
  w.font('regular', 9);
  d.text(
    `Amount enclosed  $ ____________________        Check No. __________\n\nRemit to: ${t.bank}, ${t.department}, ${t.bankStreet}, ${p.city.city}, ${p.city.state}`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  return finishPdf(w);
}
