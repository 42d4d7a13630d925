/**
 * Family "pinecrest-trust" (decision 0090), the statement: "Lessor's accounting" as the
 * beneficiary's park manager prints it from its general ledger: a landscape listing of every
 * account of the park for the year (account number, account name, prior-year and current-year
 * amount, % change and a "Recoverable Y/N" flag), grouped Park Charges / Utilities / Impositions
 * / Insurance with a recoverable subtotal per group; accounts the lease does not let the Lessor
 * recover (interest, depreciation, trustee's fees, ...) are listed too, flagged N and left out of
 * the subtotals; then a ruled computation box (recoverable total, Expense Stop on a base-year
 * lease, Lessee's Proportionate Share, supervisory charge, estimates paid, balance).
 *
 * Every truth figure comes from the model (model.ts); the account numbers and the N accounts come
 * from the family's own streams and enter no truth figure. The renderer throws if the Y rows do
 * not add up to the model's pool (a planted MATH_ERROR on the pool excepted).
 */

import type { SectionKey } from '../data';
import { commas, fmtDate, money } from '../format';
import type { PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { edgeCells, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { nonRecoverable, trustFacts } from './pinecrest-trust-trust';

/** The ledger's figures: "1,234.56", a negative "(1,234.56)", no "$". */
export const glMoney = (cents: number) => money(cents, { dollar: false, parens: true });

/** The share as the box prints it: "6.6828%". */
export const glShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** "12.3%", "(4.1%)", or "new" when the account had no prior-year amount. */
export function pctChange(prior: number, current: number): string {
  if (!prior) return 'new';
  const p = ((current - prior) / prior) * 100;
  const t = `${Math.abs(p).toFixed(1)}%`;
  return p < -0.05 ? `(${t})` : t;
}

export const GROUP_TITLES: Record<SectionKey, string> = {
  CAM: 'PARK CHARGES – COMMON AREAS',
  UTIL: 'PARK CHARGES – UTILITIES',
  TAX: 'IMPOSITIONS',
  INS: 'INSURANCE',
};

export interface LedgerRow {
  acct: string;
  name: string;
  prior: number;
  current: number;
  flag: 'Y' | 'N';
  /** The model line this row prints (null for an N account the ledger adds). */
  line: number | null;
}

export interface LedgerGroup {
  key: SectionKey;
  title: string;
  acct: number;
  rows: LedgerRow[];
  recoverable: { prior: number; current: number };
  excluded: { prior: number; current: number };
}

/** The ledger's groups in print order, with the rows, their flags and subtotals. */
export function ledgerGroups(m: PacketModel, s: StatementModel): LedgerGroup[] {
  const t = trustFacts(m);
  const nr = nonRecoverable(m, s.year);
  const groups: LedgerGroup[] = [];
  for (const key of s.sectionOrder) {
    const base = t.acctBase[key];
    const rows: LedgerRow[] = [];
    s.lines.forEach((ln, i) => {
      if (ln.section !== key) return;
      rows.push({
        acct: '',
        name: ln.label,
        prior:
          s.prior?.amounts[ln.key] !== undefined && !ln.key.startsWith('dup') ? s.prior.amounts[ln.key]! : 0,
        current: ln.amountCents,
        flag: 'Y',
        line: i,
      });
    });
    const extra = nr.filter((x) => (key === 'CAM' ? x.group === 'CAM' : key === 'TAX' && x.group === 'TAX'));
    extra.forEach((x, j) => {
      const at = key === 'CAM' ? Math.min(rows.length, 2 + j * 3) : rows.length;
      rows.splice(at, 0, {
        acct: '',
        name: x.name,
        prior: x.prior,
        current: x.current,
        flag: 'N',
        line: null,
      });
    });
    rows.forEach((r, i) => {
      r.acct = `${base + (i + 1) * 5}-000`;
    });
    const add = (flag: 'Y' | 'N') => ({
      prior: rows.filter((r) => r.flag === flag).reduce((a, r) => a + r.prior, 0),
      current: rows.filter((r) => r.flag === flag).reduce((a, r) => a + r.current, 0),
    });
    groups.push({
      key,
      title: GROUP_TITLES[key],
      acct: base,
      rows,
      recoverable: add('Y'),
      excluded: add('N'),
    });
  }
  return groups;
}

/** The computation box's rows: [label, amount] in print order (the tests read them back). */
export function computationRows(m: PacketModel, s: StatementModel): [string, string][] {
  const n = s.numbers;
  const t = trustFacts(m);
  const rows: [string, string][] = [];
  rows.push(['Total recoverable Park Charges and Impositions (Y accounts above)', glMoney(n.pool)]);
  if (s.base) {
    rows.push([
      `Less: Expense Stop – Base Year ${s.base.year} (Item ${t.items.base} of the Schedule of Particulars)`,
      glMoney(-s.base.deductionCents),
    ]);
    rows.push(['Excess over the Expense Stop', glMoney(n.excess ?? 0)]);
  }
  rows.push([
    `Lessee’s Proportionate Share (Item ${t.items.share}): ${commas(s.shareNumRsf)} RSF / ${commas(s.shareDenRsf)} RSF`,
    glShare(s),
  ]);
  rows.push([
    s.base ? 'Lessee’s share of the excess' : 'Lessee’s share of Park Charges and Impositions',
    glMoney(n.tenantShare),
  ]);
  if (s.fee) {
    if (s.fee.base === 'CAM')
      rows.push([
        'Lessee’s share of Park Charges other than Impositions and insurance',
        glMoney(n.camShare ?? 0),
      ]);
    rows.push([
      `Lessor’s supervisory charge, ${s.fee.pct}% of Lessee’s share of ${
        s.fee.base === 'CAM' ? 'Park Charges' : 'Park Charges and Impositions'
      } (Section 5.05)`,
      glMoney(n.fee),
    ]);
  }
  rows.push([`Lessee’s Additional Rent for ${s.year}`, glMoney(n.totalDue)]);
  rows.push([
    `Less: estimated Additional Rent paid, ${s.estimateMonths} installments of ${glMoney(s.monthlyEstimateCents)}`,
    glMoney(-n.estimates),
  ]);
  rows.push([n.balance >= 0 ? 'BALANCE DUE LESSOR' : 'CREDIT DUE LESSEE', glMoney(n.balance)]);
  return rows;
}

export async function renderPinecrestTrustStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const t = trustFacts(m);
  const groups = ledgerGroups(m, s);
  // the Y rows must add up to the model's pool (a planted MATH_ERROR on the pool aside)
  const ySum = groups.reduce((a, g) => a + g.recoverable.current, 0);
  const linesSum = s.lines.reduce((a, ln) => a + ln.amountCents, 0);
  if (ySum !== linesSum || ySum + s.delta.pool !== s.numbers.pool)
    throw new Error(`pinecrest-trust: ledger Y rows ${ySum} do not add up to the pool ${s.numbers.pool}`);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Courier'], {
    size: 8,
    margin: 40,
    landscape: true,
    date: s.date,
    title: `${p.name} - General Ledger Listing ${s.year} - ${l.tenant.name}`,
    author: t.manager,
    footer: `GL-410  ${t.manager}  ·  ${p.name}  ·  Trust No. ${t.trustNo}  ·  Page {n} of {total}`,
  });
  const d = w.doc;
  // ---- the report head
  w.font('bold', 10);
  d.text(t.manager, w.left, d.y, { width: w.contentWidth / 2, lineBreak: false });
  w.font('regular', 8);
  d.text(`Report GL-410   Run date ${fmtDate(s.date, 'NUMERIC')}`, w.left + w.contentWidth / 2, d.y, {
    width: w.contentWidth / 2,
    align: 'right',
  });
  d.y += 4;
  w.font('bold', 12);
  d.text(`GENERAL LEDGER LISTING – PARK CHARGES AND IMPOSITIONS`, w.left, d.y, { width: w.contentWidth });
  w.font('regular', 8.5);
  d.text(
    `${p.name}, ${p.street}, ${p.city.city}, ${p.city.state}  ·  Beneficiary: ${l.landlord.name}  ·  ${t.bank}, as Trustee under Trust No. ${t.trustNo}`,
    w.left,
    d.y + 2,
    { width: w.contentWidth },
  );
  d.text(
    `For the year ended December 31, ${s.year}  ·  Lessor’s accounting rendered to ${l.tenant.name}, ${p.suite}, under Section 5.06 of the Indenture of Lease dated ${fmtDate(l.leaseDate, 'LONG')}`,
    w.left,
    d.y + 1,
    { width: w.contentWidth },
  );
  w.space(0.6);
  // ---- the listing
  const widths = [64, 330, 96, 96, 64, 62];
  const edges = [w.left];
  for (const v of widths) edges.push(edges[edges.length - 1]! + v);
  const align = ['left', 'left', 'right', 'right', 'right', 'center'] as const;
  const header = () =>
    ruledRow(
      w,
      edgeCells(
        edges,
        [
          'Account',
          'Account name',
          `${s.year - 1} Actual`,
          `${s.year} Actual`,
          '% Change',
          'Recoverable (Y/N)',
        ],
        [...align],
        {
          bold: true,
        },
      ),
      { size: 8, shade: '#e6e6e6', line: 'both' },
    );
  header();
  w.pageHeader = header;
  for (const g of groups) {
    ruledRow(w, edgeCells(edges, [`${g.acct}`, g.title, '', '', '', ''], [...align], { bold: true }), {
      size: 8,
    });
    for (const r of g.rows)
      ruledRow(
        w,
        edgeCells(
          edges,
          [
            r.acct,
            r.name,
            r.prior ? glMoney(r.prior) : '—',
            glMoney(r.current),
            pctChange(r.prior, r.current),
            r.flag,
          ],
          [...align],
        ),
        { size: 8 },
      );
    ruledRow(
      w,
      edgeCells(
        edges,
        [
          '',
          `Total recoverable – ${g.title.toLowerCase().replace(/^park charges – /, 'park charges, ')}`,
          glMoney(g.recoverable.prior),
          glMoney(g.recoverable.current),
          pctChange(g.recoverable.prior, g.recoverable.current),
          'Y',
        ],
        [...align],
        { bold: true },
      ),
      { size: 8, line: 'top' },
    );
    if (g.excluded.current)
      ruledRow(
        w,
        edgeCells(
          edges,
          [
            '',
            'Non-recoverable accounts (N) – not billed',
            glMoney(g.excluded.prior),
            glMoney(g.excluded.current),
            '',
            'N',
          ],
          [...align],
        ),
        { size: 8 },
      );
    w.space(0.3);
  }
  const priorY = groups.reduce((a, g) => a + g.recoverable.prior, 0);
  ruledRow(
    w,
    edgeCells(
      edges,
      [
        '',
        'TOTAL RECOVERABLE PARK CHARGES AND IMPOSITIONS',
        glMoney(priorY),
        glMoney(s.numbers.pool),
        pctChange(priorY, s.numbers.pool),
        'Y',
      ],
      [...align],
      { bold: true },
    ),
    { size: 8.5, line: 'double' },
  );
  w.pageHeader = null;
  w.space(1);
  // ---- the computation box
  const rows = computationRows(m, s);
  const bx = w.left + 200;
  const bw = w.right - bx;
  const labelW = bw - 130;
  w.font('regular', 8.5);
  const heights = rows.map(([label]) => d.heightOfString(label, { width: labelW }) + 3);
  const h = heights.reduce((a, x) => a + x, 0) + 30;
  w.ensure(h + 6);
  const top = d.y;
  w.box(bx, top, bw, h, 1);
  w.font('bold', 9);
  d.text(`COMPUTATION OF LESSEE’S ADDITIONAL RENT – ${p.suite.toUpperCase()}`, bx + 8, top + 6, {
    width: bw - 16,
    lineBreak: false,
  });
  d.moveTo(bx, top + 19)
    .lineTo(bx + bw, top + 19)
    .lineWidth(0.5)
    .stroke();
  let y = top + 24;
  rows.forEach(([label, amount], i) => {
    const last = i === rows.length - 1;
    w.font(last ? 'bold' : 'regular', 8.5);
    if (last)
      d.moveTo(bx + bw - 108, y - 2)
        .lineTo(bx + bw - 8, y - 2)
        .lineWidth(0.5)
        .stroke();
    d.text(label, bx + 8, y, { width: labelW });
    if (amount) d.text(amount, bx + bw - 108, y, { width: 100, align: 'right', lineBreak: false });
    y += heights[i]!;
  });
  // the note at the left of the box
  w.font('italic', 7.5);
  d.text(
    `Accounts flagged N are costs of the Lessor or of the Trust that Section 5.04 excludes from Park Charges; they are shown for completeness and are not billed. ${
      s.numbers.balance >= 0
        ? 'The balance due is payable with the next installment of Fixed Minimum Rent.'
        : 'The credit will be applied against the next installments of Additional Rent.'
    } Questions: ${t.managerContact}, ${t.manager}. Lessee may inspect Lessor’s books as provided in Section 5.07.`,
    w.left,
    top + 4,
    { width: 186 },
  );
  d.x = w.left;
  d.y = top + h + 4;
  return finishPdf(w);
}
