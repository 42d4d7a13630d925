import { findDates } from '../parse';
import type { DocumentText, TextLine } from '../pdf/types';

/**
 * A cell that is one date in any form parse/ reads ("Feb 1, 2025", "1 February 2025"): a charge's
 * due date or transaction date, which names the month it bills where no period cell does.
 */
export function wholeDate(cell: string): boolean {
  const t = cell.trim();
  const d = findDates(t);
  return d.length === 1 && d[0]?.index === 0 && d[0]?.length === t.length;
}

/** How far below its caption a boxed value may stand (points). */
const CAPTION_GAP = 30;

/**
 * A date in a box of captions over values ("Notice Date | Account No. | Due Date" over
 * "06/25/2025 | AC-12597 | 07/01/2025", as invoices and rent notices print their heading): the
 * date is the cell on the next line standing under the caption (most horizontal overlap).
 */
export function captionedDate(doc: DocumentText, key: RegExp): { value: string; line: TextLine } | null {
  const right = (l: TextLine, i: number) =>
    l.cellRight?.[i] ?? (l.cellX[i] ?? 0) + (l.cells[i]?.length ?? 0) * 5;
  for (const page of doc.pages) {
    for (let n = 0; n < page.lines.length; n++) {
      const line = page.lines[n] as TextLine;
      for (let c = 0; c < line.cells.length; c++) {
        if (!key.test((line.cells[c] as string).trim())) continue;
        const left = line.cellX[c] ?? 0;
        const below = page.lines
          .slice(n + 1, n + 3)
          .filter((l) => l.y > line.y && l.y - line.y <= CAPTION_GAP);
        for (const value of below) {
          let best = -1;
          let overlap = 0;
          value.cells.forEach((_, i) => {
            const o = Math.min(right(line, c), right(value, i)) - Math.max(left, value.cellX[i] ?? 0);
            if (o > overlap) {
              overlap = o;
              best = i;
            }
          });
          const cell = best >= 0 ? (value.cells[best] as string) : '';
          const d = findDates(cell)[0];
          if (d && wholeDate(cell)) return { value: d.value, line: value };
        }
      }
    }
  }
  return null;
}
