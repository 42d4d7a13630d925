import { parsePercent } from '../../parse';
import type { DocumentText } from '../../pdf/types';
import { labelKind } from './row-kinds';
import type { Row } from './rows';
import type { Summary } from './summary';

/**
 * A summary figure a scan printed without its decimal point ("0014459" for the share factor
 * 0.014459, "43005" for the fee 430.05): a bare run of digits no typeset figure is printed as.
 * It is read only where the statement's other printed figures agree on exactly one placement of
 * the point (decision 0055): share x pool = the printed tenant share, share + fee = the printed
 * total due. Otherwise it stays unread, as before.
 */

const BARE_DIGITS = /^\d{3,9}$/;

/** The bare digit run a row ends with, on a scanned page. */
function bareDigits(doc: DocumentText, row: Row): string | null {
  if (doc.pages.find((p) => p.page === row.page)?.ocr !== true || row.amounts.length) return null;
  const last = row.cells[row.cells.length - 1]?.trim() ?? '';
  return BARE_DIGITS.test(last) ? last : null;
}

/** Every share (as a percent) the digits can be with one decimal point put back: a factor or a percentage. */
export function shareReadings(digits: string): number[] {
  const out = new Set<number>();
  for (let i = 1; i < digits.length; i++) {
    const v = Number(`${digits.slice(0, i)}.${digits.slice(i)}`);
    if (v > 0 && v < 1) out.add(Math.round(v * 100 * 1e6) / 1e6);
    if (v > 0 && v < 100) out.add(v);
  }
  return [...out];
}

/** The row's label without its trailing digits, for its kind and its stated rate. */
function labelOf(row: Row, digits: string): string {
  return row.label.replace(new RegExp(`\\s*${digits}\\s*$`), '');
}

/** Fills the share and the fee a scan printed without decimal points, where the arithmetic agrees. */
export function fillOcrSummary(
  doc: DocumentText,
  rows: Row[],
  summary: Summary,
  totalCents: number | null,
  warnings: string[],
): void {
  const share = summary.tenantShare?.value ?? null;
  if (share === null) return;
  const pool =
    summary.excess?.value ?? (totalCents !== null ? totalCents - (summary.baseYear?.value.cents ?? 0) : null);
  if (summary.sharePct === null && pool !== null && pool > 0) {
    const fits = rows.flatMap((row) => {
      const digits = bareDigits(doc, row);
      if (!digits || labelKind(labelOf(row, digits)) !== 'share') return [];
      return shareReadings(digits)
        .filter((pct) => Math.abs(Math.round((pool * pct) / 100) - share) <= Math.max(2, share * 0.00005))
        .map((pct) => ({ pct, row, digits }));
    });
    const only = fits[0];
    if (only && new Set(fits.map((f) => f.pct)).size === 1) {
      summary.sharePct = { value: only.pct, row: only.row };
      warnings.push(
        `${doc.file}: share read by OCR as "${only.digits}", taken as ${only.pct}%: share x pool gives the printed tenant share`,
      );
    }
  }
  const due = summary.totalDue?.value ?? null;
  if (summary.adminFee === null && due !== null) {
    const fits = rows.flatMap((row) => {
      const digits = bareDigits(doc, row);
      if (!digits || labelKind(labelOf(row, digits)) !== 'adminFee') return [];
      const cents = Number(digits);
      return Math.abs(share + cents - due) <= 1 ? [{ row, digits, cents }] : [];
    });
    const only = fits[0];
    if (only && fits.length === 1) {
      // The rate the label states is kept only where the scan left a plausible one ("[0%" is not).
      const pct = parsePercent(labelOf(only.row, only.digits));
      summary.adminFee = {
        value: { cents: only.cents, pct: pct !== null && pct > 0 ? pct : null, baseLabel: null },
        row: only.row,
      };
      warnings.push(
        `${doc.file}: admin fee read by OCR as "${only.digits}", taken as ${only.cents / 100}: share + fee gives the printed total due`,
      );
    }
  }
}
