/**
 * Family "meadowlark-portal" (decision 0105), the lease: an e-signed lease of a suite in a new
 * mixed-use building. **Every page carries the e-signature envelope header** ("Docusign Envelope
 * ID: 3F2A9C1E-...") at its top; the lease opens with a **"Key terms" table of two columns (term |
 * value) in sentence case** ("Tenant’s share", "Operating expense cap", "Admin fee", "Audit
 * period"), some values citing sections ("See Section 7.3"); then **sections headed in sentence
 * case** ("7. Operating expenses", "7.3 What is not included"), **defined terms in bold without
 * quotation marks**, the exclusions as a bulleted list (•). Every truth figure is printed where a
 * reader would look for it: the Key terms table and the section that governs it.
 *
 * Every figure comes from the model (model.ts); the portal's facts from the family's stream.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { FontStyle, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { browserChrome, portalFacts, portalWriter } from './meadowlark-portal-facts';

/** A section: its heading and its subsections ([heading, text] with `**` marking bold). */
export interface LeaseSection {
  heading: string;
  items: { heading: string | null; text: string; bullets?: string[]; table?: string[][] }[];
}

const nf = (m: PacketModel): NumberForm => (m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS');

/** What each excluded category reads as in Section 7.3's bulleted list. */
export function exclusionText(m: PacketModel, c: ExpenseCategory): string {
  const l = m.lease;
  switch (c) {
    case 'CAPITAL':
      return l.capitalAmortYears
        ? `Capital improvements and replacements, except a capital improvement that lowers operating expenses or is required by a law that takes effect after the commencement date, which may be included in equal annual amounts over ${countWith(l.capitalAmortYears, 'years', 'BOTH')}`
        : 'Capital improvements, capital repairs and capital replacements';
    case 'LEASING_COMMISSIONS':
      return 'Leasing commissions, brokerage fees and other costs of leasing space in the building';
    case 'LEGAL_DISPUTES':
      return 'Legal fees and costs of disputes with other tenants, including collections and evictions';
    case 'DEPRECIATION':
      return 'Depreciation of the building';
    case 'DEBT_SERVICE':
      return 'Mortgage principal and interest and other financing costs';
    case 'CHARITABLE':
      return 'Charitable and political contributions';
    case 'MARKETING':
      return 'Advertising and marketing of the building';
    case 'GROUND_RENT':
      return 'Rent under any ground lease';
    case 'RESERVES':
      return 'Reserves for future repairs or replacements';
    case 'EXECUTIVE_SALARIES':
      return 'Salaries and benefits of Landlord’s executives above the level of building manager';
    case 'LANDLORD_VIOLATIONS':
      return 'Fines and penalties caused by Landlord’s violation of law or of another lease';
    default:
      return c.toLowerCase().replace(/_/g, ' ');
  }
}

/** Section 4.1's rent table: header and rows. */
export function rentTable(m: PacketModel): { header: string[]; rows: string[][]; note: string | null } {
  const l = m.lease;
  const period = (a: string, b: string) => `${fmtDate(a, 'SHORT')} – ${fmtDate(b, 'SHORT')}`;
  if (l.rent.form === 'PER_RSF')
    return {
      header: ['Lease year', 'Period', 'Annual rate per RSF', 'Monthly base rent'],
      rows: l.rent.steps.map((s, i) => [
        String(i + 1),
        period(s.from, s.to),
        money(l.rent.psfRatesCents![i]!),
        money(s.monthlyRentCents),
      ]),
      note: 'Monthly base rent is the annual rate per RSF times the rentable area of the premises, divided by 12.',
    };
  const shown = l.rent.form === 'PERCENT' ? l.rent.steps.slice(0, 1) : l.rent.steps;
  return {
    header: ['Lease year', 'Period', 'Annual base rent', 'Monthly base rent'],
    rows: shown.map((s, i) => [
      String(i + 1),
      period(s.from, s.to),
      money(s.monthlyRentCents * 12),
      money(s.monthlyRentCents),
    ]),
    note:
      l.rent.form === 'PERCENT'
        ? `On the first day of each lease year after the first, monthly base rent increases by ${l.rent.escalationPct}% of the monthly base rent for the year before, rounded to the nearest cent.`
        : null,
  };
}

const capWords = (m: PacketModel) => {
  const cap = m.lease.camCap!;
  const pc = pctWith(cap.pct, nf(m));
  if (cap.type === 'NON_CUMULATIVE')
    return `${pc} over the prior year’s controllable expenses (non-cumulative)`;
  if (cap.type === 'CUMULATIVE_COMPOUNDING')
    return `${pc} a year over calendar year ${cap.baseYear}, compounded (cumulative)`;
  return `${pc} of the calendar year ${cap.baseYear} amount for each year after ${cap.baseYear}, not compounded (cumulative)`;
};

const lateWords = (m: PacketModel) => {
  const lf = m.lease.lateFee;
  return lf.pct !== null
    ? `${pctWith(lf.pct, nf(m))} of the overdue amount`
    : moneyWith(lf.flatCents!, nf(m));
};

/** The Key terms table: [term, value] in sentence case. */
export function keyTerms(m: PacketModel): [string, string][] {
  const l = m.lease;
  const p = l.property;
  const f = portalFacts(m);
  const n = nf(m);
  const rows: [string, string][] = [
    ['Landlord', `${l.landlord.name}, ${l.landlord.entityDesc}`],
    ['Tenant', `${l.tenant.name}, ${l.tenant.entityDesc}`],
    ['Building', `${p.name}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`],
    ['Premises', `${p.suite}, ${commas(l.premisesRsf)} rentable square feet`],
    ['Building area', `${commas(l.buildingRsf)} rentable square feet`],
    ['Permitted use', l.permittedUse],
    ['Commencement date', fmtDate(l.commencement, 'LONG')],
    [
      'Term',
      m.spec.lease.expirationStated
        ? `${countWith(l.termMonths, 'months', n)}, ending ${fmtDate(l.originalExpiration, 'LONG')}`
        : `${countWith(l.termMonths, 'months', n)} (see Section 2)`,
    ],
    ['Monthly base rent', `${money(l.rent.steps[0]!.monthlyRentCents)} in lease year 1 (see Section 4.1)`],
  ];
  if (l.rent.form === 'PERCENT')
    rows.push(['Annual rent increase', `${l.rent.escalationPct}% (see Section 4.1)`]);
  rows.push(['Security deposit', money(l.securityDepositCents)]);
  rows.push([
    'Lease type',
    l.leaseType === 'BASE_YEAR'
      ? `Base year: Tenant pays its share of operating expenses over calendar year ${l.baseYear}`
      : 'Net: Tenant pays its share of all operating expenses, taxes and insurance',
  ]);
  rows.push([
    'Tenant’s share',
    m.spec.lease.shareStated ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%` : 'See Section 7.2',
  ]);
  if (l.leaseType === 'BASE_YEAR') {
    rows.push(['Base year', `Calendar year ${l.baseYear}`]);
    rows.push(['Base year expenses', `${money(l.baseYearExpensesCents!)} (see Section 7.1)`]);
  }
  rows.push(['What is not included', 'See Section 7.3']);
  rows.push(['Operating expense cap', l.camCap ? `${capWords(m)}; see Section 7.5` : 'None']);
  rows.push([
    'Admin fee',
    l.adminFee
      ? `${pctWith(l.adminFee.pct, n)} of Tenant’s share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'common area costs (not taxes or insurance)' : 'operating expenses'}`
      : 'None',
  ]);
  if (l.mgmtFeeCapPct !== null)
    rows.push(['Management fee limit', `${pctWith(l.mgmtFeeCapPct, n)} (see Section 7.3)`]);
  rows.push([
    'Annual statement',
    `Within ${countWith(l.reconDeadlineDays, 'days', n)} after year end (see Section 7.7)`,
  ]);
  rows.push([
    'Audit period',
    `${countWith(l.auditWindowDays, 'days', n)} after Tenant receives the statement`,
  ]);
  rows.push([
    'Late fee',
    `${lateWords(m)} if not received within ${countWith(l.lateFee.graceDays, 'days', n)}`,
  ]);
  rows.push(['Notices', `Through the ${f.brand} tenant portal, or to ${f.noticeEmail}`]);
  return rows;
}

/** The lease's sections after the Key terms table. */
export function leaseSections(m: PacketModel): LeaseSection[] {
  const l = m.lease;
  const f = portalFacts(m);
  const n = nf(m);
  const share = m.spec.lease.shareStated ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%` : null;
  const lf = l.lateFee;
  const s7: LeaseSection['items'] = [];
  const defs =
    '**Operating expenses** means all costs Landlord pays to operate, maintain, repair, clean, secure, insure and pay property taxes on the building and its land, including the common areas, common-area utilities, property taxes, insurance premiums and the fee of the building’s manager. **Common area costs** means operating expenses other than property taxes and insurance.';
  s7.push({
    heading: '7.1 Definitions',
    text:
      l.leaseType === 'BASE_YEAR'
        ? `${defs} The **base year** is calendar year ${l.baseYear}, and **base year expenses** are ${money(l.baseYearExpensesCents!)}, which the parties agree are the operating expenses for the base year.`
        : defs,
  });
  s7.push({
    heading: '7.2 Tenant’s share',
    text: share
      ? `**Tenant’s share** is ${share}, the rentable area of the premises (${commas(l.premisesRsf)} rentable square feet) divided by the rentable area of the building (${commas(l.buildingRsf)} rentable square feet).`
      : `**Tenant’s share** is the rentable area of the premises (${commas(l.premisesRsf)} rentable square feet) divided by the rentable area of the building (${commas(l.buildingRsf)} rentable square feet), as a percentage.`,
  });
  const mgmt =
    l.mgmtFeeCapPct !== null
      ? ` The manager’s fee included in operating expenses may not be more than ${pctWith(l.mgmtFeeCapPct, n)} of operating expenses other than property taxes, insurance and that fee.`
      : '';
  s7.push({
    heading: '7.3 What is not included',
    text: `Operating expenses do not include:`,
    bullets: [...l.exclusions.map((c) => exclusionText(m, c)), ...(mgmt ? [] : [])],
  });
  if (mgmt) s7.push({ heading: null, text: mgmt.trim() });
  s7.push({
    heading: '7.4 Admin fee',
    text: l.adminFee
      ? `Tenant will also pay an **admin fee** of ${pctWith(l.adminFee.pct, n)} of Tenant’s share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'common area costs (not of property taxes or insurance)' : 'operating expenses'}.`
      : 'Landlord will charge no admin, overhead or bookkeeping fee on operating expenses.',
  });
  if (l.camCap) {
    const cap = l.camCap;
    const pc = pctWith(cap.pct, n);
    const head =
      '**Controllable expenses** are operating expenses other than property taxes, insurance, utilities, the manager’s fee and amortized capital costs. Controllable expenses included in operating expenses for a calendar year may not be more than';
    s7.push({
      heading: '7.5 Cap on controllable expenses',
      text:
        cap.type === 'NON_CUMULATIVE'
          ? `${head} the controllable expenses for the year before plus ${pc}.`
          : cap.type === 'CUMULATIVE_COMPOUNDING'
            ? `${head} the controllable expenses for calendar year ${cap.baseYear} increased by ${pc} a year, compounded annually, for each calendar year after ${cap.baseYear}.`
            : `${head} the controllable expenses for calendar year ${cap.baseYear} plus ${pc} of that amount for each calendar year after ${cap.baseYear}, without compounding.`,
    });
  } else
    s7.push({
      heading: '7.5 Cap on controllable expenses',
      text: 'There is no cap on controllable expenses.',
    });
  s7.push({
    heading: '7.6 Monthly estimates',
    text: `Tenant will pay ${l.leaseType === 'BASE_YEAR' ? 'Tenant’s share of operating expenses over base year expenses' : 'Tenant’s share of operating expenses'} in monthly estimates with base rent. Landlord may update its estimate once a year and will post it on the portal.`,
  });
  const waiver = l.waiver
    ? ' If Landlord does not deliver the statement within that time, Landlord waives any amount for that year above the estimates Tenant paid.'
    : '';
  s7.push({
    heading: '7.7 Annual statement',
    text: `Within ${countWith(l.reconDeadlineDays, 'days', n)} after the end of each calendar year, Landlord will deliver a statement of that year’s operating expenses and Tenant’s share. A statement is delivered on the day it is published on the portal. Tenant will pay any balance within 30 days; Landlord will credit any overpayment against the next rent due.${waiver}`,
  });
  s7.push({
    heading: '7.8 Audit rights',
    text: `Tenant may review Landlord’s records of operating expenses for a year by notice given within ${countWith(l.auditWindowDays, 'days', n)} after Tenant receives the statement for that year. If Tenant gives no notice within that time, the statement is final.`,
  });
  const rt = rentTable(m);
  const term = m.spec.lease.expirationStated
    ? `The **term** is ${countWith(l.termMonths, 'months', n)}, starting on ${fmtDate(l.commencement, 'LONG')} (the **commencement date**) and ending on ${fmtDate(l.originalExpiration, 'LONG')}.`
    : `The **term** is ${countWith(l.termMonths, 'months', n)}, starting on ${fmtDate(l.commencement, 'LONG')} (the **commencement date**) and ending on the last day of the ${l.termMonths}th full calendar month after it.`;
  return [
    {
      heading: '1. Premises',
      items: [
        {
          heading: null,
          text: `Landlord leases to Tenant ${l.property.suite} (the **premises**), containing ${commas(l.premisesRsf)} rentable square feet, in ${l.property.name} (the **building**), a mixed-use building of ${commas(l.buildingRsf)} rentable square feet with shops at street level and offices above, at ${l.property.street}, ${l.property.city.city}, ${l.property.city.state}.`,
        },
      ],
    },
    { heading: '2. Term', items: [{ heading: null, text: term }] },
    {
      heading: '3. Use',
      items: [
        {
          heading: null,
          text: `Tenant will use the premises only for ${l.permittedUse}, and for no other purpose without Landlord’s consent.`,
        },
      ],
    },
    {
      heading: '4. Rent',
      items: [
        {
          heading: '4.1 Base rent',
          text: 'Tenant will pay **base rent** monthly in advance on the first day of each month, through the portal or as Landlord directs, as follows:',
          table: [rt.header, ...rt.rows],
        },
        ...(rt.note ? [{ heading: null, text: rt.note }] : []),
        {
          heading: '4.2 Additional rent',
          text: 'Everything Tenant owes under this lease other than base rent is **additional rent**; base rent and additional rent together are **rent**.',
        },
        {
          heading: '4.3 Late fee',
          text: `If rent is not received within ${countWith(lf.graceDays, 'days', n)} after it is due, Tenant will pay a **late fee** of ${lateWords(m)}${lf.pct !== null ? '' : ' for each late payment'}.`,
        },
      ],
    },
    {
      heading: '5. Security deposit',
      items: [
        {
          heading: null,
          text: `Tenant has paid a **security deposit** of ${money(l.securityDepositCents)}, which Landlord will return within 30 days after the term ends, less any amount Tenant owes.`,
        },
      ],
    },
    {
      heading: '6. Payments and the portal',
      items: [
        {
          heading: null,
          text: `Landlord uses the ${f.brand} tenant portal (the **portal**) to post charges, statements and notices and to take payments. Tenant may pay by ACH or set up autopay on the portal. A notice or statement posted on the portal is delivered when it is published.`,
        },
      ],
    },
    { heading: '7. Operating expenses', items: s7 },
    {
      heading: '8. Repairs and maintenance',
      items: [
        {
          heading: null,
          text: 'Landlord will maintain the structure, roof, common areas and building systems. Tenant will maintain the inside of the premises in good condition.',
        },
      ],
    },
    {
      heading: '9. Insurance',
      items: [
        {
          heading: null,
          text: 'Tenant will carry commercial general liability insurance of at least $1,000,000 per occurrence, naming Landlord as an additional insured.',
        },
      ],
    },
    {
      heading: '10. Assignment and subletting',
      items: [
        {
          heading: null,
          text: 'Tenant may not assign this lease or sublet the premises without Landlord’s consent, which Landlord will not unreasonably withhold.',
        },
      ],
    },
    {
      heading: '11. Default',
      items: [
        {
          heading: null,
          text: 'If Tenant does not pay rent within 10 days after notice, or does not cure any other default within 30 days after notice, Landlord may use any remedy the law allows.',
        },
      ],
    },
    {
      heading: '12. Electronic signatures',
      items: [
        {
          heading: null,
          text: 'This lease may be signed electronically. An electronic signature has the same effect as a handwritten one.',
        },
      ],
    },
    {
      heading: '13. Entire agreement',
      items: [
        {
          heading: null,
          text: 'This lease, including the key terms, is the whole agreement of the parties. If the key terms and a section differ, the section controls.',
        },
      ],
    },
  ];
}

/** A paragraph whose `**`-marked words are set in bold. */
function richPara(w: PdfWriter, text: string, opts: { indent?: number; gap?: number } = {}): void {
  const d = w.doc;
  const indent = opts.indent ?? 0;
  const width = w.contentWidth - indent;
  w.ensure(w.size * 2.6);
  const parts: [string, FontStyle][] = [];
  text.split('**').forEach((seg, i) => {
    if (seg) parts.push([seg, i % 2 ? 'bold' : 'regular']);
  });
  parts.forEach(([seg, style], i) => {
    w.font(style);
    const o = { width, align: 'left' as const, continued: i < parts.length - 1 };
    if (i === 0) d.text(seg, w.left + indent, d.y, o);
    else d.text(seg, o);
  });
  w.font();
  w.space(opts.gap ?? 0.5);
}

export async function renderMeadowlarkPortalLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = portalFacts(m);
  const w = portalWriter({
    size: 9.5,
    margin: 60,
    date: l.leaseDate,
    title: `Lease - ${l.property.name} - ${l.property.suite}.pdf`,
    author: l.landlord.name,
    footer: null,
  });
  const d = w.doc;
  w.font('bold', 16);
  d.text('Lease agreement', w.left, d.y);
  w.font('regular', 10);
  d.text(`${l.property.name} · ${l.property.suite}`, w.left, d.y + 2);
  d.y += 10;
  richPara(
    w,
    `This lease is made on ${fmtDate(l.leaseDate, 'LONG')} between ${l.landlord.name} (**Landlord**) and ${l.tenant.name} (**Tenant**). The key terms below are part of this lease.`,
  );
  w.font('bold', 12);
  d.text('Key terms', w.left, d.y);
  d.y += 4;
  const kx = w.left + 150;
  for (const [k, v] of keyTerms(m)) {
    w.row(
      [
        { text: k, x: w.left + 6, width: 138, bold: true },
        { text: v, x: kx, width: w.right - kx - 6 },
      ],
      { gap: 4 },
    );
    d.moveTo(w.left, d.y - 2)
      .lineTo(w.right, d.y - 2)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    d.strokeColor('#000000');
  }
  d.y += 12;
  for (const sec of leaseSections(m)) {
    w.ensure(50);
    w.font('bold', 11);
    d.text(sec.heading, w.left, d.y);
    d.y += 3;
    for (const it of sec.items) {
      if (it.heading) {
        w.ensure(40);
        w.font('bold', 9.5);
        d.text(it.heading, w.left, d.y);
        d.y += 1;
      }
      richPara(w, it.text, { gap: it.bullets || it.table ? 0.3 : 0.6 });
      for (const b of it.bullets ?? []) {
        w.ensure(24);
        w.font();
        const y = d.y;
        d.text('•', w.left + 10, y, { lineBreak: false });
        d.text(b, w.left + 22, y, { width: w.contentWidth - 22 });
        d.y += 2;
      }
      if (it.bullets) d.y += 4;
      if (it.table) {
        const widths = [0.14, 0.4, 0.23, 0.23];
        const inner = w.contentWidth - 24;
        const xs: number[] = [];
        let x = w.left + 12;
        for (const k of widths) {
          xs.push(x);
          x += inner * k;
        }
        it.table.forEach((r, ri) => {
          w.row(
            r.map((t, i) => ({
              text: t,
              x: xs[i]!,
              width: inner * widths[i]! - 6,
              align: (i >= 2 ? 'right' : 'left') as 'left' | 'right',
              bold: ri === 0,
            })),
            { size: 9 },
          );
        });
        d.y += 6;
      }
    }
    d.y += 4;
  }
  w.ensure(130);
  d.y += 10;
  w.font('bold', 10);
  d.text('Signatures', w.left, d.y);
  d.y += 6;
  const half = w.contentWidth / 2 - 10;
  const y0 = d.y;
  const sign = (x: number, who: string, party: string, name: string) => {
    w.font('regular', 9);
    d.text(`${who}: ${party}`, x, y0, { width: half });
    d.roundedRect(x, y0 + 26, half - 20, 34, 4)
      .lineWidth(0.6)
      .strokeColor('#3a6ea5')
      .stroke();
    d.strokeColor('#000000');
    w.font('italic', 8);
    d.text('Signed by:', x + 6, y0 + 29, { width: half - 30, lineBreak: false });
    w.font('italic', 12);
    d.text(name, x + 6, y0 + 41, { width: half - 30, lineBreak: false });
    w.font('regular', 8.5);
    d.text(`${name}\nSigned ${fmtDate(l.leaseDate, 'SHORT')}`, x, y0 + 66, { width: half });
  };
  sign(w.left, 'Landlord', l.landlord.name, l.landlord.contact);
  sign(w.left + half + 20, 'Tenant', l.tenant.name, l.tenant.contact);
  d.x = w.left;
  d.y = y0 + 100;
  browserChrome(w, null, (page, total) => {
    w.font('regular', 8);
    d.fillColor('#333333');
    d.text(`Docusign Envelope ID: ${f.envelopeId}`, w.left, 24, { width: w.contentWidth, lineBreak: false });
    d.text(`Page ${page} of ${total}`, w.left, d.page.height - 36, {
      width: w.contentWidth,
      align: 'center',
      lineBreak: false,
    });
    d.fillColor('#000000');
  });
  return finishPdf(w);
}
