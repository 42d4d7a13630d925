import { areaRatiosIn, quotientPrints } from '../../parse';
import { moneyAmounts, pctAmounts, type Row } from './rows';
import { pctDecimals } from './share-product';

/**
 * What a statement row is, by its label's meaning. Kept as data: each entry is tried in order.
 * Summary rows carry the tenant's arithmetic (share, fee, estimates, balance); "total" rows
 * foot the expense table; everything else with money is an expense line.
 */
export type SummaryKind =
  | 'share'
  | 'baseYear'
  | 'excess'
  | 'component'
  | 'tenantShare'
  | 'adminFee'
  | 'estimates'
  | 'totalDue'
  | 'balance';

const SUMMARY_PATTERNS: { kind: SummaryKind; re: RegExp; needs: 'money' | 'pct' }[] = [
  {
    // "Less: Tenant Billings" / "Less: Your Payments": property-management systems name the
    // year's estimated billings by whose they were; the figure after "less" is what was paid.
    kind: 'estimates',
    // "Operating Rent billed for the year (12 monthly installments of 8,387.00)".
    re: /estimat|monthly\s+installments|payments?\s+(?:made|received|paid|billed|to\s+date)|paid\s+to\s+date|billed\s+to\s+date|prepaid|less:?\s+(?:(?:tenant|your|monthly|estimated)\s+)*(?:payments|billings|amounts?\s+(?:paid|billed)|deposits)/i,
    needs: 'money',
  },
  {
    kind: 'adminFee',
    // "Owner's fee, 10% of 40,759.18": a self-managing owner's name for the fee on the share.
    re: /\badmin(?:istrative|istration)?\b|\boverhead\b|supervis(?:ory|ion)\s+(?:fee|charge)|\bhandling\s+fee|\bcam\s+fee\b|\b(?:owner|landlord|lessor)'?s?\s+fee\b/i,
    needs: 'money',
  },
  { kind: 'component', re: /^\s*(?:of\s+which|includ(?:es|ing))\b/i, needs: 'money' },
  {
    kind: 'tenantShare',
    re: /(?:tenant'?s?|your|lessee'?s?)\s+(?:pro[\s-]?rata\s+|proportionate\s+|allocated\s+)?share|share\s+of\s+(?:the\s+)?(?:excess|expenses|operating|recoverable|cam|common|real|taxes|insurance)|total\s+tenant|total\s+(?:pro[\s-]?rata|proportionate)\s+share|tenant\s+(?:portion|allocation)|\b(?:unit|suite|store|space)\s+#?[\w-]{1,8}\s+share\b/i,
    needs: 'money',
  },
  { kind: 'excess', re: /\bexcess\b|increase\s+over|amount\s+over\s+base/i, needs: 'money' },
  { kind: 'baseYear', re: /base[\s-]*year|base\s+(?:amount|expenses|stop)|expense\s+stop/i, needs: 'money' },
  {
    kind: 'balance',
    // "so you owe $8,537.04" / "so we owe you $1,204.11": a letter's balance, said to the tenant.
    re: /\bbalance\b|\bcredit(?:ed)?\b|\brefund(?:able|ed)?\b|overpa(?:id|yment)|underpa(?:id|yment)|amount\s+(?:owed|owing|payable)|net\s+(?:due|amount)|due\s+(?:from|to)\s+(?:tenant|you|landlord|lessee)|reimburse|\byou\s+owe\b|\bwe\s+owe\s+you\b/i,
    needs: 'money',
  },
  {
    kind: 'totalDue',
    // "Lessee's Additional Rent for 2022": older leases name the year's pass-through charge Additional Rent.
    re: /total\s+(?:(?:19|20)\d\d\s+)?(?:amount\s+)?(?:due|owed|charges?|obligation|payable)|amount\s+due|(?:total\s+|(?:tenant|lessee)'?s?\s+)additional\s+rent\s+for\s+(?:(?:the\s+)?year\s+)?(?:19|20)\d\d|total\s+(?:for|reconciled)\s+(?:19|20)\d\d|total\s+(?:tenant\s+)?(?:cam|operating\s+expense)\s+charges?/i,
    needs: 'money',
  },
  {
    kind: 'share',
    // "Your % (7,801 / 135,270 sf)": an owner's spreadsheet names the share by its sign.
    re: /share|pro[\s-]?rata|proportionate|percentage|allocation|occupancy\s+factor|(?:your|tenant'?s?|lessee'?s?)\s*(?:%|pct\b|percent\b)/i,
    needs: 'pct',
  },
];

/**
 * The areas a row divides to print its percentage ("Tenant's Share  2,180 ÷ 107,110  2.0353%"):
 * the quotient must be the printed percentage to its printed decimals (which also lets a scan's
 * "÷" read as "+" stand: no sum of two areas is their quotient). Such a row is the share,
 * whatever else its words say, and its denominator is an area, not money.
 */
export function printedAreaRatio(row: Row): { numerator: number; denominator: number } | null {
  const pct = pctAmounts(row)[0];
  if (!pct) return null;
  const text = row.lines.map((l) => l.text).join(' ');
  const decimals = pctDecimals(pct.raw);
  const ratio = areaRatiosIn(text).find((r) => quotientPrints(r, pct.value, decimals));
  return ratio ? { numerator: ratio.numerator, denominator: ratio.denominator } : null;
}

export function summaryKind(row: Row): SummaryKind | null {
  const label = row.label.replace(/[’‘]/g, "'");
  if (!label) return null;
  if (/share|pro[\s-]?rata|proportionate|percentage|allocation/i.test(label) && printedAreaRatio(row))
    return 'share';
  for (const p of SUMMARY_PATTERNS) {
    const has = p.needs === 'money' ? moneyAmounts(row).length > 0 : pctAmounts(row).length > 0;
    if (has && p.re.test(label)) return p.kind;
  }
  return null;
}

/** The kind a summary label names, whatever figure its row carries (a scan may have garbled it). */
export function labelKind(label: string): SummaryKind | null {
  const text = label.replace(/[’‘]/g, "'");
  return SUMMARY_PATTERNS.find((p) => p.re.test(text))?.kind ?? null;
}

/** A footing row of the expense table: "Total Operating Expenses", "Subtotal CAM". */
export function isTotalRow(row: Row): boolean {
  return /\b(?:sub-?\s?)?totals?\b/i.test(row.label) && moneyAmounts(row).length > 0;
}

const COLUMN_WORDS =
  /^(?:expenses?|expense\s+(?:category|item|type)|description|category|items?|account|actual|adjusted|grossed[\s-]*up|gross[\s-]*up|billed|budget|estimated?|variance|prior\s+year|current\s+year|amount|total|building\s+total|building|(?:19|20)\d{2}(?:\s+(?:actual|budget))?|recoverable|tenant'?s?\s+share|your\s+share|share|cost|costs|difference|change|%\s*change|per\s+sf|\$\s*\/\s*sf)$/i;

/**
 * Words a column header is made of (any order): "GL", "Acct #", "Total Cost", "Tenant Share",
 * "% Chg", "2024 Adjusted". A cell of only these words names a column; kept as data.
 */
const HEADER_VOCABULARY = new Set(
  (
    'gl code codes acct acct. account accounts no no. number # ref description descriptions category categories ' +
    'expense expenses item items line type class actual actuals adjusted adjustment grossed gross up ' +
    'grossed-up gross-up billed budget budgeted estimate estimated estimates variance prior previous current ' +
    'year years ytd amount amounts total totals building bldg property project center recoverable ' +
    "tenant tenants tenant's your share pro rata pro-rata allocated allocation cost costs difference change " +
    'chg % pct percent per sf rsf $ $/sf / - & and of operating annual full at 100% occupancy normalized ' +
    'expense(s) charge charges billing calendar var var. fav unfav (unfav) favorable unfavorable'
  ).split(' '),
);

/** A cell as a header names it: a scan's stray quote marks around it dropped. */
export function headerName(cell: string): string {
  return cell
    .trim()
    .replace(/^[“”"‘’'`]+|[“”"‘’'`]+$/g, '')
    .trim();
}

/** A cell of punctuation only (a scan's speck between two header cells): it names nothing. */
const noName = (cell: string) => !/[\p{L}\d%$#]/u.test(cell);

function headerCell(cell: string): boolean {
  if (noName(cell)) return true;
  const t = headerName(cell).toLowerCase().replace(/[’‘]/g, "'");
  if (COLUMN_WORDS.test(t)) return true;
  const words = t.split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.every((w) => HEADER_VOCABULARY.has(w) || /^(?:19|20)\d{2}$/.test(w) || /^\(?[a-z$%]\)?$/.test(w))
  );
}

/** A header row naming the table's columns ("Expense  Actual  Adjusted", "GL  Account  Total Cost"). */
export function isColumnHeader(row: Row): boolean {
  if (row.amounts.length || row.cells.filter((c) => !noName(c)).length < 2) return false;
  if (row.cells.every(headerCell)) return true;
  // The table's title over its label column ("SCHEDULE OF RECOVERABLE COSTS | 2024 Actual | 2023
  // Actual"): a caption of words, then at least two cells that name columns by their years. Not a
  // summary's own header ("Recovery Pool | Estimated | Actual | Difference"): its rows are pools.
  const [title, ...rest] = row.cells;
  return (
    rest.length >= 2 &&
    /^[a-z][a-z'’&/ -]*$/i.test((title ?? '').trim()) &&
    rest.every(headerCell) &&
    rest.filter((c) => /\b(?:19|20)\d{2}\b/.test(c)).length >= 2
  );
}

/**
 * A section heading inside the table: short, no digits, no colon, not a sentence, and one cell:
 * words spread over columns are a column header's wrapped second line ("Expense | Property |
 * Common Area | Real Estate" over "Operations | Utilities | Taxes", or "Operations | Insurance").
 */
export function isSectionHeading(row: Row): boolean {
  const t = row.label.trim();
  if (!t || row.amounts.length || /\d|:/.test(t) || /\.$/.test(t) || row.cells.length > 1) return false;
  return t.split(/\s+/).length <= 8;
}
