/**
 * Family "meadowlark-portal" (decision 0105), the statement: the property-technology portal's
 * reconciliation page as the tenant printed it from a browser: the browser's print header (date
 * and time, the page's title) and footer (the URL, "1/3"), the portal's bar (brand, building and
 * suite, tenant), the page title and its "Published" date, then **summary cards whose label sits
 * on one line and its value on the line below** ("Your share" / "4.2500%"), **the expense lines
 * as a stacked list, each name on one line and its amount on the next**, grouped under pool
 * headings with a group total row, and **"How we calculated your share" as label/value pairs
 * stacked the same way**. Credits print with a real minus sign ("−$1,234.56").
 *
 * The Published date is the truth's statement date (the lease says a statement is delivered
 * when it is published on the portal). Every figure comes from the model; a planted MATH_ERROR
 * shows in the page's own arithmetic: a "Total operating expenses" the group totals do not add
 * up to (POOL), a "Your share of ..." that is not the share of the total above it (SHARE), a
 * balance that is not the total less the estimated payments (BALANCE). The renderer throws when
 * what it prints is not the model's arithmetic (the planted delta aside).
 */
import type { SectionKey } from '../data';
import { commas, fmtDate } from '../format';
import type { PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { browserChrome, pmoney, portalFacts, portalWriter, printStamp } from './meadowlark-portal-facts';

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

/** A stacked pair: the label on one line, the value on the line below. */
export interface Pair {
  label: string;
  value: string;
}

export interface PortalGroup {
  section: SectionKey;
  name: string;
  lines: Pair[];
  totalCents: number;
  total: Pair;
}

/** The share as the portal prints it. */
export const portalShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** The balance's card label. */
export const balanceLabel = (cents: number) => (cents >= 0 ? 'Balance due' : 'Credit to you');

/** The expense groups with their stacked lines and group totals; checked against the model. */
export function portalGroups(s: StatementModel): { groups: PortalGroup[]; total: Pair } {
  const n = s.numbers;
  if (s.mode !== 'TOTAL') throw new Error('meadowlark-portal: the portal shares its total');
  const lineSum = s.lines.reduce((a, l) => a + l.amountCents, 0);
  if (n.pool !== lineSum + s.delta.pool) throw new Error('meadowlark-portal: pool is not the lines');
  const groups = s.sectionOrder.map((k) => {
    const ls = s.lines.filter((x) => x.section === k);
    const totalCents = ls.reduce((a, x) => a + x.amountCents, 0);
    return {
      section: k,
      name: s.sectionNames[k],
      lines: ls.map((x) => ({ label: x.label, value: pmoney(x.amountCents) })),
      totalCents,
      total: { label: `${s.sectionNames[k]} total`, value: pmoney(totalCents) },
    };
  });
  if (groups.reduce((a, g) => a + g.lines.length, 0) !== s.lines.length)
    throw new Error('meadowlark-portal: a line outside the groups');
  return { groups, total: { label: 'Total operating expenses', value: pmoney(n.pool) } };
}

/** The summary cards, label over value. */
export function summaryCards(s: StatementModel): Pair[] {
  const n = s.numbers;
  return [
    { label: 'Your share', value: portalShare(s) },
    { label: 'Total operating expenses', value: pmoney(n.pool) },
    { label: `Your total for ${s.year}`, value: pmoney(n.totalDue) },
    { label: balanceLabel(n.balance), value: pmoney(n.balance) },
  ];
}

/** "How we calculated your share": stacked pairs, checked against the model's arithmetic. */
export function calcPairs(m: PacketModel, s: StatementModel): Pair[] {
  const n = s.numbers;
  const out: Pair[] = [];
  const share = portalShare(s);
  if (s.showRsf) {
    out.push({
      label: `Your suite’s area (${m.lease.property.suite})`,
      value: `${commas(s.shareNumRsf)} sq ft`,
    });
    out.push({ label: 'Building area', value: `${commas(s.shareDenRsf)} sq ft` });
  }
  out.push({ label: 'Your share', value: share });
  out.push({ label: 'Total operating expenses', value: pmoney(n.pool) });
  if (s.base) {
    if (n.excess !== Math.max(0, n.pool - s.base.deductionCents))
      throw new Error('meadowlark-portal: excess');
    out.push({ label: `Base year ${s.base.year} expenses`, value: pmoney(-s.base.deductionCents) });
    out.push({ label: 'Expenses over the base year', value: pmoney(n.excess!) });
  }
  out.push({
    label: s.base
      ? `Your share of the expenses over the base year (${share})`
      : `Your share of operating expenses (${share})`,
    value: pmoney(n.tenantShare),
  });
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      const camPool = s.lines.filter((x) => isCam(x.category)).reduce((a, x) => a + x.amountCents, 0);
      if (n.camShare !== Math.round((camPool * s.sharePct) / 100))
        throw new Error('meadowlark-portal: CAM share');
      out.push({ label: 'Common area costs (excluding taxes and insurance)', value: pmoney(camPool) });
      out.push({ label: `Your share of common area costs (${share})`, value: pmoney(n.camShare!) });
      out.push({
        label: `Admin fee (${s.fee.pct}% of your share of common area costs)`,
        value: pmoney(n.fee),
      });
    } else out.push({ label: `Admin fee (${s.fee.pct}% of your share)`, value: pmoney(n.fee) });
  } else if (n.fee !== 0) throw new Error('meadowlark-portal: a fee without a fee term');
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('meadowlark-portal: total is not share + fee');
  out.push({ label: `Your total for ${s.year}`, value: pmoney(n.totalDue) });
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths)
    throw new Error('meadowlark-portal: estimates');
  out.push({
    label: `Estimated payments (${s.estimateMonths} × ${pmoney(s.monthlyEstimateCents)})`,
    value: pmoney(-n.estimates),
  });
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance) throw new Error('meadowlark-portal: balance');
  out.push({ label: balanceLabel(n.balance), value: pmoney(n.balance) });
  return out;
}

/** The page's URL. */
export const statementUrl = (m: PacketModel, s: StatementModel) =>
  `https://${portalFacts(m).host}/tenant/reconciliations/${s.year}`;

/** The page's title as the browser prints it in its header. */
export const statementTitle = (m: PacketModel, s: StatementModel) =>
  `${s.year} reconciliation · ${portalFacts(m).brand}`;

export async function renderMeadowlarkPortalStatement(
  m: PacketModel,
  s: StatementModel,
  _rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const f = portalFacts(m);
  const w = portalWriter({
    size: 9.5,
    margin: 44,
    date: s.date,
    title: statementTitle(m, s),
    author: f.brand,
    footer: null,
  });
  const d = w.doc;
  // the portal's bar
  const barY = d.y;
  d.rect(w.left, barY - 6, w.contentWidth, 30).fill('#1f3a5f');
  d.fillColor('#ffffff');
  w.font('bold', 13);
  d.text(f.brand, w.left + 10, barY + 2, { width: 150, lineBreak: false });
  w.font('regular', 8.5);
  d.text(`${l.property.name} · ${l.property.suite}`, w.left + 170, barY + 1, {
    width: w.contentWidth - 180,
    align: 'right',
    lineBreak: false,
  });
  d.text(l.tenant.name, w.left + 170, barY + 12, {
    width: w.contentWidth - 180,
    align: 'right',
    lineBreak: false,
  });
  d.fillColor('#000000');
  d.x = w.left;
  d.y = barY + 36;
  w.font('regular', 8.5);
  d.text('Home  ›  Billing  ›  Reconciliations', w.left, d.y);
  d.y += 6;
  w.font('bold', 17);
  d.text(`${s.year} operating expense reconciliation`, w.left, d.y);
  w.font('regular', 9);
  d.text(`Published ${fmtDate(s.date, 'LONG')} · Account ${f.accountId}`, w.left, d.y + 2);
  d.y += 14;
  // summary cards: label on one line, value on the next
  const cards = summaryCards(s);
  const gap = 8;
  const cw = (w.contentWidth - gap * (cards.length - 1)) / cards.length;
  const cy = d.y;
  cards.forEach((c, i) => {
    const x = w.left + i * (cw + gap);
    d.roundedRect(x, cy, cw, 48, 5).lineWidth(0.6).strokeColor('#c9d2dc').stroke();
    d.strokeColor('#000000');
    w.font('regular', 8);
    d.fillColor('#55606e');
    d.text(c.label, x + 9, cy + 9, { width: cw - 18, lineBreak: false });
    d.fillColor('#000000');
    w.font('bold', 13);
    d.text(c.value, x + 9, cy + 25, { width: cw - 18, lineBreak: false });
  });
  d.x = w.left;
  d.y = cy + 64;
  // the stacked expense list
  const pairRow = (p: Pair, opts: { bold?: boolean; indent?: number } = {}) => {
    const indent = opts.indent ?? 0;
    w.font(opts.bold ? 'bold' : 'regular', 9.5);
    const h = d.heightOfString(p.label, { width: w.contentWidth - indent - 8 });
    w.ensure(h + 22);
    const y = d.y;
    d.text(p.label, w.left + indent, y, { width: w.contentWidth - indent - 8 });
    const vy = d.y + 1;
    d.text(p.value, w.left + indent, vy, { width: w.contentWidth - indent - 8, align: 'right' });
    d.x = w.left;
    d.y = vy + 13;
    d.moveTo(w.left + indent, d.y - 5)
      .lineTo(w.right, d.y - 5)
      .lineWidth(0.3)
      .strokeColor('#dde3ea')
      .stroke();
    d.strokeColor('#000000');
    w.font();
  };
  w.font('bold', 12);
  d.text('Expenses', w.left, d.y);
  d.y += 4;
  const { groups, total } = portalGroups(s);
  for (const g of groups) {
    w.ensure(60);
    d.rect(w.left, d.y - 2, w.contentWidth, 16).fill('#eef2f6');
    d.fillColor('#000000');
    w.font('bold', 10);
    d.text(g.name, w.left + 6, d.y + 1, { width: w.contentWidth - 12, lineBreak: false });
    d.x = w.left;
    d.y += 19;
    for (const p of g.lines) pairRow(p, { indent: 8 });
    pairRow(g.total, { bold: true, indent: 8 });
    d.y += 4;
  }
  pairRow(total, { bold: true });
  d.y += 10;
  w.ensure(80);
  w.font('bold', 12);
  d.text('How we calculated your share', w.left, d.y);
  d.y += 4;
  const calc = calcPairs(m, s);
  calc.forEach((p, i) => {
    pairRow(p, { bold: i === calc.length - 1 });
  });
  d.y += 8;
  w.ensure(40);
  w.font('regular', 8.5);
  d.fillColor('#55606e');
  d.text(
    s.numbers.balance >= 0
      ? `The balance due will be added to your next charges. Questions? Message ${l.landlord.name} from the Requests tab.`
      : `The credit will be applied to your next charges. Questions? Message ${l.landlord.name} from the Requests tab.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  d.fillColor('#000000');
  browserChrome(w, {
    stamp: printStamp(m, s.file, s.date),
    title: statementTitle(m, s),
    url: statementUrl(m, s),
  });
  return finishPdf(w);
}
