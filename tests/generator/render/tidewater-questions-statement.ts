/**
 * Family "tidewater-questions" (decision 0112), the statement: **the year's reconciliation issued
 * as the landlord's DEBIT MEMO (a balance owed) or CREDIT MEMO (an overpayment)**, portrait, in
 * Helvetica: the owner's name and fax, a memo box (Memo No., Memo Date = the truth's statement
 * date, Account, Property, Unit), "Issued to" the tenant, the reason; then **the computation as
 * lettered lines (A, B, C, ...) in a ruled table Line | Description | Basis | Amount, each line
 * citing the lines it is figured from ("Your share of line C", "Line F less line G")**,
 * subtractions as "Less:" with the figure unsigned and the net line a "Net debit" or "Net
 * credit"; **the memo's amount in a box as "debit of $1,234.56" / "credit of $1,234.56" with the
 * amount in words**; a "How your share is figured" note (the two areas when the model shows them,
 * the lease's answer numbers); page 2 **"ATTACHMENT A – RECOVERABLE EXPENSES"**: GL account
 * numbers, the pools as headed groups with a "Pool subtotal", "Total recoverable expenses".
 *
 * Every figure comes from the model; a planted MATH_ERROR shows in the page's own arithmetic: a
 * total of Attachment A that is not its pool subtotals (POOL), a share on line D/E that is not
 * the printed share of the printed basis (SHARE), a net line that is not line F less line G
 * (BALANCE). The renderer throws when what it prints is not the model's arithmetic (the planted
 * delta aside).
 */
import { commas, fmtDate, money, moneyWords } from '../format';
import type { PacketModel, StatementModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { fig, placeWord, questionsFacts } from './tidewater-questions-facts';
import { answerNo } from './tidewater-questions-lease';

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

export interface AttRow {
  kind: 'HEAD' | 'LINE' | 'SUB' | 'GRAND';
  gl: string;
  label: string;
  amount: string;
  cents: number;
}

/** Attachment A's rows, checked: the lines add up to each pool subtotal; the total is the model's pool. */
export function attachmentRows(m: PacketModel, s: StatementModel): AttRow[] {
  const n = s.numbers;
  if (s.mode !== 'TOTAL') throw new Error('tidewater-questions: the memo shares its total');
  const lineSum = s.lines.reduce((a, l) => a + l.amountCents, 0);
  if (n.pool !== lineSum + s.delta.pool) throw new Error('tidewater-questions: pool is not the lines');
  const f = questionsFacts(m);
  const rows: AttRow[] = [];
  let count = 0;
  let subs = 0;
  let gl = f.glStart;
  for (const k of s.sectionOrder) {
    const lines = s.lines.filter((x) => x.section === k);
    if (!lines.length) continue;
    rows.push({ kind: 'HEAD', gl: '', label: s.sectionNames[k].toUpperCase(), amount: '', cents: 0 });
    let sub = 0;
    for (const ln of lines) {
      gl += 10;
      rows.push({
        kind: 'LINE',
        gl: String(gl),
        label: ln.label,
        amount: fig(ln.amountCents),
        cents: ln.amountCents,
      });
      sub += ln.amountCents;
      count++;
    }
    gl = Math.ceil((gl + 1) / 100) * 100;
    rows.push({
      kind: 'SUB',
      gl: '',
      label: `Pool subtotal – ${s.sectionNames[k]}`,
      amount: fig(sub),
      cents: sub,
    });
    subs += sub;
  }
  if (count !== s.lines.length) throw new Error('tidewater-questions: a line outside the pools');
  if (subs !== lineSum) throw new Error('tidewater-questions: pool subtotals');
  rows.push({
    kind: 'GRAND',
    gl: '',
    label: 'Total recoverable expenses',
    amount: money(n.pool),
    cents: n.pool,
  });
  return rows;
}

export const memoShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

export interface CompLine {
  letter: string;
  label: string;
  basis: string;
  amount: string;
  cents: number;
}

/** The memo's lettered computation, checked against the model's arithmetic. */
export function computation(m: PacketModel, s: StatementModel): CompLine[] {
  const n = s.numbers;
  const out: CompLine[] = [];
  const add = (label: string, basis: string, cents: number, amount = fig(cents)) => {
    const letter = String.fromCharCode(65 + out.length);
    out.push({ letter, label, basis, amount, cents });
    return letter;
  };
  const share = memoShare(s);
  const a = add(`Total recoverable expenses, ${s.year} (Attachment A)`, '', n.pool, money(n.pool));
  let basisLine = a;
  if (s.base) {
    if (n.excess !== Math.max(0, n.pool - s.base.deductionCents))
      throw new Error('tidewater-questions: excess');
    const b = add(
      `Less: Base Year ${s.base.year} expenses (Lease, Answer ${answerNo(m, 'base')})`,
      '',
      s.base.deductionCents,
    );
    basisLine = add(`Expenses over the Base Year (line ${a} less line ${b})`, '', n.excess!);
  }
  const sh = add(
    `Your share of line ${basisLine} (Lease, Answer ${answerNo(m, 'share')})`,
    share,
    n.tenantShare,
  );
  let feeLine: string | null = null;
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      const camPool = s.lines.filter((x) => isCam(x.category)).reduce((t, x) => t + x.amountCents, 0);
      if (n.camShare !== Math.round(camPool * (s.sharePct / 100)))
        throw new Error('tidewater-questions: CAM share');
      feeLine = add(
        `Administrative fee on your share of expenses other than taxes and insurance (${share} of ${fig(camPool)} = ${fig(n.camShare!)})`,
        `${s.fee.pct}%`,
        n.fee,
      );
    } else feeLine = add(`Administrative fee on line ${sh}`, `${s.fee.pct}%`, n.fee);
  } else if (n.fee !== 0) throw new Error('tidewater-questions: a fee without a fee term');
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('tidewater-questions: total');
  const tot = add(
    `Your total for ${s.year} (line ${sh}${feeLine ? ` plus line ${feeLine}` : ''})`,
    '',
    n.totalDue,
    money(n.totalDue),
  );
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths)
    throw new Error('tidewater-questions: estimates');
  const est = add(
    `Less: estimated payments billed, January–December ${s.year}`,
    `${s.estimateMonths} × ${money(s.monthlyEstimateCents)}`,
    n.estimates,
  );
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance)
    throw new Error('tidewater-questions: balance');
  add(
    `${n.balance >= 0 ? 'Net debit to your account' : 'Net credit to your account'} (line ${tot} less line ${est})`,
    '',
    n.balance,
    money(Math.abs(n.balance)),
  );
  return out;
}

export const memoKind = (s: StatementModel) => (s.numbers.balance >= 0 ? 'DEBIT MEMO' : 'CREDIT MEMO');
/** The memo's amount: "debit of $1,234.56" / "credit of $1,234.56". */
export const memoAmount = (s: StatementModel) =>
  `${s.numbers.balance >= 0 ? 'debit' : 'credit'} of ${money(Math.abs(s.numbers.balance))}`;
export const memoWords = (s: StatementModel) => moneyWords(Math.abs(s.numbers.balance));

/** The "How your share is figured" note. */
export function shareNote(m: PacketModel, s: StatementModel): string {
  const place = placeWord(m);
  return s.showRsf
    ? `How your share is figured: your Premises, ${commas(s.shareNumRsf)} rentable square feet, divided by the ${place}, ${commas(s.shareDenRsf)} rentable square feet, is ${memoShare(s)} (Lease, Answers ${answerNo(m, 'premises')}, ${answerNo(m, 'property')} and ${answerNo(m, 'share')}).`
    : `How your share is figured: your share of ${memoShare(s)} is Tenant's Share under Answer ${answerNo(m, 'share')} of your Lease.`;
}

export async function renderTidewaterQuestionsStatement(
  m: PacketModel,
  s: StatementModel,
  _rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const f = questionsFacts(m);
  const kind = memoKind(s);
  const w = new PdfWriter({
    font: 'Helvetica',
    size: 9.5,
    margin: 54,
    date: s.date,
    title: `${kind} ${f.memoNo[s.year]} ${l.tenant.name}`,
    author: l.landlord.name,
    footer: `${l.landlord.name} · ${kind} ${f.memoNo[s.year]} · Page {n} of {total}`,
  });
  const d = w.doc;
  const comp = computation(m, s);
  const att = attachmentRows(m, s);
  // ---- header: the owner on the left, the memo box on the right
  const top = d.y;
  w.font('bold', 13);
  d.text(l.landlord.name, w.left, top, { width: 300 });
  w.font('regular', 9);
  d.text(
    `c/o ${l.property.manager}\n${l.property.managerStreet}\nTel ${f.ownerPhone} · Fax ${f.ownerFax}`,
    w.left,
    d.y,
    {
      width: 300,
    },
  );
  const bx = w.right - 200;
  d.rect(bx, top, 200, 96).lineWidth(0.8).stroke();
  w.font('bold', 15);
  d.text(kind, bx, top + 8, { width: 200, align: 'center' });
  w.font('regular', 9);
  const kv: [string, string][] = [
    ['Memo No.', f.memoNo[s.year]!],
    ['Memo Date', fmtDate(s.date, 'LONG')],
    ['Account', m.bill.accountNo],
    ['Unit', l.property.suite],
  ];
  kv.forEach(([k, v], i) => {
    const y = top + 32 + i * 14;
    d.text(`${k}:`, bx + 10, y, { width: 70, lineBreak: false });
    d.text(v, bx + 80, y, { width: 112, align: 'right', lineBreak: false });
  });
  d.y = top + 110;
  w.font('bold', 9.5);
  d.text('Issued to:', w.left, d.y);
  w.font('regular', 9.5);
  d.text(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${l.property.name}, ${l.property.suite}\n${l.property.street}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    w.left,
    d.y,
  );
  d.y += 8;
  w.font('bold', 9.5);
  d.text(
    `Reason: Annual reconciliation of Operating Expenses for January 1 – December 31, ${s.year}`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  d.y += 10;
  // ---- the lettered computation
  const cx = [w.left, w.left + 30, w.right - 170, w.right - 86];
  const cw = [28, w.right - 170 - w.left - 34, 80, 86];
  const hy = d.y;
  d.save();
  d.rect(w.left, hy - 3, w.contentWidth, 15)
    .fillColor('#e4e4e4')
    .fill();
  d.restore();
  d.fillColor('black');
  w.font('bold', 9);
  const heads = ['Line', 'Description', 'Basis', 'Amount'] as const;
  heads.forEach((h, i) => {
    d.text(h, cx[i]!, hy, { width: cw[i]!, align: i >= 2 ? 'right' : 'left', lineBreak: false });
  });
  d.y = hy + 16;
  comp.forEach((c, i) => {
    const last = i === comp.length - 1;
    w.font(last ? 'bold' : 'regular', 9.5);
    const lw = d.widthOfString(c.label);
    const size = lw > cw[1]! ? (9.5 * cw[1]!) / lw : 9.5;
    const y = d.y;
    d.text(c.letter, cx[0]!, y, { width: cw[0]!, lineBreak: false });
    w.font(last ? 'bold' : 'regular', size);
    d.text(c.label, cx[1]!, y + 0.683 * (9.5 - size), { lineBreak: false });
    w.font(last ? 'bold' : 'regular', 9.5);
    if (c.basis) d.text(c.basis, cx[2]!, y, { width: cw[2]!, align: 'right', lineBreak: false });
    d.text(c.amount, cx[3]!, y, { width: cw[3]!, align: 'right', lineBreak: false });
    d.moveTo(w.left, y + 12.5)
      .lineTo(w.right, y + 12.5)
      .lineWidth(last ? 1 : 0.3)
      .stroke();
    d.y = y + 16;
  });
  // ---- the memo's amount
  d.y += 10;
  const ay = d.y;
  d.rect(w.left, ay, w.contentWidth, 44).lineWidth(1).stroke();
  w.font('bold', 11);
  d.text(`AMOUNT OF THIS MEMO: ${memoAmount(s)}`, w.left + 10, ay + 8, { lineBreak: false });
  w.font('italic', 9);
  d.text(`(${memoWords(s)})`, w.left + 10, ay + 26, { lineBreak: false });
  d.y = ay + 56;
  w.font('regular', 9.5);
  d.text(
    s.numbers.balance >= 0
      ? `Please pay the amount of this debit memo with your next rent payment, within thirty days of the memo date. Questions about this memo should be sent in writing to ${f.bookkeeper}, Bookkeeper.`
      : `The amount of this credit memo will be applied to your next rent due. Questions about this memo should be sent in writing to ${f.bookkeeper}, Bookkeeper.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  d.y += 6;
  w.font('italic', 9);
  d.text(shareNote(m, s), w.left, d.y, { width: w.contentWidth });
  // ---- Attachment A
  d.addPage();
  w.font('bold', 11);
  d.text(`ATTACHMENT A – RECOVERABLE EXPENSES, CALENDAR YEAR ${s.year}`, w.left, d.y, {
    width: w.contentWidth,
  });
  w.font('regular', 9);
  d.text(`${l.property.name} · to ${kind} ${f.memoNo[s.year]}`, w.left, d.y, { width: w.contentWidth });
  d.y += 8;
  const ax = [w.left, w.left + 60, w.right - 100];
  const aw = [56, w.right - 100 - w.left - 64, 100];
  w.font('bold', 9);
  const ty = d.y;
  d.text('GL Acct', ax[0]!, ty, { width: aw[0]!, lineBreak: false });
  d.text('Expense', ax[1]!, ty, { width: aw[1]!, lineBreak: false });
  d.text('Amount', ax[2]!, ty, { width: aw[2]!, align: 'right', lineBreak: false });
  d.moveTo(w.left, ty + 12)
    .lineTo(w.right, ty + 12)
    .lineWidth(0.6)
    .stroke();
  d.y = ty + 16;
  for (const r of att) {
    if (d.y + 28 > d.page.height - 70) d.addPage();
    const y = d.y;
    if (r.kind === 'HEAD') {
      d.y += 3;
      w.font('bold', 9);
      d.text(r.label, ax[1]!, d.y, { lineBreak: false });
      d.y += 13;
      continue;
    }
    const bold = r.kind !== 'LINE';
    w.font(bold ? 'bold' : 'regular', 9.5);
    if (bold)
      d.moveTo(ax[2]! + 20, y - 2)
        .lineTo(w.right, y - 2)
        .lineWidth(0.4)
        .stroke();
    if (r.gl) d.text(r.gl, ax[0]!, y, { width: aw[0]!, lineBreak: false });
    const lw = d.widthOfString(r.label);
    const size = lw > aw[1]! ? (9.5 * aw[1]!) / lw : 9.5;
    w.font(bold ? 'bold' : 'regular', size);
    d.text(r.label, ax[1]! + (r.kind === 'LINE' ? 8 : 0), y + 0.683 * (9.5 - size), { lineBreak: false });
    w.font(bold ? 'bold' : 'regular', 9.5);
    d.text(r.amount, ax[2]!, y, { width: aw[2]!, align: 'right', lineBreak: false });
    d.y = y + 14 + (r.kind === 'SUB' ? 5 : 0);
  }
  w.font();
  return finishPdf(w);
}
