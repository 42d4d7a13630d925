import { parseMoneyCents, repairOcrNumerals } from '../../parse';
import type { TextLine } from '../../pdf/types';

/**
 * Repairs for table cells read by OCR (scanned pages only; a text layer's characters are what the
 * landlord printed). Each repair turns a reading no typeset amount can have into the one it
 * stands for; readings that are well-formed but possibly wrong are left to the documents'
 * arithmetic (see ocrAlternatives).
 */

function groupThousands(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "$72.555.70", "$31:466.39", "$1.10.421.97" -> "$72,555.70", "$31,466.39", "$110,421.97". */
function mixedSeparators(text: string): string {
  // After a "$": any run of digits and separators that ends in a separator and two digits.
  let t = text.replace(/\$(\s?)(\d[\d.,:;]*[.,:;]\d{2})(?![\d%.,:;]*\d)/g, (m, sp: string, body: string) => {
    if (!/[.,:;]\d/.test(body.slice(0, -3))) return m;
    const digits = body.replace(/[^\d]/g, '');
    return `$${sp}${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
  });
  // Without a "$": only a strictly grouped figure whose group marks are dots or colons.
  t = t.replace(
    /(?<![\d.,:$])(\d{1,3}(?:[.,:]\d{3})+)[.,:](\d{2})(?![\d%.,:])/g,
    (m, whole: string, cents: string) => (/[.:]/.test(whole) ? `${whole.replace(/[.:]/g, ',')}.${cents}` : m),
  );
  return t;
}

/**
 * OCR reads "$" as "9" before a grouped figure; when the "9" makes the first group four digits
 * long ("9104,174.75") the figure cannot be printed so, and the "9" is the dollar sign.
 */
function dollarAsNine(text: string): string {
  return text.replace(/(^|\s)9(\d{3}(?:,\d{3})+(?:\.\d{2})?)(?![\d,])/g, '$1$$$2');
}

/** Specks OCR leaves on an amount: a quote before it, a degree sign or comma after it. */
function amountSpecks(text: string): string {
  return text.replace(/(^|\s)["'“”‘’`«»~]+(?=\(?[$\d])/g, '$1').replace(/(\d)["'“”‘’`°»,]+(\)?)$/g, '$1$2');
}

/**
 * A decimal point read as a space in a grouped figure ("47,042 63" -> "47,042.63"), or lost
 * altogether ("21,20000" -> "21,200.00": no grouped figure has a last group of five digits).
 */
function spacedCents(text: string): string {
  return text
    .replace(/(?<![\d,])(\d{1,3}(?:,\d{3})+) (\d{2})(?!\S)/g, '$1.$2')
    .replace(/(?<![\d,.])(\d{1,3}(?:,\d{3})*),(\d{3})(\d{2})(?![\d%,.])/g, '$1,$2.$3');
}

/**
 * The reading of an OCR'd amount without its first digit, when that digit may be a "$" read as
 * a digit ("35,959.31" -> 595931); null when the amount printed a "$" or has no such digit.
 */
export function ocrDollarReading(raw: string): number | null {
  const t = raw.replace(/^[\s(\-–]+|[\s)]+$/g, '');
  const m = /^[9853S](\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(t);
  return m ? parseMoneyCents(m[1] as string) : null;
}

export function repairOcrCell(cell: string): string {
  return mixedSeparators(dollarAsNine(spacedCents(amountSpecks(cell))));
}

/**
 * A cell OCR made from a dot leader, a rule or paper noise: a few lower-case letters or
 * punctuation, no digits ("ee", "to.", "co.", ":", "- ean"). A dash alone is kept (it reads as
 * zero in an amount column), as are "*" markers and "%".
 */
export function isOcrJunkCell(cell: string): boolean {
  const t = cell.trim();
  if (!t) return true;
  if (/^\$?\s*[-–—]+\s*$/.test(t)) return false;
  if (/[\d*%$A-Z]/.test(t)) return false;
  const letters = t.replace(/[^a-z]/g, '');
  if (!letters) return /^[\s.:;,'"`~|_•·«»\-–—]+$/.test(t);
  // Words of leader noise: short groups of lower-case letters.
  return (
    t.split(/\s+/).every((w) => /^[-.:;,'"`~|_•·«»]*[a-z]{0,6}[-.:;,'"`~|_•·«»]*$/.test(w)) &&
    letters.length <= 16
  );
}

/** A word no label has: a long run OCR read from a dot leader ("sssssnsssssmsssnsst..."). */
export function stripLeaderWords(label: string): string {
  return label
    .split(' ')
    .filter((w) => w.replace(/[^A-Za-z]/g, '').length < 20)
    .join(' ');
}

/**
 * A scanned line with the repairs both statement readers (the label reader in rows.ts and the
 * geometry reader in layout/) make: readings no typeset amount can have ("62,426 99", "21,20000",
 * "11.391.69") turned into the amount they stand for, and cells OCR made from leaders or specks
 * dropped, their positions with them.
 */
export function repairedOcrLine(line: TextLine): TextLine {
  const cells = line.cells.map((c) => repairOcrCell(repairOcrNumerals(c)));
  const keep = cells.map((c) => !isOcrJunkCell(c));
  const kept = <T>(xs: T[] | undefined) => xs?.filter((_, i) => keep[i]);
  return {
    ...line,
    cells: kept(cells) ?? [],
    cellX: kept(line.cellX) ?? [],
    ...(line.cellRight ? { cellRight: kept(line.cellRight) } : {}),
  };
}
