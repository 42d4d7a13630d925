/**
 * Family "foxhollow-letter" (decision 0094), the statement: no table, a typed letter from the
 * owner's part-time bookkeeper ("Re: 2024 Common Area, Tax and Insurance Reconciliation") whose
 * paragraphs state the arithmetic in prose with the figures inline ("The Building’s operating
 * expenses for 2024 came to $212,118.40 (see the attached list). Your share, 1,850 of the
 * Building’s 14,220 square feet, or 13.01%, is $27,597.60."), the administrative charge, what was
 * paid and the balance ("so you owe $1,797.60" / "so we owe you ..."); then, attached, "List of
 * 2024 expenses": a plain list printed in two newspaper-style columns (the items flow down the
 * left column and go on in the right one), each "Description ..... amount" with its category code
 * after it ("(CAM)", "[TAX]"), no headings, no `$`, a refund as "(312.40)", and "Total" at the end
 * of the second column.
 *
 * Every figure comes from the model (model.ts); the renderer throws if the list does not add up to
 * the model's pool (a planted pool MATH_ERROR aside) or the letter's arithmetic is not the model's.
 */
import { commas, fmtDate, money, monthYear, parseIso } from '../format';
import type { PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import {
  type FoxhollowFacts,
  foxhollowFacts,
  listItems,
  officeAddress,
  theBuilding,
} from './foxhollow-letter-facts';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** The list's amounts: no `$`, a credit in brackets. */
export const listMoney = (cents: number) => money(cents, { dollar: false, parens: true });

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

/** The code as the list prints it after the description. */
export const codeText = (f: FoxhollowFacts, code: string) =>
  f.codeStyle === 'PAREN' ? `(${code})` : `[${code}]`;

/** The share as the letter prints it. */
export const letterShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** The common-area costs the administrative charge is figured on (everything but taxes and insurance). */
export const camPool = (s: StatementModel) =>
  s.lines.filter((l) => isCam(l.category)).reduce((a, l) => a + l.amountCents, 0);

/** The bill line, if any, that carries this year's reconciliation balance. */
const reconOnBill = (m: PacketModel, s: StatementModel) =>
  m.bill.lines.find((b) => b.kind === 'RECON' && parseIso(b.period).y === s.year) ?? null;

/** The letter's paragraphs (its arithmetic in prose), checked against the model. */
export function letterParagraphs(m: PacketModel, s: StatementModel): string[] {
  const l = m.lease;
  const n = s.numbers;
  const f = foxhollowFacts(m);
  const sh = s.sharePct / 100;
  // the renderer prints the model's figures; these checks keep them adding up (planted deltas aside)
  const lineSum = s.lines.reduce((a, x) => a + x.amountCents, 0);
  if (n.pool !== lineSum + s.delta.pool)
    throw new Error(`foxhollow-letter: pool ${n.pool} is not the lines ${lineSum} + ${s.delta.pool}`);
  const shareBase = n.excess ?? n.pool;
  if (n.tenantShare !== Math.round(shareBase * sh) + s.delta.share)
    throw new Error(`foxhollow-letter: share ${n.tenantShare} is not ${s.sharePct}% of ${shareBase}`);
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('foxhollow-letter: total is not share + fee');
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths)
    throw new Error('foxhollow-letter: estimates are not the monthly estimate times the months');
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance)
    throw new Error('foxhollow-letter: balance is not total - estimates');
  const out: string[] = [];
  out.push(
    `Here is the reconciliation of the common area, tax and insurance charges for ${s.year} for your ${l.kind === 'retail' ? 'shop' : 'offices'}, ${l.property.suite}, under paragraphs 5 through 8 of your lease.`,
  );
  const areas = `${commas(s.shareNumRsf)} of the Building’s ${commas(s.shareDenRsf)} square feet, or ${letterShare(s)}`;
  if (s.base) {
    out.push(
      `The Building’s operating expenses for ${s.year} came to ${money(n.pool)} (see the attached list). Your lease’s Base Amount is ${money(s.base.deductionCents)}, so the expenses over the Base Amount came to ${money(n.excess!)}. Your share of that, ${areas}, is ${money(n.tenantShare)}.`,
    );
  } else {
    out.push(
      `The Building’s operating expenses for ${s.year} came to ${money(n.pool)} (see the attached list). Your share, ${areas}, is ${money(n.tenantShare)}.`,
    );
  }
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      const cp = camPool(s);
      if (n.camShare !== Math.round(cp * sh))
        throw new Error('foxhollow-letter: CAM share is not share% of CAM');
      out.push(
        `We add our administrative charge of ${s.fee.pct}% of your share of the common area costs. Those costs (everything on the list except the taxes and the insurance) came to ${money(cp)}, your share of them is ${money(n.camShare!)}, and ${s.fee.pct}% of that is ${money(n.fee)}. With the charge, your total for the year is ${money(n.totalDue)}.`,
      );
    } else
      out.push(
        `We add our administrative charge of ${s.fee.pct}% of your share, which is ${money(n.fee)}, so your total for the year is ${money(n.totalDue)}.`,
      );
  }
  const paid = `You paid ${money(s.monthlyEstimateCents)} a month toward these costs, ${money(n.estimates)} in all`;
  const rec = reconOnBill(m, s);
  if (n.balance > 0)
    out.push(
      `${paid}, so you owe ${money(n.balance)}. ${rec ? `I will add it to your ${monthYear(m.bill.month)} rent reminder.` : 'Please send a check for that amount with your next rent.'}`,
    );
  else if (n.balance < 0)
    out.push(
      `${paid}, so we owe you ${money(-n.balance)}, ${rec ? `which we will credit against your ${monthYear(m.bill.month).split(' ')[0]} rent.` : 'which I will mail to you as a check this month.'}`,
    );
  else out.push(`${paid}, so neither of us owes the other anything for ${s.year}.`);
  out.push(
    `If you have any questions, please call me at ${f.phone}; I am in the office ${f.hours}. Thank you for being a tenant of ${theBuilding(f)}.`,
  );
  return out;
}

/** The letter's head: the owner's letterhead lines. */
export function letterhead(m: PacketModel): string[] {
  const c = m.lease.property.city;
  return [m.lease.landlord.name, `${officeAddress(m)}  ·  ${c.city}, ${c.state} ${m.lease.property.zip}`];
}

export async function renderFoxhollowLetterStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const f = foxhollowFacts(m);
  const courier = f.letterFont === 'Courier';
  const w = writerWithDrawnFont(rng, [f.letterFont], {
    size: courier ? 10 : 11,
    margin: 72,
    date: s.date,
    title: `${s.year} Common Area, Tax and Insurance Reconciliation - ${l.property.suite}`,
    author: f.bookkeeper,
    footer: null,
  });
  const d = w.doc;
  const [head, address] = letterhead(m);
  w.heading(head!, { align: 'center', size: w.size + 2, gap: 0 });
  w.para(address!, { align: 'center', size: w.size - 1.5, gap: 0.2 });
  w.rule({ gap: 14 });
  w.para(fmtDate(s.date, 'LONG'), { gap: 1 });
  w.para(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${l.property.suite}, ${f.building}\n${f.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 1 },
  );
  w.para(`Re: ${s.year} Common Area, Tax and Insurance Reconciliation`, { style: 'bold', gap: 1 });
  w.para(`Dear ${l.tenant.contact.split(' ')[0]}:`, { gap: 0.8 });
  for (const p of letterParagraphs(m, s)) w.para(p, { align: courier ? 'left' : 'justify', gap: 0.8 });
  w.para('Sincerely,', { gap: 2.2 });
  w.para(`${f.bookkeeper}\nBookkeeper, for ${l.landlord.name}`, { gap: 1 });
  w.para(`Attached: List of ${s.year} expenses`, { size: w.size - 1.5 });
  // ---- the list, in two newspaper-style columns
  w.newPage();
  w.heading(`List of ${s.year} expenses`, { align: 'center', size: w.size + 1, gap: 0 });
  w.para(`${f.building}, ${f.street} – for the letter of ${fmtDate(s.date, 'LONG')}`, {
    align: 'center',
    size: w.size - 1.5,
    gap: 0.6,
  });
  w.rule({ gap: 10 });
  const items = listItems(m, s);
  const itemSum = items.reduce((a, x) => a + x.cents, 0);
  const lineSum = s.lines.reduce((a, x) => a + x.amountCents, 0);
  if (itemSum !== lineSum)
    throw new Error(`foxhollow-letter: list items ${itemSum} are not the lines ${lineSum}`);
  if (s.numbers.pool !== itemSum + s.delta.pool)
    throw new Error(`foxhollow-letter: list total ${s.numbers.pool} does not foot`);
  const size = courier ? 8.5 : 9.5;
  const gutter = 24;
  const colW = (w.contentWidth - gutter) / 2;
  const lh = size * 1.35;
  w.font('regular', size);
  // lay out every entry as lines within a column: [label lines, last line with amount]
  type Entry = { lines: string[]; amount: string; bold: boolean };
  const wrap = (text: string, max: number): string[] => {
    const out: string[] = [];
    let cur = '';
    for (const word of text.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (d.widthOfString(next) > max && cur) {
        out.push(cur);
        cur = word;
      } else cur = next;
    }
    out.push(cur);
    return out;
  };
  const entries: Entry[] = items.map((it) => {
    const amount = listMoney(it.cents);
    const max = colW - d.widthOfString(amount) - 22;
    return { lines: wrap(`${it.label} ${codeText(f, it.code)}`, max), amount, bold: false };
  });
  const total: Entry = { lines: ['Total'], amount: listMoney(s.numbers.pool), bold: true };
  const rowsOf = (e: Entry) => e.lines.length;
  const allRows = entries.reduce((a, e) => a + rowsOf(e), 0) + 1.5;
  // the left column takes items until it holds at least half of the rows (the Total ends the right one)
  let leftRows = 0;
  let split = 0;
  while (split < entries.length && leftRows + rowsOf(entries[split]!) / 2 < allRows / 2) {
    leftRows += rowsOf(entries[split]!);
    split++;
  }
  const top = d.y;
  const drawEntry = (e: Entry, x: number, y: number) => {
    w.font(e.bold ? 'bold' : 'regular', size);
    e.lines.forEach((t, i) => {
      d.text(t, x, y + i * lh, { lineBreak: false });
    });
    const yl = y + (e.lines.length - 1) * lh;
    const lastW = d.widthOfString(e.lines[e.lines.length - 1]!);
    const amtW = d.widthOfString(e.amount);
    const dotW = d.widthOfString('.');
    const gapStart = x + lastW + 5;
    const gapEnd = x + colW - amtW - 5;
    const k = Math.max(0, Math.floor((gapEnd - gapStart) / dotW));
    if (k > 2) d.text('.'.repeat(k), gapEnd - k * dotW, yl, { lineBreak: false });
    d.text(e.amount, x + colW - amtW, yl, { lineBreak: false });
    return y + e.lines.length * lh;
  };
  let y = top;
  for (const e of entries.slice(0, split)) y = drawEntry(e, w.left, y);
  const leftEnd = y;
  y = top;
  const x2 = w.left + colW + gutter;
  for (const e of entries.slice(split)) y = drawEntry(e, x2, y);
  d.moveTo(x2 + colW - 70, y + 2)
    .lineTo(x2 + colW, y + 2)
    .lineWidth(0.6)
    .stroke();
  y = drawEntry(total, x2, y + 6);
  d.moveTo(w.left + colW + gutter / 2, top - 2)
    .lineTo(w.left + colW + gutter / 2, Math.max(leftEnd, y))
    .lineWidth(0.3)
    .stroke();
  d.x = w.left;
  d.y = Math.max(leftEnd, y) + 16;
  w.font('regular', size);
  const legend = [
    'CAM = common area',
    ...(s.lines.some((x) => x.section === 'UTIL') ? ['UTIL = utilities'] : []),
  ];
  legend.push('TAX = real estate taxes', 'INS = insurance');
  d.text(`${legend.join('; ')}. Bills are in the office if you want to see them.`, w.left, d.y, {
    width: w.contentWidth,
  });
  w.font();
  return finishPdf(w);
}
