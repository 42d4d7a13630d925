import { labelKind } from './row-kinds';
import { moneyAmounts, type Row } from './rows';
import type { Summary } from './summary';

/**
 * The year's charge and the balance told apart by the statement's arithmetic where the labels
 * put them in the wrong place. Labels are ambiguous at the bottom line: "AMOUNT DUE" in an account
 * panel at the top of the page is the balance, read before the "Total Charges for 2023" it follows
 * from; "Total Charges" is no wording the labels know. The arithmetic is not ambiguous: the
 * year's charge is the tenant's share plus the fee, the balance that charge less the estimates.
 *
 * Only where the labelled reading fails that arithmetic and exactly one other row outside the
 * expense table prints the figure it must be (to the cent) is the row taken instead; the
 * labelled balance is kept when no row prints the arithmetic's balance, so a balance the
 * landlord got wrong is still reported (MATH_ERROR), never "repaired" by a search.
 */
export function settleBottomLine(
  rows: Row[],
  summary: Summary,
  table: { start: number; end: number; pages: Set<number> } | null,
): string[] {
  const share = summary.tenantShare;
  if (!share) return [];
  const warnings: string[] = [];
  const fee = summary.adminFee?.value.cents ?? 0;
  const charge = share.value + fee;
  const used = new Set<Row>([share.row]);
  if (summary.adminFee) used.add(summary.adminFee.row);
  if (summary.estimates) used.add(summary.estimates.row);
  // The expense table's rows are no bottom line (its range is approximate at its edges: a row on
  // another page than its lines is not in it).
  const inTable = (r: Row, i: number) =>
    table !== null && i >= table.start && i <= table.end && table.pages.has(r.page);
  const outside = rows.filter((r, i) => !inTable(r, i) && !r.prose);
  const printing = (cents: number, skip: Set<Row>) =>
    outside.filter(
      (r) =>
        !used.has(r) && !skip.has(r) && moneyAmounts(r).some((a) => Math.abs(Math.abs(a.value) - cents) <= 1),
    );

  // A fee row that says there is none ("Administration Fee (Basic Term 1.18)   Nil").
  const noFee =
    !summary.adminFee &&
    outside.some(
      (r) => labelKind(r.label) === 'adminFee' && /^(?:nil|none|n\/a)$/i.test((r.cells.at(-1) ?? '').trim()),
    );
  // Only with a fee read (or printed as none): with a fee the labels missed, the share alone is no
  // charge, and the labelled total due is not to be replaced by a row repeating the share.
  const due = summary.totalDue;
  if (due && Math.abs(due.value - charge) > 1 && charge > 0 && (fee > 0 || noFee)) {
    const found = printing(charge, new Set());
    if (found.length === 1) {
      const row = found[0] as Row;
      const old = due;
      summary.totalDue = { value: charge, row };
      warnings.push(`the year's charge is "${row.label}" (share + fee = its figure), not "${old.row.label}"`);
      // What the labels took for the charge may be the balance, printed before the charge.
      const est = summary.estimates?.value.cents;
      if (
        !summary.balance &&
        est !== undefined &&
        Math.abs(Math.abs(old.value) - Math.abs(charge - est)) <= 1
      )
        summary.balance = { value: charge - est, row: old.row };
    }
  }
  // No row labelled as the year's charge: the one row printing share + fee is it. Only with a fee
  // read, or printed as none: otherwise a row repeating the share would "confirm" that no fee is
  // charged.
  if (!summary.totalDue && (fee > 0 || noFee)) {
    const found = printing(charge, new Set());
    if (found.length === 1) {
      const row = found[0] as Row;
      summary.totalDue = { value: charge, row };
      warnings.push(`the year's charge read from "${row.label}" (share + fee = its figure)`);
    }
  }
  // No estimates row read, but the balance is: the one row printing charge - balance is what was
  // paid during the year.
  if (!summary.estimates && summary.balance && summary.totalDue) {
    const paid = summary.totalDue.value - summary.balance.value;
    const skip = new Set<Row>([summary.totalDue.row, summary.balance.row]);
    const found = paid > 0 ? printing(paid, skip) : [];
    if (found.length === 1) {
      const row = found[0] as Row;
      summary.estimates = { value: { cents: paid, months: null, monthlyCents: null }, row };
      used.add(row);
      warnings.push(`the estimates read from "${row.label}" (charge - balance = its figure)`);
    }
  }
  const est = summary.estimates?.value.cents;
  const bal = summary.balance;
  const owed = summary.totalDue?.value ?? charge;
  // No balance row read: the one row printing charge - estimates is it.
  if (!bal && est !== undefined && summary.totalDue && owed - est !== 0) {
    const skip = new Set<Row>([summary.totalDue.row]);
    const found = printing(Math.abs(owed - est), skip);
    if (found.length === 1) {
      const row = found[0] as Row;
      summary.balance = { value: owed - est, row };
      warnings.push(`the balance read from "${row.label}" (charge - estimates = its figure)`);
    }
  }
  if (bal && est !== undefined && Math.abs(Math.abs(bal.value) - Math.abs(owed - est)) > 1) {
    const skip = new Set<Row>(summary.totalDue ? [summary.totalDue.row] : []);
    const found = printing(Math.abs(owed - est), skip);
    if (found.length === 1 && owed - est !== 0) {
      const row = found[0] as Row;
      warnings.push(
        `the balance is "${row.label}" (charge - estimates = its figure), not "${bal.row.label}"`,
      );
      summary.balance = { value: owed - est, row };
    }
  }
  return warnings;
}
