/**
 * Family "juniper-matrix" (decision 0097), the statement: the REIT's property-management system's
 * landscape "CAM RECOVERY DETAIL" report: a report header (system, property code, tenant, lease id,
 * space, recovery period, run date, user), a key line with the GLA basis, then one row per expense
 * line with the columns Category | Pool Total | Tenant Pro-Rata % | Tenant Share | Cap Adj. |
 * Admin Fee | Tenant Total, **each row's share and fee computed and rounded on its own row**, a
 * TOTAL row and a RECOVERY SUMMARY (total recoveries, estimates billed, balance due or credit);
 * then a separate page "TENANT LEDGER – RECOVERY ACTIVITY": the year's twelve estimate billings and
 * payments as transactions with a running balance, then the reconciliation adjustment posted on
 * the statement date.
 *
 * Rounding: the model shares the pool on its total (mode TOTAL: share = round(pool × %), the CAM
 * share = round(CAM pool × %)). The report rounds row by row and gives the cents rounding leaves
 * over to the rows with the largest remainders (the system's penny allocation), the CAM rows
 * adding up to the model's CAM share and all rows to round(sum of the rows × %), so that every row
 * is within a cent of its own Pool Total × % and the column foots to the model's share; the fee
 * column is allocated the same way over the rows the fee applies to and foots to the model's fee.
 * A planted MATH_ERROR shows as a TOTAL that the column above it does not add up to (POOL: the
 * Pool Total, and with it the Tenant Share; SHARE: the Tenant Share) or as a balance that is not
 * total less estimates (BALANCE).
 *
 * Every figure comes from the model (model.ts); the renderer throws if what it prints does not add
 * up to the model (a planted delta aside).
 */
import { commas, fmtDate, money, monthYear } from '../format';
import type { PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { juniperFacts, ledgerPayments } from './juniper-matrix-facts';

/** The report's amounts: no `$`, negatives in parentheses. */
export const reportMoney = (cents: number) => money(cents, { dollar: false, parens: true });

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

/** Integer parts of `exact` adding up to `target`: floors, then a cent each to the largest remainders. */
export function allocate(target: number, exact: number[]): number[] {
  const out = exact.map((x) => Math.floor(x));
  if (!out.length) {
    if (target !== 0) throw new Error('juniper-matrix: nothing to allocate to');
    return out;
  }
  let d = target - out.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .map((o) => o.i);
  let k = 0;
  while (d > 0) {
    out[order[k % order.length]!]! += 1;
    d--;
    k++;
  }
  k = 0;
  while (d < 0) {
    out[order[order.length - 1 - (k % order.length)]!]! -= 1;
    d++;
    k++;
  }
  return out;
}

export interface DetailRow {
  label: string;
  pool: number;
  share: number;
  /** Cap adjustment (always zero: the system applies none); null where the cap does not apply. */
  capAdj: number | null;
  /** Admin fee on the row; null where the fee does not apply. */
  fee: number | null;
  total: number;
}

/** The report's rows (one a model line) and its TOTAL row, checked against the model. */
export function detailRows(m: PacketModel, s: StatementModel): { rows: DetailRow[]; total: DetailRow } {
  const n = s.numbers;
  const sh = s.sharePct / 100;
  if (s.mode !== 'TOTAL' || s.base)
    throw new Error('juniper-matrix: the report shares a net pool on its total');
  const lineSum = s.lines.reduce((a, l) => a + l.amountCents, 0);
  if (n.pool !== lineSum + s.delta.pool) throw new Error('juniper-matrix: pool is not the lines');
  const camPool = s.lines.filter((l) => isCam(l.category)).reduce((a, l) => a + l.amountCents, 0);
  const camShare = Math.round(camPool * sh);
  if (n.camShare !== camShare) throw new Error('juniper-matrix: CAM share is not % of the CAM lines');
  const rowsShare = Math.round(lineSum * sh);
  if (n.tenantShare !== Math.round(n.pool * sh) + s.delta.share)
    throw new Error('juniper-matrix: share is not % of the pool');
  if (s.delta.pool === 0 && s.delta.share === 0 && n.tenantShare !== rowsShare)
    throw new Error('juniper-matrix: share is not % of the lines');
  const exact = s.lines.map((l) => l.amountCents * sh);
  const camIdx = s.lines.map((l, i) => (isCam(l.category) ? i : -1)).filter((i) => i >= 0);
  const otherIdx = s.lines.map((l, i) => (isCam(l.category) ? -1 : i)).filter((i) => i >= 0);
  const shares = new Array<number>(s.lines.length).fill(0);
  allocate(
    camShare,
    camIdx.map((i) => exact[i]!),
  ).forEach((v, k) => {
    shares[camIdx[k]!] = v;
  });
  allocate(
    rowsShare - camShare,
    otherIdx.map((i) => exact[i]!),
  ).forEach((v, k) => {
    shares[otherIdx[k]!] = v;
  });
  shares.forEach((v, i) => {
    if (Math.abs(v - exact[i]!) > 2) throw new Error('juniper-matrix: a row share is off its own row');
  });
  // the fee over the rows it applies to
  const feeIdx = s.fee
    ? s.lines.map((l, i) => (s.fee!.base === 'ALL' || isCam(l.category) ? i : -1)).filter((i) => i >= 0)
    : [];
  const fees = new Array<number | null>(s.lines.length).fill(null);
  if (s.fee) {
    const raw = feeIdx.map((i) => (shares[i]! * s.fee!.pct) / 100);
    const rawSum = raw.reduce((a, b) => a + b, 0);
    const scaled = rawSum > 0 ? raw.map((x) => (x * n.fee) / rawSum) : raw;
    allocate(n.fee, scaled).forEach((v, k) => {
      fees[feeIdx[k]!] = v;
    });
  } else if (n.fee !== 0) throw new Error('juniper-matrix: a fee without a fee term');
  const capped = !!m.lease.camCap;
  const rows: DetailRow[] = s.lines.map((l, i) => ({
    label: l.label,
    pool: l.amountCents,
    share: shares[i]!,
    capAdj: capped && l.category === 'CONTROLLABLE' ? 0 : null,
    fee: fees[i]!,
    total: shares[i]! + (fees[i] ?? 0),
  }));
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('juniper-matrix: total is not share + fee');
  const total: DetailRow = {
    label: 'TOTAL',
    pool: n.pool,
    share: n.tenantShare,
    capAdj: capped ? 0 : null,
    fee: s.fee ? n.fee : null,
    total: n.totalDue,
  };
  const sum = (f: (r: DetailRow) => number) => rows.reduce((a, r) => a + f(r), 0);
  if (sum((r) => r.pool) + s.delta.pool !== total.pool)
    throw new Error('juniper-matrix: Pool Total does not foot');
  if (sum((r) => r.share) + (n.tenantShare - rowsShare) !== total.share)
    throw new Error('juniper-matrix: Tenant Share does not foot');
  if (sum((r) => r.fee ?? 0) !== n.fee) throw new Error('juniper-matrix: Admin Fee does not foot');
  return { rows, total };
}

/** The share as the report prints it. */
export const reportShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** The Recovery Summary's rows: [label, cents]. */
export function summaryRows(s: StatementModel): [string, number][] {
  const n = s.numbers;
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths)
    throw new Error('juniper-matrix: estimates are not the monthly estimate times the months');
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance)
    throw new Error('juniper-matrix: balance is not total - estimates');
  const rows: [string, number][] = [['Total Tenant Share', n.tenantShare]];
  if (s.fee)
    rows.push([
      `Administrative Fee (${s.fee.pct}% of ${s.fee.base === 'CAM' ? 'CAM share, excl. Tax and Insurance' : 'Tenant Share'})`,
      n.fee,
    ]);
  rows.push(['Total Recoveries', n.totalDue]);
  rows.push([
    `Less: Estimated Payments Billed (${s.estimateMonths} × ${reportMoney(s.monthlyEstimateCents)})`,
    -n.estimates,
  ]);
  rows.push([n.balance >= 0 ? 'BALANCE DUE FROM TENANT' : 'CREDIT DUE TO TENANT', n.balance]);
  return rows;
}

export interface LedgerRow {
  date: string;
  code: string;
  description: string;
  charge: number | null;
  credit: number | null;
  balance: number;
}

/** The tenant ledger's transactions for the year: estimates, payments, then the adjustment posted. */
export function ledgerRows(m: PacketModel, s: StatementModel): LedgerRow[] {
  const pays = ledgerPayments(m, s.year);
  const rows: LedgerRow[] = [
    {
      date: `${s.year}-01-01`,
      code: '',
      description: 'Beginning Balance',
      charge: null,
      credit: null,
      balance: 0,
    },
  ];
  let bal = 0;
  for (let i = 0; i < 12; i++) {
    const month = `${s.year}-${String(i + 1).padStart(2, '0')}-01`;
    bal += s.monthlyEstimateCents;
    rows.push({
      date: month,
      code: 'EST',
      description: `Recovery Estimate (CAM/Tax/Ins) – ${monthYear(month, true)}`,
      charge: s.monthlyEstimateCents,
      credit: null,
      balance: bal,
    });
    bal -= s.monthlyEstimateCents;
    rows.push({
      date: pays[i]!.date,
      code: 'PMT',
      description: `Payment – ${pays[i]!.ref}`,
      charge: null,
      credit: s.monthlyEstimateCents,
      balance: bal,
    });
  }
  const b = s.numbers.balance;
  bal += b;
  rows.push({
    date: s.date,
    code: 'REC',
    description: `${s.year} CAM Reconciliation – ${b >= 0 ? 'Balance Due' : 'Credit'}`,
    charge: b >= 0 ? b : null,
    credit: b < 0 ? -b : null,
    balance: bal,
  });
  if (bal !== s.numbers.balance) throw new Error('juniper-matrix: ledger does not end at the balance');
  const billed = rows.filter((r) => r.code === 'EST').reduce((a, r) => a + r.charge!, 0);
  if (billed !== s.numbers.estimates) throw new Error('juniper-matrix: ledger estimates are not the model’s');
  return rows;
}

const num = (iso: string) => fmtDate(iso, 'NUMERIC');

export async function renderJuniperMatrixStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const f = juniperFacts(m);
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 8.5,
    margin: 36,
    landscape: true,
    date: s.date,
    title: `CAM Recovery Detail ${s.year} - ${f.propertyCode} - ${l.property.suite}`,
    author: f.system,
    footer: `${f.system}  ·  Report CAMREC-D  ·  Run ${num(s.date)} by ${f.user}  ·  Page {n} of {total}`,
  });
  const d = w.doc;
  const { rows, total } = detailRows(m, s);
  const header = (title: string) => {
    w.font('bold', 11);
    d.text(l.landlord.name, w.left, w.margin - 6, { width: w.contentWidth / 2, lineBreak: false });
    d.text(title, w.left + w.contentWidth / 2, w.margin - 6, {
      width: w.contentWidth / 2,
      align: 'right',
      lineBreak: false,
    });
    w.font('regular', 8);
    d.y = w.margin + 8;
    const kv: [string, string][] = [
      ['Property', `${f.propertyCode} – ${f.center}`],
      ['Tenant', `${l.tenant.name} (Store ${f.storeNo})`],
      ['Lease ID', f.leaseId],
      ['Space', l.property.suite],
      ['Recovery Period', `${num(`${s.year}-01-01`)} – ${num(`${s.year}-12-31`)}`],
      ['Statement Date', num(s.date)],
    ];
    const colW = w.contentWidth / 3;
    kv.forEach(([k, v], i) => {
      const x = w.left + (i % 3) * colW;
      const y = w.margin + 8 + Math.floor(i / 3) * 11;
      w.font('bold', 8);
      d.text(`${k}:`, x, y, { lineBreak: false });
      w.font('regular', 8);
      d.text(v, x + 70, y, { width: colW - 74, lineBreak: false });
    });
    d.y = w.margin + 8 + 24;
    d.moveTo(w.left, d.y).lineTo(w.right, d.y).lineWidth(0.8).stroke();
    d.y += 5;
    d.x = w.left;
  };
  header('CAM RECOVERY DETAIL');
  const basis = s.showRsf
    ? `Pro-Rata Basis: Tenant GLA ${commas(s.shareNumRsf)} SF / Center GLA ${commas(s.shareDenRsf)} SF = ${reportShare(s)}`
    : `Pro-Rata Basis: ${reportShare(s)} of Center GLA`;
  const capText = l.camCap ? 'Cap: controllable categories (Exhibit D)' : 'Cap: none';
  const feeText = s.fee
    ? `Admin Fee: ${s.fee.pct}% on ${s.fee.base === 'CAM' ? 'CAM categories (excl. Tax, Insurance)' : 'all categories'}`
    : 'Admin Fee: none';
  w.font('regular', 8);
  d.text(`${basis}     ${capText}     ${feeText}`, w.left, d.y, { width: w.contentWidth });
  d.y += 6;
  // ---- the grid
  const cw = [0.31, 0.12, 0.1, 0.12, 0.09, 0.12, 0.14].map((k) => k * w.contentWidth);
  const cx: number[] = [];
  {
    let x = w.left;
    for (const c of cw) {
      cx.push(x);
      x += c;
    }
  }
  const cellRow = (vals: string[], opts: { bold?: boolean; shade?: boolean } = {}) => {
    const cells = vals.map((t, i) => ({
      text: t,
      x: cx[i]! + 3,
      width: cw[i]! - 6,
      align: (i === 0 ? 'left' : 'right') as 'left' | 'right',
      bold: opts.bold,
    }));
    const top = d.y;
    w.row(cells, { size: 8.5, gap: 3 });
    if (opts.shade) {
      d.moveTo(w.left, top - 1)
        .lineTo(w.right, top - 1)
        .lineWidth(0.6)
        .stroke();
    }
  };
  const gridHeader = () => {
    const top = d.y;
    d.rect(w.left, top - 2, w.contentWidth, 14)
      .fillOpacity(0.12)
      .fill('#000000');
    d.fillOpacity(1).fillColor('#000000');
    cellRow(
      [
        'Category',
        'Pool Total',
        'Tenant Pro-Rata %',
        'Tenant Share',
        'Cap Adj.',
        s.fee ? `Admin Fee (${s.fee.pct}%)` : 'Admin Fee',
        'Tenant Total',
      ],
      { bold: true },
    );
  };
  gridHeader();
  w.pageHeader = () => {
    header('CAM RECOVERY DETAIL (continued)');
    gridHeader();
  };
  const opt = (v: number | null) => (v === null ? '' : reportMoney(v));
  for (const r of rows)
    cellRow([
      r.label,
      reportMoney(r.pool),
      reportShare(s),
      reportMoney(r.share),
      opt(r.capAdj),
      opt(r.fee),
      reportMoney(r.total),
    ]);
  cellRow(
    [
      total.label,
      reportMoney(total.pool),
      reportShare(s),
      reportMoney(total.share),
      opt(total.capAdj),
      opt(total.fee),
      reportMoney(total.total),
    ],
    { bold: true, shade: true },
  );
  d.moveTo(w.left, d.y).lineTo(w.right, d.y).lineWidth(0.6).stroke();
  d.y += 10;
  w.pageHeader = null;
  // ---- the Recovery Summary, right-aligned under the grid
  const sx = w.left + w.contentWidth * 0.5;
  const sw = w.contentWidth * 0.5;
  w.ensure(100);
  w.font('bold', 9);
  d.text('RECOVERY SUMMARY', sx, d.y, { width: sw });
  d.y += 3;
  const summary = summaryRows(s);
  summary.forEach(([label, v], i) => {
    const last = i === summary.length - 1;
    w.leader(label, reportMoney(v), { x: sx, width: sw, size: last ? 9.5 : 8.5, bold: last });
  });
  d.y += 6;
  w.font('italic', 7.5);
  d.text(
    'Shares and fees are computed and rounded row by row; the cents left over by rounding are allocated to the rows with the largest remainders, so the Tenant Share column equals the Pro-Rata % of the Pool Total. Categories the lease excludes are not recovered (Exhibit D).',
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  // ---- the ledger page
  w.newPage();
  header('TENANT LEDGER – RECOVERY ACTIVITY');
  const lw = [0.11, 0.07, 0.46, 0.12, 0.12, 0.12].map((k) => k * w.contentWidth);
  const lx: number[] = [];
  {
    let x = w.left;
    for (const c of lw) {
      lx.push(x);
      x += c;
    }
  }
  const lrow = (vals: string[], bold = false) =>
    w.row(
      vals.map((t, i) => ({
        text: t,
        x: lx[i]! + 3,
        width: lw[i]! - 6,
        align: (i >= 3 ? 'right' : 'left') as 'left' | 'right',
        bold,
      })),
      { size: 8, gap: 2.2 },
    );
  lrow(['Date', 'Code', 'Description', 'Charges', 'Payments/Credits', 'Balance'], true);
  d.moveTo(w.left, d.y).lineTo(w.right, d.y).lineWidth(0.6).stroke();
  d.y += 2;
  const lrows = ledgerRows(m, s);
  for (const r of lrows) {
    if (r.code === 'REC') {
      const est = lrows.filter((x) => x.code === 'EST').reduce((a, x) => a + x.charge!, 0);
      const paid = lrows.filter((x) => x.code === 'PMT').reduce((a, x) => a + x.credit!, 0);
      d.moveTo(lx[3]!, d.y).lineTo(w.right, d.y).lineWidth(0.4).stroke();
      d.y += 2;
      lrow(
        [
          '',
          '',
          `Year-to-date ${s.year}: estimates billed / payments received`,
          reportMoney(est),
          reportMoney(paid),
          '',
        ],
        true,
      );
      d.y += 3;
    }
    lrow([
      num(r.date),
      r.code,
      r.description,
      r.charge === null ? '' : reportMoney(r.charge),
      r.credit === null ? '' : reportMoney(r.credit),
      reportMoney(r.balance),
    ]);
  }
  d.moveTo(w.left, d.y).lineTo(w.right, d.y).lineWidth(0.8).stroke();
  d.y += 3;
  lrow(
    [
      '',
      '',
      s.numbers.balance >= 0 ? 'Ending Balance – Amount Due' : 'Ending Balance – Credit',
      '',
      '',
      reportMoney(s.numbers.balance),
    ],
    true,
  );
  return finishPdf(w);
}
