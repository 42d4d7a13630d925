/**
 * Family "wexford-certified" (decision 0109), the statement: **the year's Operating Cost Statement
 * as the landlord's outside certified public accountants issue it**, portrait, in Times:
 * page 1 the firm's letterhead and an **"INDEPENDENT ACCOUNTANT'S REPORT"** on their examination
 * (addressed to the landlord and the tenant, dated the truth's statement date, no figures); page 2
 * the **"STATEMENT OF RECOVERABLE OPERATING COSTS, Year Ended December 31, 2023" set as a
 * financial statement**: pool captions, each line's amount in an inner column, the pool's total
 * stepped out to an outer column under a single rule, "$" only on a column's first figure and on
 * the totals, the grand total double-ruled; then **"SCHEDULE 1 – COMPUTATION OF TENANT'S SHARE"**
 * (each step a caption citing its Note, the figure in the outer column); the last page **"NOTES TO
 * STATEMENT"** (basis of presentation, the share and its areas, the base, the overhead charge,
 * the estimated payments). Credits in parentheses `(1,234.56)`, `$(1,234.56)`.
 *
 * Every figure comes from the model; a planted MATH_ERROR shows in the page's own arithmetic: a
 * "Total recoverable operating costs" that is not the pool totals above it (POOL), a tenant's
 * share that is not the printed share of the printed basis (SHARE), a balance that is not the
 * total less the estimated payments (BALANCE). The renderer throws when what it prints is not the
 * model's arithmetic (the planted delta aside).
 */
import { commas, fmtDate } from '../format';
import type { PacketModel, StatementModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { amt, certifiedFacts, damt, placeWord } from './wexford-certified-facts';

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

export interface StmtRow {
  kind: 'HEAD' | 'LINE' | 'SUB' | 'GRAND';
  label: string;
  /** Inner column (a line), as printed. */
  inner: string;
  /** Outer column (a pool's or the grand total), as printed. */
  outer: string;
  cents: number;
}

/** The statement's rows, checked: lines add up to each pool's total; the grand total is the model's pool. */
export function statementRows(s: StatementModel): StmtRow[] {
  const n = s.numbers;
  if (s.mode !== 'TOTAL') throw new Error('wexford-certified: the statement shares its total');
  const lineSum = s.lines.reduce((a, l) => a + l.amountCents, 0);
  if (n.pool !== lineSum + s.delta.pool) throw new Error('wexford-certified: pool is not the lines');
  const rows: StmtRow[] = [];
  let count = 0;
  let firstOuter = true;
  let subs = 0;
  for (const k of s.sectionOrder) {
    const lines = s.lines.filter((x) => x.section === k);
    if (!lines.length) continue;
    rows.push({ kind: 'HEAD', label: s.sectionNames[k], inner: '', outer: '', cents: 0 });
    let sub = 0;
    lines.forEach((ln, i) => {
      rows.push({
        kind: 'LINE',
        label: ln.label,
        inner: i === 0 ? damt(ln.amountCents) : amt(ln.amountCents),
        outer: '',
        cents: ln.amountCents,
      });
      sub += ln.amountCents;
      count++;
    });
    rows.push({
      kind: 'SUB',
      label: `Total ${s.sectionNames[k].toLowerCase()}`,
      inner: '',
      outer: firstOuter ? damt(sub) : amt(sub),
      cents: sub,
    });
    firstOuter = false;
    subs += sub;
  }
  if (count !== s.lines.length) throw new Error('wexford-certified: a line outside the pools');
  if (subs !== lineSum) throw new Error('wexford-certified: pool totals');
  rows.push({
    kind: 'GRAND',
    label: 'Total recoverable operating costs',
    inner: '',
    outer: damt(n.pool),
    cents: n.pool,
  });
  return rows;
}

export const certShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

export const balanceLabel = (m: PacketModel, cents: number) =>
  certifiedFacts(m).balanceWords === 'NEUTRAL'
    ? 'Balance due from (refundable to) tenant'
    : cents >= 0
      ? 'Balance due from tenant'
      : 'Amount refundable to tenant';

/** Schedule 1, the computation: [label, amount], checked against the model's arithmetic. */
export function computation(m: PacketModel, s: StatementModel): [string, string][] {
  const n = s.numbers;
  const out: [string, string][] = [];
  const share = certShare(s);
  out.push(['Total recoverable operating costs (Statement)', damt(n.pool)]);
  if (s.base) {
    if (n.excess !== Math.max(0, n.pool - s.base.deductionCents))
      throw new Error('wexford-certified: excess');
    out.push([`Less base operating costs, base year ${s.base.year} (Note 3)`, amt(-s.base.deductionCents)]);
    out.push(['Operating costs in excess of base operating costs', amt(n.excess!)]);
  }
  out.push(["Tenant's proportionate share (Note 2)", share]);
  out.push([
    s.base ? "Tenant's share of the excess" : "Tenant's share of operating costs",
    amt(n.tenantShare),
  ]);
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      const camPool = s.lines.filter((x) => isCam(x.category)).reduce((a, x) => a + x.amountCents, 0);
      if (n.camShare !== Math.round(camPool * (s.sharePct / 100)))
        throw new Error('wexford-certified: CAM share');
      out.push([
        `Overhead charge, ${s.fee.pct}% of ${share} of costs other than taxes and insurance, ${amt(camPool)} (Note 4)`,
        amt(n.fee),
      ]);
    } else out.push([`Overhead charge, ${s.fee.pct}% of tenant's share (Note 4)`, amt(n.fee)]);
  } else if (n.fee !== 0) throw new Error('wexford-certified: a fee without a fee term');
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('wexford-certified: total');
  out.push([`Total Common Area Charges for ${s.year}`, damt(n.totalDue)]);
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths)
    throw new Error('wexford-certified: estimates');
  out.push(['Less estimated payments billed (Note 5)', amt(-n.estimates)]);
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance) throw new Error('wexford-certified: balance');
  out.push([balanceLabel(m, n.balance), damt(n.balance)]);
  return out;
}

/** The Notes to Statement: [title, text]. */
export function statementNotes(m: PacketModel, s: StatementModel): [string, string][] {
  const l = m.lease;
  const place = placeWord(m);
  const share = certShare(s);
  const notes: [string, string][] = [];
  notes.push([
    'Basis of Presentation',
    `The Statement has been prepared from the accounting records of ${l.landlord.name} on the basis of the Operating Costs provisions of the lease dated ${fmtDate(l.leaseDate, 'LONG')} with ${l.tenant.name}, which is a basis of accounting other than accounting principles generally accepted in the United States of America. Costs the lease excludes are not included.`,
  ]);
  notes.push([
    "Tenant's Proportionate Share",
    s.showRsf
      ? `Tenant's proportionate share of ${share} is the Floor Area of the Premises, ${commas(s.shareNumRsf)} square feet, divided by the Floor Area of ${l.kind === 'office' ? 'the Building' : `the buildings of the ${place}`}, ${commas(s.shareDenRsf)} square feet.`
      : `Tenant's proportionate share of ${share} has been applied to the total recoverable operating costs as provided in the lease.`,
  ]);
  notes.push([
    'Base Operating Costs',
    s.base
      ? `The lease fixes the base operating costs of base year ${s.base.year} at ${damt(s.base.deductionCents)}; tenant's share is computed on the operating costs in excess of that amount.`
      : 'The lease provides for no base year; tenant shares in the total recoverable operating costs.',
  ]);
  notes.push([
    'Overhead Charge',
    s.fee
      ? `An overhead charge of ${s.fee.pct}% has been added to tenant's share of ${s.fee.base === 'CAM' ? 'operating costs other than real estate taxes and insurance' : 'operating costs'}.`
      : 'No overhead charge has been added.',
  ]);
  notes.push([
    'Estimated Payments',
    `Tenant was billed ${s.estimateMonths} monthly estimated payments of ${damt(s.monthlyEstimateCents)} during ${s.year}, ${damt(s.numbers.estimates)} in all.`,
  ]);
  return notes;
}

export const STATEMENT_TITLE = 'STATEMENT OF RECOVERABLE OPERATING COSTS';

export async function renderWexfordCertifiedStatement(
  m: PacketModel,
  s: StatementModel,
  _rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const f = certifiedFacts(m);
  const w = new PdfWriter({
    font: 'Times',
    size: 10.5,
    margin: 66,
    date: s.date,
    title: `${l.property.name} ${STATEMENT_TITLE} ${s.year}`,
    author: f.cpa,
    footer: null,
  });
  const d = w.doc;
  const rows = statementRows(s);
  const comp = computation(m, s);
  const notes = statementNotes(m, s);
  const ye = `Year Ended December 31, ${s.year}`;
  // ---- page 1: the accountant's report
  w.font('bold', 14);
  d.text(f.cpa, w.left, d.y, { width: w.contentWidth, align: 'center' });
  w.font('italic', 10);
  d.text(f.cpaLine, w.left, d.y, { width: w.contentWidth, align: 'center' });
  w.font('regular', 9);
  d.text(`${f.cpaStreet} · ${l.property.city.city}, ${l.property.city.state}`, w.left, d.y, {
    width: w.contentWidth,
    align: 'center',
  });
  d.moveTo(w.left, d.y + 4)
    .lineTo(w.right, d.y + 4)
    .lineWidth(0.8)
    .stroke();
  d.y += 26;
  w.font('bold', 12);
  d.text("INDEPENDENT ACCOUNTANT'S REPORT", w.left, d.y, { width: w.contentWidth, align: 'center' });
  d.y += 14;
  w.font('regular', 10.5);
  const para = (t: string) => {
    d.text(t, w.left, d.y, { width: w.contentWidth, align: 'justify' });
    d.y += 9;
  };
  para(`To ${l.landlord.name}\nand ${l.tenant.name}`);
  para(
    `We have examined the accompanying Statement of Recoverable Operating Costs of ${l.property.name} for the year ended December 31, ${s.year}, and the related Schedule 1, Computation of Tenant's Share, of ${l.tenant.name} (together, the "Statement"). ${l.landlord.name}'s management is responsible for presenting the Statement in accordance with the Operating Costs provisions of the lease described in Note 1. Our responsibility is to express an opinion on the Statement based on our examination.`,
  );
  para(
    'Our examination was conducted in accordance with attestation standards established by the American Institute of Certified Public Accountants. Those standards require that we plan and perform the examination to obtain reasonable assurance about whether the Statement is presented in accordance with the lease, in all material respects. We believe that the evidence we obtained is sufficient and appropriate to provide a reasonable basis for our opinion.',
  );
  para(
    `In our opinion, the Statement referred to above presents, in all material respects, the recoverable operating costs of ${l.property.name} for the year ended December 31, ${s.year}, and the tenant's share of them, in accordance with the lease.`,
  );
  para(
    `This report is intended solely for the information and use of ${l.landlord.name} and ${l.tenant.name} and is not intended to be and should not be used by anyone other than these specified parties.`,
  );
  d.y += 10;
  w.font('italic', 12);
  d.text(f.cpa, w.left, d.y);
  w.font('regular', 10.5);
  d.text(`${l.property.city.city}, ${l.property.city.state}`, w.left, d.y + 2);
  d.text(fmtDate(s.date, 'LONG'), w.left, d.y);
  // ---- page 2: the statement
  d.addPage();
  const title = (t: string) => {
    w.font('bold', 11);
    d.text(l.property.name.toUpperCase(), w.left, d.y, { width: w.contentWidth, align: 'center' });
    d.text(t, w.left, d.y, { width: w.contentWidth, align: 'center' });
    w.font('regular', 10.5);
    d.text(ye, w.left, d.y, { width: w.contentWidth, align: 'center' });
    d.y += 12;
  };
  title(STATEMENT_TITLE);
  const outerR = w.right;
  const innerR = w.right - 96;
  const colW = 86;
  const RH = 13.5;
  for (const r of rows) {
    if (d.y + RH * 2 > d.page.height - 70) {
      d.addPage();
      title(`${STATEMENT_TITLE} (continued)`);
    }
    const y = d.y;
    if (r.kind === 'HEAD') {
      d.y += 3;
      w.font('bold', 10.5);
      d.text(r.label, w.left, d.y, { lineBreak: false });
      d.y += RH;
      continue;
    }
    if (r.kind === 'SUB' || r.kind === 'GRAND') {
      const rx = r.kind === 'SUB' ? innerR : outerR;
      d.moveTo(rx - colW + 10, y - 1.5)
        .lineTo(rx, y - 1.5)
        .lineWidth(0.5)
        .stroke();
    }
    w.font(r.kind === 'GRAND' ? 'bold' : 'regular', 10.5);
    const ind = r.kind === 'LINE' ? 14 : r.kind === 'SUB' ? 28 : 0;
    const maxW = innerR - colW - w.left - ind - 4;
    const lw = d.widthOfString(r.label);
    const size = lw > maxW ? (10.5 * maxW) / lw : 10.5;
    w.font(r.kind === 'GRAND' ? 'bold' : 'regular', size);
    d.text(r.label, w.left + ind, y + 0.683 * (10.5 - size), { lineBreak: false });
    w.font(r.kind === 'GRAND' ? 'bold' : 'regular', 10.5);
    if (r.inner) d.text(r.inner, innerR - colW, y, { width: colW, align: 'right', lineBreak: false });
    if (r.outer) d.text(r.outer, outerR - colW, y, { width: colW, align: 'right', lineBreak: false });
    if (r.kind === 'GRAND') {
      for (const dy of [12.5, 14.5])
        d.moveTo(outerR - colW + 10, y + dy)
          .lineTo(outerR, y + dy)
          .lineWidth(0.5)
          .stroke();
    }
    d.y = y + RH + (r.kind === 'SUB' ? 4 : 0);
  }
  // ---- Schedule 1
  const need = 60 + comp.length * 16;
  if (d.y + need > d.page.height - 70) d.addPage();
  else d.y += 22;
  title("SCHEDULE 1 – COMPUTATION OF TENANT'S SHARE");
  w.font('regular', 10.5);
  d.text(`Tenant: ${l.tenant.name}, ${l.property.suite}`, w.left, d.y);
  d.y += 8;
  comp.forEach(([k, v], i) => {
    const y = d.y;
    const last = i === comp.length - 1;
    const total = k.startsWith('Total Common Area Charges');
    if (last || total)
      d.moveTo(outerR - colW + 10, y - 1.5)
        .lineTo(outerR, y - 1.5)
        .lineWidth(0.5)
        .stroke();
    w.font(last ? 'bold' : 'regular', 10.5);
    const maxW = outerR - colW - w.left - 8;
    const lw = d.widthOfString(k);
    const size = lw > maxW ? (10.5 * maxW) / lw : 10.5;
    w.font(last ? 'bold' : 'regular', size);
    d.text(k, w.left, y + 0.683 * (10.5 - size), { lineBreak: false });
    w.font(last ? 'bold' : 'regular', 10.5);
    d.text(v, outerR - colW, y, { width: colW, align: 'right', lineBreak: false });
    if (last)
      for (const dy of [12.5, 14.5])
        d.moveTo(outerR - colW + 10, y + dy)
          .lineTo(outerR, y + dy)
          .lineWidth(0.5)
          .stroke();
    d.y = y + 16;
  });
  d.y += 8;
  w.font('italic', 9);
  d.text('See Independent Accountant’s Report and Notes to Statement.', w.left, d.y, {
    width: w.contentWidth,
  });
  // ---- notes
  d.addPage();
  title('NOTES TO STATEMENT');
  notes.forEach(([t, body], i) => {
    w.font('bold', 10.5);
    d.text(`Note ${i + 1} – ${t}`, w.left, d.y);
    d.y += 2;
    w.font('regular', 10.5);
    d.text(body, w.left, d.y, { width: w.contentWidth, align: 'justify' });
    d.y += 10;
  });
  const range = d.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    d.switchToPage(i);
    const saved = d.page.margins.bottom;
    d.page.margins.bottom = 0;
    w.font('regular', 8.5);
    d.text(`- ${i + 1} -`, w.left, d.page.height - 40, {
      width: w.contentWidth,
      align: 'center',
      lineBreak: false,
    });
    d.page.margins.bottom = saved;
  }
  w.font();
  return finishPdf(w);
}
