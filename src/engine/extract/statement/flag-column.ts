import type { DocumentText, TextLine } from '../../pdf/types';
import { splitLabelAndAmounts } from './amount-cells';
import { repairedOcrLine } from './ocr-cells';

/**
 * A column of Y / N flags after the amounts ("Recoverable (Y/N)", "Billable", "Controllable"), as
 * general-ledger listings print one per account. A flag is no amount, and a row ending in one
 * would read as a label with no figure, so the flags are dropped from the lines (the line's text,
 * which evidence quotes, stays whole). What an N means is decided by arithmetic, not by the
 * column's heading: when a printed total is the sum of the Y rows above it and not of all of
 * them, the N rows are costs listed but not billed, and they are dropped with their flags. A
 * "Controllable" flag, whose totals add every row, leaves every row in place.
 */

// A scan may add a speck after the letter ("Y.").
const FLAG = /^(?:y|n|yes|no)[.,;:']?$/i;
const isFlag = (line: TextLine) => line.cells.length >= 3 && FLAG.test((line.cells.at(-1) as string).trim());

function withoutLast(line: TextLine): TextLine {
  return {
    ...line,
    cells: line.cells.slice(0, -1),
    cellX: line.cellX.slice(0, -1),
    ...(line.cellRight ? { cellRight: line.cellRight.slice(0, -1) } : {}),
  };
}

/** The line's last money figure (the current year's, in a listing with a prior-year column), or null. */
function lastMoney(line: TextLine): number | null {
  // A % change cell a scan garbled ("AT%", "73%.") would end the run of figures: it is no money.
  const n =
    /%/.test(line.cells.at(-1) ?? '') && line.cells.length > 2 ? line.cells.length - 1 : line.cells.length;
  const { amounts } = splitLabelAndAmounts(line.cells.slice(0, n), line.cellX.slice(0, n));
  return amounts.filter((a) => a.kind === 'money').at(-1)?.value ?? null;
}

interface Entry {
  line: TextLine;
  /** Y, N, or null where the line has no flag (a heading, a total or account whose flag a scan lost). */
  flag: 'Y' | 'N' | null;
  cents: number | null;
  bare: TextLine;
}

// An account row starts with its account number ("5105-000"); totals and headings' figures do not.
const ACCOUNT = /^\d{3,6}(?:-\d{1,4})?$/;
const isAccount = (e: Entry) => ACCOUNT.test((e.line.cells[0] ?? '').trim()) && e.cents !== null;

/**
 * A printed total is the sum of the Y rows since the previous total, and the N rows make a
 * difference. A total's own flag may be lost on a scan: any row of the region that is not an
 * account is tried as a total.
 */
function nRowsExcluded(entries: Entry[]): boolean {
  // With account numbers, a row without one is a total (or a heading): each starts a new run,
  // whether it foots or not (a scan's misread figure spoils one section, not the next).
  const accounts = entries.some(isAccount);
  let ySum = 0;
  let allSum = 0;
  for (const e of entries) {
    if (e.cents === null) continue;
    const total = accounts && !isAccount(e);
    if (e.flag === 'N' && !total) {
      allSum += e.cents;
      continue;
    }
    const totalLike = total || (!accounts && e.flag === 'Y');
    if (totalLike && ySum !== 0 && Math.abs(e.cents - ySum) <= 1) {
      if (Math.abs(e.cents - allSum) > 1) return true;
      ySum = 0;
      allSum = 0;
      continue;
    }
    if (total) {
      ySum = 0;
      allSum = 0;
      continue;
    }
    allSum += e.cents;
    if (e.flag === 'Y') ySum += e.cents;
  }
  return false;
}

export function withoutFlagColumn(doc: DocumentText): { doc: DocumentText; dropped: number } {
  const entries: Entry[] = doc.pages.flatMap((p) =>
    p.lines.map((line) => {
      const flagged = isFlag(line);
      const bare = flagged ? withoutLast(line) : line;
      // A scan's figures are summed as the readers will read them ("60,559 76" is 60,559.76).
      const cents = lastMoney(p.ocr ? repairedOcrLine(bare) : bare);
      const flag = flagged ? (/^y/i.test((line.cells.at(-1) as string).trim()) ? 'Y' : 'N') : null;
      return { line, flag, cents, bare } as Entry;
    }),
  );
  const first = entries.findIndex((e) => e.flag !== null);
  const last = entries.findLastIndex((e) => e.flag !== null);
  const region = first >= 0 ? entries.slice(first, last + 1) : [];
  if (region.filter((e) => e.flag !== null && e.cents !== null).length < 3) return { doc, dropped: 0 };
  const dropN = region.some((e) => e.flag === 'N') && nRowsExcluded(region);
  // Where the totals leave the N rows out, an account whose flag a scan lost is not known to be
  // billed either: it goes with them (a cost dropped is a finding missed, never one invented).
  const gone = (e: Entry) => dropN && (e.flag === 'N' || (e.flag === null && isAccount(e)));
  const replace = new Map(region.map((e) => [e.line, gone(e) ? null : e.bare]));
  let dropped = 0;
  const pages = doc.pages.map((p) => ({
    ...p,
    lines: p.lines.flatMap((l) => {
      if (!replace.has(l)) return [l];
      const r = replace.get(l);
      if (r) return [r];
      dropped++;
      return [];
    }),
  }));
  return { doc: { ...doc, pages }, dropped };
}
