/**
 * An allocation schedule: the year's costs split over every suite of the property, one row per
 * suite (the vacant ones too), a share column that adds up to 100% on its totals row, each pool's
 * column adding up to the pool, and the tenant's own row marked ("»»", "►", "*"). Small owners
 * send every tenant the same schedule. Read as an expense table, its suites would be taken for
 * expense lines (their CAM column foots to a total). Here the schedule is found by its
 * arithmetic, its lines are set aside (the expense lines are on the pool detail), and the
 * tenant's row is read by its column headers, each pool's amount checked against the pool total
 * on the totals row.
 */
import { parseMoneyCents, parsePercentCell } from '../../parse';
import type { DocumentText, TextLine } from '../../pdf/types';
import type { Row } from './rows';
import type { Summary } from './summary';

export interface AllocationRow {
  line: TextLine;
  totalsLine: TextLine;
  sharePct: number;
  areas: { numerator: number; denominator: number } | null;
  /** The pools' columns: the tenant's amount and the pool's total on the totals row. */
  pools: { label: string; cents: number; totalCents: number }[];
  fee: { cents: number; pct: number | null; label: string } | null;
  totalCents: number | null;
  paidCents: number | null;
  balanceCents: number | null;
}

/** Suites whose shares must add up to the totals row's 100%. */
const MIN_SUITES = 3;
const TOTALS = /^\s*(?:grand\s+)?totals?\b/i;
/** A cell that marks a row and holds no word or figure: "»»", "►", ">>>", "*", "→". */
const MARKER = /^[^\p{L}\p{N}]{1,4}$/u;

interface Cell {
  text: string;
  left: number;
  right: number;
}

const cellsOf = (l: TextLine): Cell[] =>
  l.cells.map((text, i) => ({
    text,
    left: l.cellX[i]!,
    right: l.cellRight?.[i] ?? l.cellX[i]! + text.length * 5,
  }));

const pctOf = (l: TextLine) => l.cells.map(parsePercentCell).filter((v): v is number => v !== null);
const moneyCells = (l: TextLine) => l.cells.filter((c) => parseMoneyCents(c) !== null).length;

/** The schedule on a page: its header, suite rows and totals row, or null. */
function scheduleOn(lines: TextLine[]): { header: TextLine; members: TextLine[]; totals: TextLine } | null {
  for (const [t, totals] of lines.entries()) {
    if (!TOTALS.test(totals.cells[0] ?? '')) continue;
    const hundred = pctOf(totals).some((v) => Math.abs(v - 100) <= 0.05);
    if (!hundred || moneyCells(totals) < 3) continue;
    let i = t - 1;
    while (i >= 0 && pctOf(lines[i]!).length === 1 && moneyCells(lines[i]!) >= 2) i--;
    const members = lines.slice(i + 1, t);
    const header = lines[i];
    if (members.length < MIN_SUITES || !header || moneyCells(header) > 0) continue;
    const sum = members.reduce((s, l) => s + pctOf(l)[0]!, 0);
    if (Math.abs(sum - 100) > 0.01 * members.length) continue;
    return { header, members, totals };
  }
  return null;
}

/** The header cell over a figure: the one its right edge sits under, else the nearest. */
function headerOver(header: Cell[], c: Cell): Cell | null {
  let best: Cell | null = null;
  let gap = Number.POSITIVE_INFINITY;
  for (const h of header) {
    const overlap = Math.min(h.right, c.right) - Math.max(h.left, c.left);
    const d = overlap > 0 ? -overlap : Math.abs(h.right - c.right);
    if (d < gap) {
      gap = d;
      best = h;
    }
  }
  return best;
}

/** The tenant's row: the one marked, else the one whose share the rest of the document states. */
function tenantRow(members: TextLine[], elsewhere: string): TextLine | null {
  const marked = members.filter((l) => MARKER.test(l.cells[0] ?? ''));
  if (marked.length === 1) return marked[0]!;
  if (marked.length > 1) return null;
  const stated = members.filter((l) => {
    const raw = l.cells.find((c) => parsePercentCell(c) !== null) ?? '';
    return raw !== '' && elsewhere.includes(raw.trim());
  });
  return stated.length === 1 ? stated[0]! : null;
}

function readRow(header: TextLine, row: TextLine, totals: TextLine): AllocationRow | null {
  const heads = cellsOf(header);
  const totalCells = cellsOf(totals);
  const out: AllocationRow = {
    line: row,
    totalsLine: totals,
    sharePct: pctOf(row)[0]!,
    areas: null,
    pools: [],
    fee: null,
    totalCents: null,
    paidCents: null,
    balanceCents: null,
  };
  for (const c of cellsOf(row)) {
    const h = headerOver(heads, c);
    if (!h) continue;
    const under = totalCells.find((t) => headerOver(heads, t) === h);
    const label = h.text;
    if (parsePercentCell(c.text) !== null) continue;
    if (/\b(?:rsf|sq\.?\s*ft|square\s+feet|area)\b/i.test(label)) {
      const n = Number(c.text.replace(/,/g, ''));
      const d = Number(under?.text.replace(/,/g, '') ?? Number.NaN);
      if (Number.isInteger(n) && Number.isInteger(d) && n > 0 && d > n)
        out.areas = { numerator: n, denominator: d };
      continue;
    }
    const cents = parseMoneyCents(c.text);
    if (cents === null) continue;
    if (/\b(?:admin\w*|fee|overhead|management)\b/i.test(label)) {
      const pct = /(\d{1,2}(?:\.\d+)?)\s*%/.exec(label);
      out.fee = { cents, pct: pct ? Number(pct[1]) : null, label };
    } else if (/\btotal\b/i.test(label)) out.totalCents = cents;
    else if (/\b(?:paid|billed|estimates?|payments?)\b/i.test(label)) out.paidCents = cents;
    else if (/\b(?:balance|due|owed|refund|credit)\b/i.test(label)) out.balanceCents = cents;
    else {
      const total = under ? parseMoneyCents(under.text) : null;
      if (total !== null && total > 0) out.pools.push({ label, cents, totalCents: total });
    }
  }
  // The row's own arithmetic decides it was read right: its pools and fee make its total.
  const charged = out.pools.reduce((s, p) => s + p.cents, 0) + (out.fee?.cents ?? 0);
  if (!out.pools.length || out.totalCents === null || Math.abs(charged - out.totalCents) > out.pools.length)
    return null;
  return out;
}

/**
 * The document without its allocation schedule's lines (header, suites, totals), and the
 * tenant's row read from it; the document itself when it holds no schedule.
 */
export function setAsideAllocation(doc: DocumentText): { doc: DocumentText; tenant: AllocationRow | null } {
  for (const page of doc.pages) {
    const found = scheduleOn(page.lines);
    if (!found) continue;
    const inSchedule = new Set([found.header, ...found.members, found.totals]);
    const elsewhere = doc.pages
      .flatMap((p) => p.lines)
      .filter((l) => !inSchedule.has(l))
      .map((l) => l.text)
      .join('\n');
    const row = tenantRow(found.members, elsewhere);
    const tenant = row ? readRow(found.header, row, found.totals) : null;
    const pages = doc.pages.map((p) =>
      p === page ? { ...p, lines: p.lines.filter((l) => !inSchedule.has(l)) } : p,
    );
    return { doc: { ...doc, pages }, tenant };
  }
  return { doc, tenant: null };
}

const rowOf = (l: TextLine): Row => ({
  page: l.page,
  lines: [l],
  label: l.text,
  amounts: [],
  cells: l.cells,
});

/**
 * The tenant's figures from its row, over what a letter's sentences gave (a letter may fold the
 * fee into "your share ... with the administrative fee"): the row's pools and fee make its total.
 */
export function fillFromAllocation(t: AllocationRow, summary: Summary): void {
  const row = rowOf(t.line);
  if (summary.sharePct && Math.abs(summary.sharePct.value - t.sharePct) > 1e-6) return;
  summary.sharePct ??= { value: t.sharePct, row };
  if (t.areas) summary.shareRsf ??= { value: t.areas, row };
  summary.tenantShare = { value: t.pools.reduce((s, p) => s + p.cents, 0), row };
  summary.adminFee = t.fee
    ? { value: { cents: t.fee.cents, pct: t.fee.pct, baseLabel: t.fee.label }, row }
    : summary.adminFee;
  if (t.totalCents !== null) summary.totalDue = { value: t.totalCents, row };
  if (t.paidCents !== null)
    summary.estimates = { value: { cents: t.paidCents, months: null, monthlyCents: null }, row };
  if (t.balanceCents !== null) summary.balance = { value: t.balanceCents, row };
}
