/**
 * Family "hollis-allocation" (decision 0114), the lease: **a lease typed in the owner's law office
 * on pleading paper**: every page numbered down the left margin, line 1 to line 26 or 28, beside a
 * double vertical rule (a single rule on the right), the text double-spaced on the numbered lines;
 * at the top of page 1 the attorney's block ("Prepared by"), the title and **a court-style caption
 * of the parties and the premises with a column of ")"**; then capital article headings and
 * decimal sections run in ("6.2 Tenant's Share."), every figure inline in its section; a footer
 * with a rule, the short title and the page. Every truth figure comes from the model (model.ts).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { hollisFacts } from './hollis-allocation-facts';

/** The family writes numbers in words and figures (BOTH) or in figures (DIGITS) only. */
const nf = (m: PacketModel) => m.spec.lease.numbers as NumberForm;
const on = (iso: string) => fmtDate(iso, 'LONG');

/** How each excluded category reads in Section 6.3. */
const EXCLUDED_WORDS: Partial<Record<ExpenseCategory, string>> = {
  LEASING_COMMISSIONS: 'leasing commissions, brokerage fees and other costs of letting space in the Center',
  LEGAL_DISPUTES: 'attorneys’ fees and costs of disputes with tenants or prospective tenants',
  DEPRECIATION: 'depreciation of the Center or its equipment',
  DEBT_SERVICE: 'payments of principal and interest on loans secured by the Center',
  CHARITABLE: 'charitable and political contributions',
  MARKETING: 'advertising, marketing and promotion of the Center',
  GROUND_RENT: 'rent under any ground lease',
  RESERVES: 'reserves for future expenses',
  EXECUTIVE_SALARIES: 'salaries and benefits of Landlord’s officers and executives',
  LANDLORD_VIOLATIONS:
    'fines, penalties and interest incurred by Landlord’s violation of law or of any lease',
};

export function excludedWords(m: PacketModel, c: ExpenseCategory): string {
  if (c === 'CAPITAL')
    return m.lease.capitalAmortYears
      ? 'capital expenditures, except as Section 6.4 permits'
      : 'capital expenditures of every kind';
  return EXCLUDED_WORDS[c] ?? c.toLowerCase().replace(/_/g, ' ');
}

export interface LeaseSection {
  no: string;
  caption: string;
  text: string;
}
export interface LeaseArticle {
  title: string;
  sections: LeaseSection[];
}

/** Section 4.1's schedule, one sentence per step (or the first year and the increase). */
export function rentSentences(m: PacketModel): string[] {
  const r = m.lease.rent;
  const n = nf(m);
  const tag = (i: number) => `(${String.fromCharCode(97 + i)})`;
  if (r.form === 'PERCENT') {
    const first = r.steps[0]!;
    return [
      `(a) From ${on(first.from)} through ${on(first.to)}, ${moneyWith(first.monthlyRentCents, n)} per month.`,
      `(b) On each anniversary of the Commencement Date, the monthly Base Rent shall increase by ${pctWith(r.escalationPct!, n)} of the monthly Base Rent payable immediately before that anniversary.`,
    ];
  }
  if (r.form === 'PER_RSF')
    return r.steps.map(
      (st, i) =>
        `${tag(i)} From ${on(st.from)} through ${on(st.to)}, at ${money(r.psfRatesCents![i]!)} per rentable square foot per year, ${money(st.monthlyRentCents)} per month.`,
    );
  return r.steps.map(
    (st, i) => `${tag(i)} From ${on(st.from)} through ${on(st.to)}, ${money(st.monthlyRentCents)} per month.`,
  );
}

/** The lease's articles and sections in order. */
export function leaseArticles(m: PacketModel): LeaseArticle[] {
  const l = m.lease;
  const p = l.property;
  const n = nf(m);
  const f = hollisFacts(m);
  const share = m.spec.lease.shareStated
    ? `Tenant's Share is ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%, being the rentable area of the Premises stated in Section 2.1 divided by the rentable area of the Center stated in Section 2.2.`
    : `Tenant's Share is the percentage obtained by dividing the rentable area of the Premises stated in Section 2.1 by the rentable area of the Center stated in Section 2.2.`;
  const ops: LeaseSection[] = [
    {
      no: '6.1',
      caption: 'Net Lease.',
      text: 'This is a net lease. In addition to Base Rent, Tenant shall pay Tenant\'s Share of Common Area Costs, Real Estate Taxes and Landlord\'s insurance premiums for the Center (together, "Operating Costs") for each calendar year of the Term.',
    },
    { no: '6.2', caption: "Tenant's Share.", text: share },
    {
      no: '6.3',
      caption: 'Exclusions.',
      text: `Operating Costs shall not include: ${l.exclusions.map((c, i) => `(${String.fromCharCode(97 + i)}) ${excludedWords(m, c)}`).join('; ')}.`,
    },
  ];
  if (l.capitalAmortYears)
    ops.push({
      no: '6.4',
      caption: 'Capital Items.',
      text: `The cost of a capital improvement that reduces Operating Costs or is required by a law first in effect after the Commencement Date may be included only as amortized in equal annual amounts over ${countWith(l.capitalAmortYears, 'years', 'BOTH')}.`,
    });
  const next = () => `6.${ops.length + 1}`;
  ops.push({
    no: next(),
    caption: 'Management and Administration.',
    text: `${l.mgmtFeeCapPct !== null ? `The management fee included in Operating Costs shall not exceed ${pctWith(l.mgmtFeeCapPct, n)} of the gross revenues of the Center.` : 'A management fee at the prevailing rate may be included in Operating Costs.'} ${l.adminFee ? `Landlord may add an administrative charge of ${pctWith(l.adminFee.pct, n)} of Tenant's Share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'Common Area Costs, excluding Real Estate Taxes and insurance' : 'all Operating Costs'}.` : 'Landlord shall add no administrative charge.'}`,
  });
  if (l.camCap) {
    const c = l.camCap;
    const pc = pctWith(c.pct, n);
    ops.push({
      no: next(),
      caption: 'Limit on Controllable Costs.',
      text: `Controllable Costs (Operating Costs other than Real Estate Taxes, insurance, utilities, management fees and amortized capital items) included for any calendar year shall not exceed ${c.type === 'NON_CUMULATIVE' ? `the Controllable Costs of the preceding calendar year increased by ${pc}` : c.type === 'CUMULATIVE_COMPOUNDING' ? `the Controllable Costs of calendar year ${c.baseYear} increased by ${pc} per year, compounded annually` : `the Controllable Costs of calendar year ${c.baseYear} increased by ${pc} of that amount for each year after ${c.baseYear}, without compounding`}.`,
    });
  }
  ops.push({
    no: next(),
    caption: 'Estimates.',
    text: "Tenant shall pay one-twelfth of Landlord's reasonable estimate of Tenant's Share of Operating Costs with each monthly installment of Base Rent.",
  });
  ops.push({
    no: next(),
    caption: 'Annual Allocation.',
    text: `Within ${countWith(l.reconDeadlineDays, 'days', n)} after the end of each calendar year Landlord shall deliver to Tenant a schedule allocating the Operating Costs of that year among the suites of the Center. Tenant shall pay any deficiency within thirty days; any excess shall be credited against the next rent due.${l.waiver ? " If Landlord fails to deliver the schedule within that time, Landlord waives Tenant's Share of Operating Costs for that year in excess of Tenant's estimated payments." : f.nonWaiver ? ' Landlord’s delay in delivering the schedule shall not waive Tenant’s obligation to pay.' : ''}`,
  });
  ops.push({
    no: next(),
    caption: 'Review of Records.',
    text: `Tenant may examine Landlord's records of Operating Costs for a calendar year by written notice given within ${countWith(l.auditWindowDays, 'days', n)} after delivery of that year's schedule; if Tenant gives no notice, the schedule shall be conclusive.`,
  });
  return [
    {
      title: 'ARTICLE 1 — PARTIES',
      sections: [
        {
          no: '1.1',
          caption: 'Parties and Date.',
          text: `This Lease is made as of ${on(l.leaseDate)} by ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} ("Tenant").`,
        },
      ],
    },
    {
      title: 'ARTICLE 2 — PREMISES',
      sections: [
        {
          no: '2.1',
          caption: 'Premises.',
          text: `Landlord leases to Tenant ${p.suite} of ${p.name}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip} (the "Center"), containing ${commas(l.premisesRsf)} rentable square feet (the "Premises").`,
        },
        {
          no: '2.2',
          caption: 'The Center.',
          text: `The buildings of the Center contain ${commas(l.buildingRsf)} rentable square feet, whether or not leased.`,
        },
      ],
    },
    {
      title: 'ARTICLE 3 — TERM',
      sections: [
        {
          no: '3.1',
          caption: 'Term.',
          text: m.spec.lease.expirationStated
            ? `The term of this Lease is ${countWith(l.termMonths, 'months', n)}, commencing on ${on(l.commencement)} (the "Commencement Date") and expiring on ${on(l.originalExpiration)}.`
            : `The term of this Lease is ${countWith(l.termMonths, 'months', n)}, commencing on ${on(l.commencement)} (the "Commencement Date").`,
        },
      ],
    },
    {
      title: 'ARTICLE 4 — RENT',
      sections: [
        {
          no: '4.1',
          caption: 'Base Rent.',
          text: `Tenant shall pay Base Rent in monthly installments in advance on the first day of each month: ${rentSentences(m).join(' ')}`,
        },
        {
          no: '4.2',
          caption: 'Late Charge.',
          text: `Any installment not received within ${countWith(l.lateFee.graceDays, 'days', n)} after its due date shall bear a late charge of ${l.lateFee.pct !== null ? `${pctWith(l.lateFee.pct, n)} of the installment` : moneyWith(l.lateFee.flatCents!, n)}.`,
        },
        {
          no: '4.3',
          caption: 'Security Deposit.',
          text: `Tenant has deposited ${money(l.securityDepositCents)} with Landlord as security for Tenant's performance.`,
        },
      ],
    },
    {
      title: 'ARTICLE 5 — USE',
      sections: [
        {
          no: '5.1',
          caption: 'Permitted Use.',
          text: `Tenant shall use the Premises for ${l.permittedUse}.`,
        },
      ],
    },
    { title: 'ARTICLE 6 — OPERATING COSTS', sections: ops },
    {
      title: 'ARTICLE 7 — GENERAL PROVISIONS',
      sections: [
        {
          no: '7.1',
          caption: 'Insurance.',
          text: `Tenant shall carry commercial general liability insurance of not less than ${money(100000000)} per occurrence naming Landlord as additional insured.`,
        },
        {
          no: '7.2',
          caption: 'Assignment.',
          text: "Tenant shall not assign this Lease or sublet the Premises without Landlord's prior written consent.",
        },
        {
          no: '7.3',
          caption: 'Notices.',
          text: `Notices shall be in writing and delivered to Landlord in care of ${f.firm}, and to Tenant at the Premises.`,
        },
        {
          no: '7.4',
          caption: 'Entire Agreement.',
          text: 'This Lease is the entire agreement of the parties and may be amended only in a writing signed by both.',
        },
      ],
    },
  ];
}

/** A typed line: runs of text in one style each. */
type Run = { text: string; bold: boolean };

/** Top of numbered line 1 and the spacing of the lines (double-spaced 11-point text). */
const GRID_TOP = 66;
const GRID_STEP = 24;
const TEXT_LEFT = 100;
const TEXT_RIGHT = 548;

/** Where the pleading paper's line numbers stand (left of this x). */
export const NUMBER_COLUMN_RIGHT = 84;

export const leaseTitle = (m: PacketModel) =>
  m.lease.kind === 'office' ? 'OFFICE LEASE' : m.lease.kind === 'retail' ? 'SHOPPING CENTER LEASE' : 'LEASE';

export async function renderHollisAllocationLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = hollisFacts(m);
  const w = new PdfWriter({
    font: 'Times',
    size: 11,
    margin: 24,
    date: l.leaseDate,
    title: `${leaseTitle(m)} - ${l.tenant.name}`,
    author: f.firm,
  });
  const d = w.doc;
  let slot = 0;
  let page = 1;
  const paper = () => {
    w.font('regular', 9);
    for (let k = 1; k <= f.linesPerPage; k++)
      d.text(String(k), NUMBER_COLUMN_RIGHT - 24, GRID_TOP + (k - 1) * GRID_STEP + 1.5, {
        width: 24,
        align: 'right',
        lineBreak: false,
      });
    const bottom = GRID_TOP + f.linesPerPage * GRID_STEP;
    for (const x of [TEXT_LEFT - 10, TEXT_LEFT - 7])
      d.moveTo(x, 36)
        .lineTo(x, bottom + 6)
        .lineWidth(0.6)
        .stroke();
    d.moveTo(TEXT_RIGHT + 8, 36)
      .lineTo(TEXT_RIGHT + 8, bottom + 6)
      .lineWidth(0.4)
      .stroke();
    d.moveTo(TEXT_LEFT - 10, bottom + 12)
      .lineTo(TEXT_RIGHT + 8, bottom + 12)
      .lineWidth(0.6)
      .stroke();
    w.font('regular', 8);
    d.text(
      `${leaseTitle(m)} – ${l.property.suite}, ${l.property.name} – Page ${page}`,
      TEXT_LEFT,
      bottom + 18,
      {
        width: TEXT_RIGHT - TEXT_LEFT,
        align: 'center',
        lineBreak: false,
      },
    );
  };
  paper();
  /** The top of the next numbered line (a new page when the page is full). */
  const nextLine = () => {
    if (slot === f.linesPerPage) {
      d.addPage();
      page++;
      slot = 0;
      paper();
    }
    return GRID_TOP + slot++ * GRID_STEP;
  };
  const put = (runs: Run[], x: number) => {
    const y = nextLine();
    let at = x;
    for (const r of runs) {
      w.font(r.bold ? 'bold' : 'regular', 11);
      d.text(r.text, at, y, { lineBreak: false });
      at += d.widthOfString(`${r.text} `);
    }
  };
  const centred = (text: string, bold = true) => {
    const y = nextLine();
    w.font(bold ? 'bold' : 'regular', 11);
    d.text(text, TEXT_LEFT, y, { width: TEXT_RIGHT - TEXT_LEFT, align: 'center', lineBreak: false });
  };
  /** Wraps runs word by word to the text width, the first line indented. */
  const paragraph = (runs: Run[], indent: number) => {
    const words = runs.flatMap((r) => r.text.split(' ').map((t) => ({ text: t, bold: r.bold })));
    let line: Run[] = [];
    let width = indent;
    const flush = (first: boolean) => {
      const merged: Run[] = [];
      for (const wd of line) {
        const last = merged.at(-1);
        if (last && last.bold === wd.bold) last.text += ` ${wd.text}`;
        else merged.push({ ...wd });
      }
      put(merged, TEXT_LEFT + (first ? indent : 0));
    };
    let first = true;
    for (const wd of words) {
      w.font(wd.bold ? 'bold' : 'regular', 11);
      const ww = d.widthOfString(`${wd.text} `);
      if (line.length && width + ww > TEXT_RIGHT - TEXT_LEFT + d.widthOfString(' ')) {
        flush(first);
        first = false;
        line = [];
        width = 0;
      }
      line.push(wd);
      width += ww;
    }
    if (line.length) flush(first);
  };
  // ---- the attorney's block, the title and the caption
  for (const t of [`Prepared by: ${f.attorney}`, f.firm, `Attorneys for ${l.landlord.name}`])
    put([{ text: t, bold: false }], TEXT_LEFT);
  nextLine();
  centred(leaseTitle(m));
  const half = (TEXT_RIGHT - TEXT_LEFT) / 2;
  const caption: [string, string][] = [
    [`${l.landlord.name},`, `${l.property.suite}`],
    ['Landlord,', `${l.property.name}`],
    ['and', `${l.property.city.city}, ${l.property.city.state}`],
    [`${l.tenant.name},`, ''],
    ['Tenant.', ''],
  ];
  for (const [left, right] of caption) {
    const y = nextLine();
    w.font('regular', 11);
    d.text(left, TEXT_LEFT, y, { width: half - 12, lineBreak: false });
    d.text(')', TEXT_LEFT + half, y, { lineBreak: false });
    if (right) d.text(right, TEXT_LEFT + half + 16, y, { width: half - 16, lineBreak: false });
  }
  nextLine();
  for (const a of leaseArticles(m)) {
    if (slot >= f.linesPerPage - 2) slot = f.linesPerPage;
    centred(a.title);
    for (const s of a.sections)
      paragraph(
        [
          { text: `${s.no} ${s.caption}`, bold: true },
          { text: s.text, bold: false },
        ],
        36,
      );
  }
  // ---- signatures
  if (slot > f.linesPerPage - 6) slot = f.linesPerPage;
  paragraph(
    [
      {
        text: 'IN WITNESS WHEREOF, the parties have signed this Lease as of the date in Section 1.1.',
        bold: false,
      },
    ],
    36,
  );
  for (const [role, party, who] of [
    ['LANDLORD:', l.landlord.name, l.landlord.contact],
    ['TENANT:', l.tenant.name, l.tenant.contact],
  ] as const)
    paragraph([{ text: `${role} ${party}, by ____________________ ${who}`, bold: false }], 0);
  w.font();
  return finishPdf(w);
}
