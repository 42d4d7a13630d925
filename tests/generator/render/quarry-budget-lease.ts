/**
 * Family "quarry-budget" (decision 0100), the lease: a family office's lease of a suite of a
 * neighbourhood medical / professional office building (or a shop of its small retail strip) in
 * thirteen "SECTION n." parts of run-in decimal subsections, **every cost term followed by a
 * worked example on illustrative figures** ("For example, if Operating Costs for a calendar year
 * were $200,000.00, Tenant would pay $9,500.00 ..."), none of them the tenant's; the real figures
 * are in the operative words of the same subsection. Defined terms are set in bold inside
 * quotation marks, in lower case ("the “**premises**”") though the text then uses them
 * capitalised ("the Premises"). Section 1.3 says the examples only illustrate.
 *
 * Every truth figure comes from the model (model.ts); the building, the family office and the
 * examples' figures come from the family's own stream (quarry-budget-facts.ts).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { FontStyle, PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { quarryFacts, suiteFloor } from './quarry-budget-facts';

/** A subsection: its run-in lead, its operative words (`**` marks bold) and its worked example. */
export interface LeaseItem {
  lead: string;
  text: string;
  example: string | null;
}

export interface LeaseSection {
  heading: string;
  items: LeaseItem[];
}

/** What the building is called in the lease. */
export const buildingWord = (m: PacketModel) => (m.lease.kind === 'retail' ? 'Shopping Center' : 'Building');

const ORD = (n: number) => {
  const suf = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suf}`;
};

/** What each excluded category reads as in Section 6.4. */
function exclusionText(m: PacketModel, c: ExpenseCategory): string {
  const l = m.lease;
  const B = buildingWord(m);
  switch (c) {
    case 'CAPITAL':
      return l.capitalAmortYears
        ? `the cost of capital improvements and replacements, except that the cost of a capital improvement that reduces Operating Costs or is required by a law first in effect after the Commencement Date may be included in equal annual amounts over ${countWith(l.capitalAmortYears, 'years', 'BOTH')}`
        : 'the cost of capital improvements, capital repairs and capital replacements of any kind';
    case 'LEASING_COMMISSIONS':
      return 'leasing commissions, brokerage fees, advertising for tenants and other costs of leasing space';
    case 'LEGAL_DISPUTES':
      return `legal fees and costs of disputes with tenants or other occupants of the ${B}, including collection and eviction`;
    case 'DEPRECIATION':
      return `depreciation of the ${B}`;
    case 'DEBT_SERVICE':
      return `principal, interest and other costs of any mortgage or financing of the ${B}`;
    case 'CHARITABLE':
      return 'charitable or political contributions';
    case 'MARKETING':
      return `advertising, marketing and promotion of the ${B}`;
    case 'GROUND_RENT':
      return 'rent under any ground lease';
    case 'RESERVES':
      return 'reserves for future repairs, replacements or other costs';
    case 'EXECUTIVE_SALARIES':
      return 'salaries and benefits of Landlord’s principals, officers and family members';
    case 'LANDLORD_VIOLATIONS':
      return 'fines, penalties and interest caused by Landlord’s violation of law or of another lease';
    default:
      return c.toLowerCase();
  }
}

/** Section 6.4's exclusions in print order: [category, words]. */
export function exclusionItems(m: PacketModel): [ExpenseCategory, string][] {
  return m.lease.exclusions.map((c) => [c, exclusionText(m, c)]);
}

/** The Base Rent table of Section 4.1 and the words after it. */
export function rentTable(m: PacketModel): { header: string[]; rows: string[][]; note: string | null } {
  const l = m.lease;
  const steps = l.rent.steps;
  const period = (from: string, to: string) => `${fmtDate(from, 'SHORT')} – ${fmtDate(to, 'SHORT')}`;
  if (l.rent.form === 'PER_RSF')
    return {
      header: ['Lease Year', 'Period', 'Annual Rate per RSF', 'Monthly Installment'],
      rows: steps.map((s, i) => [
        String(i + 1),
        period(s.from, s.to),
        money(l.rent.psfRatesCents![i]!),
        money(s.monthlyRentCents),
      ]),
      note: 'Each Monthly Installment is the Annual Rate per RSF times the rentable area of the Premises, divided by twelve.',
    };
  const shown = l.rent.form === 'PERCENT' ? steps.slice(0, 1) : steps;
  return {
    header: ['Lease Year', 'Period', 'Annual Base Rent', 'Monthly Installment'],
    rows: shown.map((s, i) => [
      String(i + 1),
      period(s.from, s.to),
      money(s.monthlyRentCents * 12),
      money(s.monthlyRentCents),
    ]),
    note:
      l.rent.form === 'PERCENT'
        ? `On the first day of each Lease Year after the first, the Monthly Installment increases by ${l.rent.escalationPct}% of the Monthly Installment for the preceding Lease Year, rounded to the nearest cent.`
        : null,
  };
}

/** The lease's sections, each subsection with its operative words and its example. */
export function leaseSections(m: PacketModel): LeaseSection[] {
  const l = m.lease;
  const f = quarryFacts(m);
  const ex = f.examples;
  const p = l.property;
  const B = buildingWord(m);
  const b = B.toLowerCase();
  const office = l.kind !== 'retail';
  const nr = new Rng(`quarry-budget:numbers:${m.spec.seed}`);
  const nf = (): NumberForm => {
    const n = m.spec.lease.numbers;
    if (n === 'MIXED') return nr.chance(0.5) ? 'BOTH' : 'DIGITS';
    return n === 'BOTH' ? 'BOTH' : 'DIGITS';
  };
  const share = m.spec.lease.shareStated ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%` : null;
  const sh = l.sharePct / 100;
  const floor = office ? `on the ${ORD(suiteFloor(m))} floor of the Building` : 'of the Shopping Center';
  // Section 1
  const s1: LeaseItem[] = [
    {
      lead: '1.1 Premises.',
      text: `Landlord leases to Tenant, and Tenant leases from Landlord, ${p.suite} ${floor} (the “**premises**”), which the parties agree contains ${commas(l.premisesRsf)} rentable square feet.`,
      example: null,
    },
    {
      lead: `1.2 ${B}.`,
      text: `The “**${b}**” is the ${office ? `${f.storeys}-story medical and professional office building` : 'one-story retail strip center'} known as ${f.building}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}, with its parking areas, walks and landscaped areas, which the parties agree contains ${commas(l.buildingRsf)} rentable square feet.`,
      example: null,
    },
    {
      lead: '1.3 Examples.',
      text: 'The examples in this Lease, each beginning “For example”, only illustrate how a provision works. Their figures are assumed for illustration and are not the figures of this Lease; if an example and the words of the provision differ, the words of the provision control.',
      example: null,
    },
  ];
  // Section 2
  const s2: LeaseItem[] = [
    {
      lead: '2.1 Term.',
      text: `The “**term**” is ${countWith(l.termMonths, 'months', nf())}, beginning on ${fmtDate(l.commencement, 'LONG')} (the “**commencement date**”) and ending ${m.spec.lease.expirationStated ? `on ${fmtDate(l.originalExpiration, 'LONG')}` : `on the last day of the ${ORD(l.termMonths)} calendar month of the Term`}.`,
      example: null,
    },
    {
      lead: '2.2 Lease Year.',
      text: '“**lease year**” means each period of twelve months beginning on the Commencement Date or on an anniversary of it.',
      example: null,
    },
  ];
  // Section 4
  const rentExample = (() => {
    if (l.rent.form === 'PERCENT') {
      const next = Math.round(ex.monthly * (1 + l.rent.escalationPct! / 100));
      return `For example, if the Monthly Installment for a Lease Year were ${money(ex.monthly)}, the Monthly Installment for the next Lease Year would be ${money(next)}.`;
    }
    if (l.rent.form === 'PER_RSF')
      return `For example, at an Annual Rate per RSF of ${money(ex.rate)}, premises of ${commas(ex.rateArea)} rentable square feet would pay ${money(Math.round((ex.rate * ex.rateArea) / 12))} a month.`;
    const days = 30 - ex.startDay + 1;
    return `For example, if the Term began on the ${ORD(ex.startDay)} day of a 30-day month and the Monthly Installment were ${money(ex.monthly)}, Base Rent for that month would be ${money(Math.round((ex.monthly * days) / 30))}.`;
  })();
  const lf = l.lateFee;
  const lateText =
    lf.pct !== null
      ? `a “**late charge**” equal to ${pctWith(lf.pct, nf())} of the installment`
      : `a “**late charge**” of ${moneyWith(lf.flatCents!, nf())}`;
  const lateExample =
    lf.pct !== null
      ? `For example, if an installment of ${money(ex.installment)} were received after that time, the Late Charge would be ${money(Math.round((ex.installment * lf.pct) / 100))}.`
      : `For example, if two installments were each received after that time, Tenant would owe two Late Charges, ${money(lf.flatCents! * 2)} in all.`;
  const s4: LeaseItem[] = [
    {
      lead: '4.1 Base Rent.',
      text: 'Tenant shall pay “**base rent**” in Monthly Installments in advance on the first day of each month, without demand or deduction, as follows:',
      example: rentExample,
    },
    {
      lead: '4.2 Payments.',
      text: `Tenant shall pay Rent to Landlord at ${f.officeStreet}, ${p.city.city}, ${p.city.state}, by check or by electronic transfer, or as Landlord otherwise directs. Rent for a partial month is prorated by days.`,
      example: null,
    },
    {
      lead: '4.3 Additional Rent.',
      text: 'Every sum Tenant owes under this Lease other than Base Rent is “**additional rent**”; Base Rent and Additional Rent together are “**rent**”.',
      example: null,
    },
    {
      lead: '4.4 Late Charge.',
      text: `If any installment of Rent is not received within ${countWith(lf.graceDays, 'days', nf())} after it is due, Tenant shall pay ${lateText}, as Additional Rent.`,
      example: lateExample,
    },
  ];
  // Section 6
  const s6: LeaseItem[] = [];
  const defs = `“**operating costs**” means all costs Landlord pays to operate, maintain, repair, clean, light, heat, cool, insure and pay real estate taxes on the ${B}, including the costs of the common areas (“**CAM costs**”, being Operating Costs other than real estate taxes and insurance), utilities for the common areas, real estate taxes, insurance premiums and the fee of the ${B}’s manager.`;
  s6.push({
    lead: '6.1 Definitions.',
    text:
      l.leaseType === 'BASE_YEAR'
        ? `${defs} “**base year**” means calendar year ${l.baseYear}, and “**base year expenses**” means ${money(l.baseYearExpensesCents!)}, which the parties agree are the Operating Costs for the Base Year.`
        : defs,
    example: null,
  });
  s6.push({
    lead: '6.2 Tenant’s Share.',
    text: share
      ? `“**tenant’s share**” is ${share}, being the rentable area of the Premises divided by the rentable area of the ${B}.`
      : `“**tenant’s share**” is the rentable area of the Premises (Section 1.1) divided by the rentable area of the ${B} (Section 1.2), expressed as a percentage.`,
    example: `For example, if the Premises contained ${commas(ex.premises)} rentable square feet and the ${B} ${commas(ex.building)} rentable square feet, Tenant’s Share would be ${ex.sharePct.toFixed(2)}%.`,
  });
  if (l.leaseType === 'BASE_YEAR') {
    const year = Math.max(ex.yearCosts, ex.baseCosts + 2000000);
    const excess = year - ex.baseCosts;
    s6.push({
      lead: '6.3 Payment of Operating Costs.',
      text: 'For each calendar year after the Base Year, Tenant shall pay, as Additional Rent, Tenant’s Share of the amount by which Operating Costs for that year exceed Base Year Expenses.',
      example: `For example, if Operating Costs for a calendar year were ${money(year)} and Base Year Expenses were ${money(ex.baseCosts)}, Tenant would pay Tenant’s Share of ${money(excess)}, that is ${money(Math.round(excess * sh))}, for that year.`,
    });
  } else
    s6.push({
      lead: '6.3 Payment of Operating Costs.',
      text: 'Tenant shall pay, as Additional Rent, Tenant’s Share of Operating Costs for each calendar year of the Term.',
      example: `For example, if Operating Costs for a calendar year were ${money(ex.pool)}, Tenant would pay ${money(Math.round(ex.pool * sh))} for that year${l.adminFee ? ', plus the Administrative Fee' : ''}.`,
    });
  const excl = exclusionItems(m);
  const letters = 'abcdefghijklmnop';
  const list = excl.map(([, t], i) => `(${letters[i]}) ${t}`);
  const mgmt =
    l.mgmtFeeCapPct !== null
      ? ` The manager’s fee included in Operating Costs shall not exceed ${pctWith(l.mgmtFeeCapPct, nf())} of Operating Costs other than real estate taxes, insurance and that fee.`
      : '';
  s6.push({
    lead: '6.4 Exclusions.',
    text: `Operating Costs do not include: ${list.slice(0, -1).join('; ')}; and ${list.at(-1)}.${mgmt}`,
    example: null,
  });
  const fee = l.adminFee;
  if (fee) {
    const baseWords = fee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'CAM Costs' : 'Operating Costs';
    s6.push({
      lead: '6.5 Administrative Fee.',
      text: `Tenant shall also pay Landlord an “**administrative fee**” of ${pctWith(fee.pct, nf())} of Tenant’s Share of ${baseWords}${fee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? ' (not of real estate taxes or insurance)' : ''}.`,
      example: `For example, if Tenant’s Share of ${baseWords} for a calendar year were ${money(ex.feeBase)}, the Administrative Fee would be ${money(Math.round((ex.feeBase * fee.pct) / 100))}.`,
    });
  } else
    s6.push({
      lead: '6.5 No Administrative Fee.',
      text: 'Landlord shall charge no administrative, overhead or bookkeeping fee in addition to Operating Costs.',
      example: null,
    });
  const cap = l.camCap;
  if (cap) {
    const pc = pctWith(cap.pct, nf());
    const r = cap.pct / 100;
    const head =
      '“**controllable costs**” means Operating Costs other than real estate taxes, insurance, utilities, the manager’s fee and amortized capital costs. Controllable Costs included in Operating Costs for any calendar year shall not exceed';
    const x = ex.controllable;
    let text: string;
    let example: string;
    if (cap.type === 'NON_CUMULATIVE') {
      text = `${head} the Controllable Costs for the preceding calendar year by more than ${pc}.`;
      example = `For example, if Controllable Costs for one calendar year were ${money(x)}, no more than ${money(Math.round(x * (1 + r)))} of Controllable Costs would be included for the next calendar year.`;
    } else {
      const by = cap.baseYear!;
      const limit = cap.type === 'CUMULATIVE_COMPOUNDING' ? x * (1 + r) ** 2 : x * (1 + 2 * r);
      text =
        cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `${head} the Controllable Costs for calendar year ${by} increased by ${pc} per year, compounded annually, for each calendar year after ${by}.`
          : `${head} the Controllable Costs for calendar year ${by} plus ${pc} of that amount for each calendar year after ${by}, without compounding.`;
      example = `For example, if Controllable Costs for calendar year ${by} were ${money(x)}, no more than ${money(Math.round(limit))} of Controllable Costs would be included for calendar year ${by + 2}.`;
    }
    s6.push({ lead: '6.6 Limit on Controllable Costs.', text, example });
  }
  const n = s6.length + 1;
  s6.push({
    lead: `6.${n} Estimates.`,
    text: `Tenant shall pay one-twelfth of Landlord’s estimate of the amounts due under this Section 6 with each Monthly Installment of Base Rent. Landlord may revise its estimate once a year.`,
    example: null,
  });
  const waiver = l.waiver
    ? ' If Landlord does not deliver the statement within that time, Landlord waives any amount for that year in excess of the estimates Tenant paid.'
    : f.nonWaiver
      ? ' Landlord’s delay in delivering a statement does not waive Tenant’s obligation to pay its share for that year.'
      : '';
  s6.push({
    lead: `6.${n + 1} Annual Statement.`,
    text: `Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Landlord shall deliver to Tenant a statement of the Operating Costs for that year and of the amounts due under this Section 6. A statement sent by e-mail to Tenant’s notice address is delivered on the day it is sent. Tenant shall pay any balance within thirty (30) days; Landlord shall credit any overpayment against the next Rent due.${waiver}`,
    example: null,
  });
  s6.push({
    lead: `6.${n + 2} Review of Records.`,
    text: `Tenant may examine Landlord’s records of Operating Costs for a calendar year by notice given within ${countWith(l.auditWindowDays, 'days', nf())} after Tenant receives Landlord’s statement for that year; if Tenant gives no notice within that time, the statement is final.`,
    example: null,
  });
  const principalAddr = `${l.landlord.name}, Attn: ${f.principal}, ${f.officeStreet}, ${p.city.city}, ${p.city.state}`;
  return [
    { heading: 'SECTION 1. PREMISES AND BUILDING', items: s1 },
    { heading: 'SECTION 2. TERM', items: s2 },
    {
      heading: 'SECTION 3. USE',
      items: [
        {
          lead: '3.1 Permitted Use.',
          text: `Tenant shall use the Premises for ${l.permittedUse}${office ? ', which may include the practice of medicine, dentistry or another licensed health profession' : ''}, and for no other purpose.`,
          example: null,
        },
        {
          lead: '3.2 Compliance.',
          text: office
            ? 'Tenant shall comply with all laws that apply to its use, and shall remove its medical waste at its own cost through a licensed hauler; medical waste is not an Operating Cost.'
            : 'Tenant shall comply with all laws that apply to its use and shall keep its storefront open during customary business hours.',
          example: null,
        },
      ],
    },
    { heading: 'SECTION 4. RENT', items: s4 },
    {
      heading: 'SECTION 5. SECURITY DEPOSIT',
      items: [
        {
          lead: '5.1 Deposit.',
          text: `Tenant has paid Landlord a security deposit of ${moneyWith(l.securityDepositCents, nf())}, which Landlord may apply to any Rent in default and shall return, less such amounts, within thirty (30) days after the Term ends.`,
          example: null,
        },
      ],
    },
    { heading: 'SECTION 6. OPERATING COSTS', items: s6 },
    {
      heading: 'SECTION 7. REPAIRS',
      items: [
        {
          lead: '7.1 Landlord.',
          text: `Landlord shall keep the roof, structure, common areas and the ${B}’s systems in good repair, the cost being an Operating Cost to the extent Section 6 allows.`,
          example: null,
        },
        {
          lead: '7.2 Tenant.',
          text: 'Tenant shall keep the interior of the Premises in good repair and shall make no structural alteration without Landlord’s consent.',
          example: null,
        },
      ],
    },
    {
      heading: 'SECTION 8. INSURANCE',
      items: [
        {
          lead: '8.1 Tenant’s Insurance.',
          text: `Tenant shall carry commercial general liability insurance of at least $1,000,000 per occurrence${office ? ' and professional liability insurance' : ''}, naming Landlord as additional insured.`,
          example: null,
        },
      ],
    },
    {
      heading: 'SECTION 9. ASSIGNMENT',
      items: [
        {
          lead: '9.1 Consent.',
          text: 'Tenant shall not assign this Lease or sublet the Premises without Landlord’s written consent, which Landlord shall not unreasonably withhold.',
          example: null,
        },
      ],
    },
    {
      heading: 'SECTION 10. DEFAULT',
      items: [
        {
          lead: '10.1 Events of Default.',
          text: 'Tenant is in default if it fails to pay Rent within ten (10) days after written notice, or to perform any other obligation within thirty (30) days after written notice.',
          example: null,
        },
      ],
    },
    {
      heading: 'SECTION 11. HOLDING OVER',
      items: [
        {
          lead: '11.1 Holdover Rent.',
          text: 'If Tenant stays after the Term ends, it is a tenant at will at one hundred fifty percent (150%) of the last Monthly Installment of Base Rent.',
          example: null,
        },
      ],
    },
    {
      heading: 'SECTION 12. NOTICES',
      items: [
        {
          lead: '12.1 Addresses.',
          text: `Notices shall be in writing and sent to Landlord at ${principalAddr}, and to Tenant at the Premises, with a copy by e-mail to ${f.tenantEmail}.`,
          example: null,
        },
      ],
    },
    {
      heading: 'SECTION 13. GENERAL',
      items: [
        {
          lead: '13.1 Entire Agreement.',
          text: 'This Lease is the entire agreement of the parties and may be changed only in a writing both of them sign.',
          example: null,
        },
      ],
    },
  ];
}

/** Every example of the lease, in print order. */
export function leaseExamples(m: PacketModel): string[] {
  return leaseSections(m)
    .flatMap((s) => s.items)
    .map((i) => i.example)
    .filter((e): e is string => e !== null);
}

/** A paragraph whose `**`-marked words are set in bold (pdfkit's continued text). */
function richPara(
  w: PdfWriter,
  text: string,
  opts: { lead?: string; size?: number; indent?: number; italic?: boolean; gap?: number } = {},
): void {
  const d = w.doc;
  const size = opts.size ?? w.size;
  const indent = opts.indent ?? 0;
  const width = w.contentWidth - indent;
  w.ensure(size * 2.6);
  const parts: [string, FontStyle][] = [];
  if (opts.lead) parts.push([`${opts.lead} `, 'bold']);
  text.split('**').forEach((seg, i) => {
    if (seg) parts.push([seg, i % 2 ? 'bold' : opts.italic ? 'italic' : 'regular']);
  });
  parts.forEach(([seg, style], i) => {
    w.font(style, size);
    const o = { width, align: 'left' as const, continued: i < parts.length - 1 };
    if (i === 0) d.text(seg, w.left + indent, d.y, o);
    else d.text(seg, o);
  });
  w.font();
  w.space(opts.gap ?? 0.5);
}

export async function renderQuarryBudgetLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = quarryFacts(m);
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: m.spec.lease.font === 'Courier' ? 9.5 : 10.5,
    margin: 66,
    date: l.leaseDate,
    title: `Lease - ${f.building} - ${l.property.suite}`,
    author: l.landlord.name,
    footer: `${f.building} – ${l.property.suite} – Lease – page {n}`,
  });
  const d = w.doc;
  w.heading('LEASE', { align: 'center', size: 16, gap: 0.15 });
  w.para(f.building, { align: 'center', style: 'bold', gap: 0.05 });
  w.para(`${l.property.street}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`, {
    align: 'center',
    gap: 0.9,
  });
  richPara(
    w,
    `This Lease is made as of ${fmtDate(l.leaseDate, 'LONG')} between ${l.landlord.name}, ${l.landlord.entityDesc} (“**landlord**”), and ${l.tenant.name}, ${l.tenant.entityDesc} (“**tenant**”).`,
    { gap: 0.8 },
  );
  for (const sec of leaseSections(m)) {
    w.ensure(60);
    w.heading(sec.heading, { size: w.size + 0.5, gap: 0.3 });
    for (const it of sec.items) {
      richPara(w, it.text, { lead: it.lead, gap: it.example || it.lead === '4.1 Base Rent.' ? 0.3 : 0.55 });
      if (it.lead === '4.1 Base Rent.') {
        const rt = rentTable(m);
        const widths = [0.16, 0.4, 0.22, 0.22];
        const xs: number[] = [];
        let x = w.left + 24;
        const inner = w.contentWidth - 48;
        for (const k of widths) {
          xs.push(x);
          x += inner * k;
        }
        const cells = (vals: string[], bold: boolean) =>
          vals.map((t, i) => ({
            text: t,
            x: xs[i]!,
            width: inner * widths[i]! - 6,
            align: (i >= 2 ? 'right' : 'left') as 'left' | 'right',
            bold,
          }));
        w.row(cells(rt.header, true), { size: w.size - 1 });
        d.moveTo(w.left + 24, d.y)
          .lineTo(w.right - 24, d.y)
          .lineWidth(0.5)
          .stroke();
        d.y += 2;
        for (const r of rt.rows) w.row(cells(r, false), { size: w.size - 1 });
        d.y += 4;
        if (rt.note) w.para(rt.note, { gap: 0.3 });
      }
      if (it.example) richPara(w, it.example, { indent: 24, italic: true, size: w.size - 0.5, gap: 0.55 });
    }
  }
  w.ensure(120);
  w.space(0.8);
  const half = w.contentWidth / 2 - 10;
  const y0 = d.y;
  d.text(
    `LANDLORD:\n${l.landlord.name}\n\nBy: ____________________________\n${f.principal}, Authorized Signatory`,
    w.left,
    y0,
    { width: half },
  );
  const yL = d.y;
  d.text(
    `TENANT:\n${l.tenant.name}\n\nBy: ____________________________\n${l.tenant.contact}`,
    w.left + half + 20,
    y0,
    { width: half },
  );
  d.x = w.left;
  d.y = Math.max(yL, d.y) + 10;
  return finishPdf(w);
}
