import { findMoney } from '../../parse';
import type { DocumentText, TextLine } from '../../pdf/types';

/**
 * A table carried across a page break: "Carried forward 84,535.00 82,362.99" at the foot of one
 * page and "Brought forward 84,535.00 82,362.99" at the head of the table on the next, as
 * accounting systems print a schedule that does not fit one page. The two rows are the running
 * sum of the lines above the break, no cost and no total: read as lines, they count the first
 * page twice; read as a total, they end the table at the break. Removed in pairs, only where the
 * brought row prints the carried row's figures, so a lone "balance brought forward" (a ledger's
 * opening balance) stays.
 */
const CARRIED = /^(?:(?:sub-?)?totals?\s+|balance\s+)?(?:carried|c\/f)\s*(?:forward|fwd|over)?\b\.?:?$/i;
const BROUGHT = /^(?:(?:sub-?)?totals?\s+|balance\s+)?(?:brought|b\/f)\s*(?:forward|fwd|over)?\b\.?:?$/i;

function labelOf(line: TextLine): string {
  return (line.cells[0] ?? '').trim();
}

function figures(line: TextLine): number[] {
  return line.cells.slice(1).flatMap((c) => findMoney(c, { bare: true }).map((m) => m.value));
}

const same = (a: number[], b: number[]) =>
  a.length > 0 && a.length === b.length && a.every((v, i) => v === b[i]);

/** The document without carried-forward / brought-forward pairs; the same object when none. */
export function withoutPageCarry(doc: DocumentText): DocumentText {
  const drop = new Set<TextLine>();
  doc.pages.forEach((page, p) => {
    const next = doc.pages[p + 1];
    if (!next) return;
    const carried = page.lines.findLast((l) => CARRIED.test(labelOf(l)));
    const brought = next.lines.find((l) => BROUGHT.test(labelOf(l)));
    if (carried && brought && same(figures(carried), figures(brought))) {
      drop.add(carried);
      drop.add(brought);
    }
  });
  if (!drop.size) return doc;
  return {
    ...doc,
    pages: doc.pages.map((page) => ({ ...page, lines: page.lines.filter((l) => !drop.has(l)) })),
  };
}
