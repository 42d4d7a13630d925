/**
 * Family "bayfront-mixeduse" (decision 0067): ground-floor shop and restaurant units of an urban
 * mixed-use building (apartments above) owned by a residential developer's LLC and managed by the
 * developer's in-house commercial team.
 *
 * - Lease (bayfront-mixeduse-lease.ts): a plain-language COMMERCIAL LEASE AGREEMENT, "Section 5 -
 *   Operating costs of the Commercial Component" headings, clauses "5(a)", and every key figure in
 *   SCHEDULE 1 - LEASE SUMMARY at the end (the Commercial Component's floor area beside the whole
 *   building's gross floor area).
 * - Statement: a RECONCILIATION LETTER on the developer's letterhead whose figures are in prose
 *   paragraphs ("Your share of 2024 Commercial Component operating costs was $X, based on Y% ..."),
 *   then a "GENERAL LEDGER DETAIL" printed as transaction rows Date | Vendor | Invoice/Ref |
 *   GL Account | Amount, grouped by GL account (one account per expense line of the model, its
 *   transactions adding up to the line's amount, which is printed as the account's subtotal), with
 *   totals per component and a grand total (the model's pool). No "$" in the ledger.
 * - Bill: a tenant-portal "ACCOUNT STATEMENT" printed from the browser: Date | Description |
 *   Charges | Payments | Balance, an opening balance row, a running balance and an amount-due box.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { SURNAMES } from '../data';
import { addDays, addMonths, fmtDate, iso, money, monthYear } from '../format';
import { type BillLineModel, type PacketModel, type StatementModel, scheduledRent } from '../model';
import type { Cell } from '../pdf';
import { Rng } from '../prng';
import { type MixedUseTower, towerOf } from './bayfront-mixeduse-building';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

export { renderBayfrontMixeduseLease } from './bayfront-mixeduse-lease';

/** The letter's money: "$1,234.56" (credits are worded, never signed). */
export const letterMoney = (cents: number) => money(Math.abs(cents));

/** The ledger's money: "1,234.56", no "$". */
export const ledgerMoney = (cents: number) => money(cents, { dollar: false });

/** The portal's money: "$1,234.56", a negative balance "-$1,234.56". */
export const portalMoney = (cents: number) => money(cents);

/** The ledger's component headings, one per model section. */
export const COMPONENTS = {
  CAM: 'Commercial Common Elements',
  UTIL: 'Utilities - Commercial Common Elements',
  TAX: 'Real Estate Taxes - Commercial Component',
  INS: 'Insurance - Commercial Component',
} as const;

const FIRST_CODE = { CAM: 6110, UTIL: 6410, TAX: 6510, INS: 6610 } as const;

export interface GlEntry {
  date: string;
  vendor: string;
  ref: string;
  amountCents: number;
}

export interface GlAccount {
  code: string;
  /** The model line's label, printed as the account's name. */
  label: string;
  section: keyof typeof COMPONENTS;
  entries: GlEntry[];
  /** The model line's amount: the sum of the entries. */
  totalCents: number;
}

const TRADES: Record<string, string> = {
  landscaping: 'Landscape Co.',
  snow: 'Snow & Ice Services',
  repairs: 'Building Services',
  parking: 'Sweeping & Striping',
  janitorial: 'Cleaning Co.',
  security: 'Security Group',
  hvac: 'Mechanical, Inc.',
  elevator: 'Elevator Company',
  fire: 'Fire Protection',
  pest: 'Pest Solutions',
  windows: 'Window Cleaning',
  roof: 'Roofing',
};

/**
 * The ledger detail of a statement: one GL account per model line, in the model's order, each
 * line's amount split into 1-4 vendor transactions that add up to it exactly. Drawn from the
 * family's own stream, so the same packet prints the same ledger.
 */
export function glDetail(m: PacketModel, s: StatementModel): GlAccount[] {
  const t = towerOf(m);
  const rng = new Rng(`bayfront-mixeduse:gl:${m.spec.seed}:${s.year}`);
  const next: Record<string, number> = { ...FIRST_CODE };
  const city = m.lease.property.city.city;
  return s.lines.map((ln) => {
    const code = String(next[ln.section]!);
    next[ln.section] = next[ln.section]! + 10;
    const key = ln.key;
    const inv = () => `INV-${rng.int(10000, 99999)}`;
    let vendor: string;
    let k: number;
    let ref: (j: number, date: string) => string = () => inv();
    if (key === 'mgmt') {
      vendor = t.team;
      k = 4;
      ref = (j) => `JE-${s.year}-Q${j + 1}`;
    } else if (key === 'tax') {
      vendor = `${t.county} County Treasurer`;
      k = 2;
      const parcel = `${rng.int(10, 99)}-${rng.int(100, 999)}-${rng.int(100, 999)}`;
      ref = (j) => `Parcel ${parcel} ${j ? '2nd' : '1st'} half`;
    } else if (key === 'insurance') {
      vendor = `${rng.pick(SURNAMES)} Insurance Brokers`;
      k = 1;
      ref = () => `POL-${rng.int(100000, 999999)}`;
    } else if (key === 'electric' || key === 'water') {
      vendor = key === 'electric' ? `${city} Power & Light` : `${city} Water Department`;
      k = 4;
      const acct = rng.int(100000, 999999);
      ref = (_j, date) => `Acct ${acct} ${monthYear(date, true)}`;
    } else if (key === 'trash') {
      vendor = `${city} Waste & Recycling`;
      k = rng.int(2, 4);
    } else if (key === 'capital') {
      vendor = `${t.team} (amortization)`;
      k = 1;
      ref = () => `JE-${s.year}-12-AM`;
    } else if (key === 'dup-a' || key === 'dup-b') {
      // the label names the vendor and invoice billed twice: both entries print them
      const mm = / - (.+) (Inv\. #\d+)$/.exec(ln.label);
      vendor = mm ? mm[1]! : 'Vendor';
      k = 1;
      const no = mm ? mm[2]!.replace(/\D/g, '') : String(rng.int(1000, 99999));
      ref = () => `INV-${no}`;
    } else if (key === 'excluded') {
      vendor = /legal|attorney|litigation/i.test(ln.label)
        ? `${rng.pick(SURNAMES)} & ${rng.pick(SURNAMES)} LLP`
        : `${rng.pick(SURNAMES)} Realty Advisors`;
      k = 1;
    } else {
      vendor = `${rng.pick(SURNAMES)} ${TRADES[key] ?? 'Services'}`;
      k = rng.int(1, 4);
    }
    // split the amount into k parts that add up exactly
    const weights = Array.from({ length: k }, () => rng.float(0.7, 1.3));
    const wsum = weights.reduce((a, b) => a + b, 0);
    const parts = weights.map((x) => Math.floor((ln.amountCents * x) / wsum));
    parts[k - 1] = ln.amountCents - parts.slice(0, k - 1).reduce((a, b) => a + b, 0);
    const entries = parts.map((amountCents, j) => {
      const month = Math.min(12, Math.floor((12 * j) / k) + 1 + rng.int(0, 12 / k - 1));
      const date = key === 'capital' ? iso(s.year, 12, 31) : iso(s.year, month, rng.int(2, 27));
      return { date, vendor, ref: ref(j, date), amountCents };
    });
    return { code, label: ln.label, section: ln.section, entries, totalCents: ln.amountCents };
  });
}

/** The developer's letterhead: the team, the building, the office. */
function letterhead(w: ReturnType<typeof writerWithDrawnFont>, m: PacketModel, t: MixedUseTower): void {
  const p = m.lease.property;
  w.font('bold', w.size + 5);
  w.doc.text(t.developer, w.left, w.doc.y, { width: w.contentWidth });
  w.font('regular', w.size - 0.5);
  w.doc.text(
    `Commercial Property Management  |  ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}  |  ${t.email}`,
    w.left,
    w.doc.y + 1,
    { width: w.contentWidth },
  );
  w.font();
  w.rule({ weight: 1.5, gap: 14 });
}

// ---------------------------------------------------------------- statement

export async function renderBayfrontMixeduseStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const t = towerOf(m);
  const n = s.numbers;
  const D = letterMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times', 'Helvetica'], {
    size: 9.5,
    margin: 60,
    date: s.date,
    title: `${s.year} Operating Cost Reconciliation - ${t.name} Unit ${t.unit}`,
    author: t.team,
    footer: `${t.name} - Unit ${t.unit} - ${s.year} reconciliation - page {n} of {total}`,
  });
  letterhead(w, m, t);
  w.para(fmtDate(s.date, 'LONG'), { gap: 0.8 });
  w.para(
    `${l.tenant.name}\nAttention: ${l.tenant.contact}\nUnit ${t.unit}, ${t.name}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 0.8 },
  );
  w.para(`Re: ${s.year} operating cost reconciliation - Unit ${t.unit}`, { style: 'bold', gap: 0.6 });
  w.para(`Dear ${l.tenant.contact},`, { gap: 0.5 });
  const share = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  const areas = s.showRsf
    ? ` (your ${s.shareNumRsf.toLocaleString('en-US')} square feet of the ${s.shareDenRsf.toLocaleString('en-US')} square feet of the Commercial Component)`
    : '';
  const para = (text: string) => w.para(text, { align: 'justify', gap: 0.7 });
  para(
    `We have completed the reconciliation of operating costs for the Commercial Component of ${t.name} for the year ended December 31, ${s.year}, under section 5 of your lease. The apartments and other parts of the Residential Component are accounted for separately and none of their costs are included.`,
  );
  para(
    `Total operating costs of the Commercial Component for ${s.year} were ${D(n.pool)}; the attached general ledger detail lists every charge by GL account. Your share of ${s.year} Commercial Component operating costs was ${D(n.tenantShare)}, based on ${share}${areas}.`,
  );
  if (s.fee) {
    const base =
      s.fee.base === 'CAM'
        ? `your share of the costs other than real estate taxes and insurance, ${D(n.camShare!)}`
        : `your share of all operating costs, ${D(n.tenantShare)}`;
    para(
      `The administration fee of ${s.fee.pct.toFixed(2)}% is calculated on ${base}, and comes to ${D(n.fee)}. Your total for ${s.year} is therefore ${D(n.totalDue)}.`,
    );
  }
  para(
    `During ${s.year} you paid estimated operating costs of ${D(s.monthlyEstimateCents)} a month for ${s.estimateMonths} months, ${D(n.estimates)} in total.`,
  );
  const due = addDays(s.date, 30);
  if (n.balance > 0)
    para(
      `That leaves a balance of ${D(n.balance)} owing to us. Please pay it by ${fmtDate(due, 'LONG')}; it will also appear on your account statement in the ${t.portal}.`,
    );
  else if (n.balance < 0)
    para(
      `You paid more than your share, so there is a credit of ${D(n.balance)} in your favor. We will apply it to your account in the ${t.portal}; you do not need to do anything.`,
    );
  else para('Your estimates matched your share exactly, so the balance is $0.00 and nothing is owed.');
  para(
    `If you have any questions about this reconciliation, please contact the commercial team at ${t.email}. Under section 5(g) of your lease you may ask to review our records within the time the lease allows.`,
  );
  w.para('Kind regards,', { gap: 1.6 });
  w.para(`${t.signer}\n${t.signerTitle}\n${t.team}, for ${l.landlord.name}`, { gap: 0.8 });
  w.para('Attachment: General ledger detail', { style: 'italic', size: w.size - 1 });

  // ---- the General Ledger Detail
  w.newPage();
  const size = 8;
  w.heading('GENERAL LEDGER DETAIL', { size: w.size + 3, gap: 0.1 });
  w.para(
    `Entity: ${l.landlord.name} - Commercial Component\nProperty: ${t.name}\nPeriod: ${fmtDate(`${s.year}-01-01`, 'NUMERIC')} - ${fmtDate(`${s.year}-12-31`, 'NUMERIC')}    Basis: Accrual    Report run: ${fmtDate(addDays(s.date, -rng.int(2, 9)), 'NUMERIC')}`,
    { size, gap: 0.6 },
  );
  const X = { date: w.left, vendor: w.left + 56, ref: w.left + 216, gl: w.left + 326, amt: w.right - 80 };
  const trow = (
    vals: { date?: string; vendor?: string; ref?: string; gl?: string; amt?: string },
    bold = false,
  ) => {
    const cells: Cell[] = [];
    if (vals.date) cells.push({ text: vals.date, x: X.date, width: 54, bold });
    if (vals.vendor) cells.push({ text: vals.vendor, x: X.vendor, width: X.ref - X.vendor - 6, bold });
    if (vals.ref) cells.push({ text: vals.ref, x: X.ref, width: X.gl - X.ref - 6, bold });
    if (vals.gl) cells.push({ text: vals.gl, x: X.gl, width: X.amt - X.gl - 6, bold });
    if (vals.amt) cells.push({ text: vals.amt, x: X.amt, width: 80, bold, align: 'right' });
    w.row(cells, { size, gap: 1.5 });
  };
  const wide = (text: string, amt: string | null, bold: boolean, indent = 0) => {
    const cells: Cell[] = [{ text, x: X.date + indent, width: X.amt - X.date - indent - 6, bold }];
    if (amt !== null) cells.push({ text: amt, x: X.amt, width: 80, bold, align: 'right' });
    w.row(cells, { size, gap: 1.5 });
  };
  const head = () => {
    trow({ date: 'Date', vendor: 'Vendor', ref: 'Invoice/Ref', gl: 'GL Account', amt: 'Amount' }, true);
    w.rule({ weight: 0.8, gap: 3 });
  };
  head();
  w.pageHeader = head;
  const accounts = glDetail(m, s);
  for (const key of s.sectionOrder) {
    w.ensure(size * 8);
    wide(COMPONENTS[key].toUpperCase(), null, true);
    let compTotal = 0;
    for (const a of accounts.filter((x) => x.section === key)) {
      w.ensure(size * (a.entries.length + 3) * 1.4);
      wide(`${a.code} ${a.label}`, null, true, 6);
      for (const e of a.entries)
        trow({
          date: fmtDate(e.date, 'NUMERIC'),
          vendor: e.vendor,
          ref: e.ref,
          gl: a.code,
          amt: ledgerMoney(e.amountCents),
        });
      w.rule({ x1: X.amt + 20, gap: 1 });
      wide(`Total ${a.code} ${a.label}`, ledgerMoney(a.totalCents), true, 6);
      w.space(0.25);
      compTotal += a.totalCents;
    }
    wide(`Total ${COMPONENTS[key]}`, ledgerMoney(compTotal), true);
    w.space(0.5);
  }
  w.rule({ weight: 1, gap: 3 });
  wide('Grand total - Commercial Component operating costs', ledgerMoney(n.pool), true);
  w.rule({ weight: 1, gap: 1 });
  w.rule({ weight: 1, gap: 6 });
  w.pageHeader = null;
  w.para(
    `Costs shared with the Residential Component are allocated to the Commercial Component by floor area before posting. ${s.occupancyPct !== null ? `Average occupancy of the commercial units in ${s.year}: ${s.occupancyPct.toFixed(1)}%.` : ''}`.trim(),
    { size: size - 0.5 },
  );
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The portal's description of a charge. */
function describe(ln: BillLineModel, combined: boolean): string {
  const mon = monthYear(ln.period);
  switch (ln.kind) {
    case 'BASE_RENT':
      return `Base rent - ${mon}`;
    case 'CAM_ESTIMATE':
      return combined ? `Operating costs estimate (CAM, tax, insurance) - ${mon}` : `CAM estimate - ${mon}`;
    case 'TAX_ESTIMATE':
      return `Real estate tax estimate - ${mon}`;
    case 'INSURANCE_ESTIMATE':
      return `Insurance estimate - ${mon}`;
    case 'OPEX_ESTIMATE':
      return `Operating costs estimate - ${mon}`;
    case 'RECON':
      return `${ln.period.slice(0, 4)} operating cost reconciliation${ln.amountCents < 0 ? ' - credit' : ''}`;
    case 'PAST_DUE':
      return `Opening balance (unpaid ${mon})`;
    case 'LATE_FEE':
      return `Late payment fee - ${mon} rent`;
  }
}

export interface PortalRow {
  date: string;
  desc: string;
  charge: number | null;
  payment: number | null;
  balance: number;
}

/**
 * The portal ledger's rows: the opening balance, the month before (paid, or its late fee when it
 * is unpaid), then this month's charges; the last balance is the bill's total.
 */
export function portalRows(m: PacketModel, rng: Rng): PortalRow[] {
  const b = m.bill;
  const l = m.lease;
  const combined = !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
  const rows: PortalRow[] = [];
  const pastDue = b.lines.find((x) => x.kind === 'PAST_DUE');
  const prev = addMonths(b.month, -1);
  let bal = 0;
  if (pastDue) {
    bal = pastDue.amountCents;
    rows.push({ date: prev, desc: describe(pastDue, combined), charge: null, payment: null, balance: bal });
  } else {
    // the month before, billed and paid: the opening balance is cleared by a payment
    let prevCharges = 0;
    try {
      prevCharges =
        scheduledRent(l.rentSchedule, prev) +
        b.lines.filter((x) => x.kind.endsWith('_ESTIMATE')).reduce((a, x) => a + x.amountCents, 0);
    } catch {
      prevCharges = 0; // before the Commencement Date
    }
    bal = prevCharges;
    rows.push({
      date: prev,
      desc: `Opening balance (${monthYear(prev)} charges)`,
      charge: null,
      payment: null,
      balance: bal,
    });
    if (prevCharges) {
      bal = 0;
      rows.push({
        date: addDays(prev, rng.int(1, 5)),
        desc: rng.pick([
          'Payment received - ACH - thank you',
          'Payment received - portal e-check - thank you',
        ]),
        charge: null,
        payment: prevCharges,
        balance: bal,
      });
    }
  }
  for (const ln of b.lines) {
    if (ln.kind === 'PAST_DUE') continue;
    bal += ln.amountCents;
    const date =
      ln.kind === 'LATE_FEE'
        ? addDays(ln.period, l.lateFee.graceDays + 1)
        : ln.kind === 'RECON'
          ? b.invoiceDate
          : b.month;
    const credit = ln.amountCents < 0;
    rows.push({
      date,
      desc: describe(ln, combined),
      charge: credit ? null : ln.amountCents,
      payment: credit ? -ln.amountCents : null,
      balance: bal,
    });
  }
  // the late fee and a reconciliation posted before the month's charges, as the portal sorts by date
  rows.sort((a, c) => (a.date < c.date ? -1 : a.date > c.date ? 1 : 0));
  let run = 0;
  for (const r of rows) {
    if (r.desc.startsWith('Opening balance')) run = r.balance;
    else run += (r.charge ?? 0) - (r.payment ?? 0);
    r.balance = run;
  }
  if (run !== b.totalCents) throw new Error('internal: portal ledger does not end at the bill total');
  return rows;
}

export async function renderBayfrontMixeduseBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const t = towerOf(m);
  const b = m.bill;
  const P = portalMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 8.5,
    margin: 42,
    date: b.invoiceDate,
    title: `Account Statement - ${t.accountId}`,
    author: t.portal,
    footer: `${t.portal} - printed ${fmtDate(b.invoiceDate, 'NUMERIC')} - {n}/{total}`,
  });
  // ---- the portal's top bar, as the browser prints it
  w.row(
    [
      { text: t.portal, x: w.left, width: 260, bold: true },
      {
        text: `Signed in: ${l.tenant.contact}  |  ${l.tenant.name}`,
        x: w.right - 280,
        width: 280,
        align: 'right',
      },
    ],
    { size: w.size + 1, gap: 2 },
  );
  w.row(
    [{ text: 'Home  >  Payments  >  Account statement', x: w.left, width: w.contentWidth, italic: true }],
    { gap: 2 },
  );
  w.rule({ weight: 2, gap: 12 });
  const top = w.doc.y;
  w.heading('ACCOUNT STATEMENT', { size: w.size + 7, gap: 0.3 });
  const info: [string, string][] = [
    ['Account', t.accountId],
    ['Tenant', l.tenant.name],
    ['Unit', `${t.unit}, ${t.name}`],
    ['Address', `${l.property.street}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`],
    ['Statement date', fmtDate(b.invoiceDate, 'NUMERIC')],
  ];
  for (const [k, v] of info)
    w.row(
      [
        { text: `${k}:`, x: w.left, width: 80, bold: true },
        { text: v, x: w.left + 82, width: 250 },
      ],
      { gap: 1 },
    );
  const after = w.doc.y;
  // the amount-due box on the right
  const bx = w.right - 170;
  w.box(bx, top, 170, 76, 1.2);
  w.doc.y = top + 8;
  w.row([{ text: 'AMOUNT DUE', x: bx + 10, width: 150, bold: true, align: 'center' }], { gap: 3 });
  w.row([{ text: P(b.totalCents), x: bx + 10, width: 150, bold: true, align: 'center' }], {
    size: w.size + 8,
    gap: 3,
  });
  w.row([{ text: `Due ${fmtDate(b.month, 'NUMERIC')}`, x: bx + 10, width: 150, align: 'center' }], {
    gap: 2,
  });
  w.row([{ text: '[ Pay now ]', x: bx + 10, width: 150, align: 'center', bold: true }], { gap: 2 });
  w.doc.y = Math.max(after, top + 80) + 10;

  // ---- the ledger
  const X = { date: w.left, desc: w.left + 64, charge: w.right - 240, pay: w.right - 160, bal: w.right - 80 };
  const lrow = (date: string, desc: string, charge: string, pay: string, bal: string, bold = false) =>
    w.row(
      [
        { text: date, x: X.date, width: 60, bold },
        { text: desc, x: X.desc, width: X.charge - X.desc - 8, bold },
        { text: charge, x: X.charge, width: 76, align: 'right', bold },
        { text: pay, x: X.pay, width: 76, align: 'right', bold },
        { text: bal, x: X.bal, width: 80, align: 'right', bold },
      ],
      { gap: 3 },
    );
  lrow('Date', 'Description', 'Charges', 'Payments', 'Balance', true);
  w.rule({ weight: 1, gap: 3 });
  for (const r of portalRows(m, rng))
    lrow(
      fmtDate(r.date, 'NUMERIC'),
      r.desc,
      r.charge !== null ? P(r.charge) : '',
      r.payment !== null ? P(r.payment) : '',
      P(r.balance),
    );
  w.rule({ weight: 1, gap: 3 });
  lrow('', 'Amount due', '', '', P(b.totalCents), true);
  w.space(1.2);
  w.para(
    `Rent and estimated charges are due on the 1st of each month. A late payment fee applies to rent not received within ${l.lateFee.graceDays} days of the due date (section 6 of your lease). Pay in the portal by ACH or e-check, or contact ${t.email}. Payments made after the statement date may not be shown.`,
    { size: w.size - 0.5, align: 'justify' },
  );
  return finishPdf(w);
}
