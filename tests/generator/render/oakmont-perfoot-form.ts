/**
 * Family "oakmont-perfoot" (decision 0087), the lease's content: the printed office-lease form's
 * paragraphs with the deal typed into their blanks. A paragraph is a list of segments: printed
 * text, a typed fill-in (on its blank), or printed text struck through (an alternative or a clause
 * the parties deleted, its blanks typed "N/A"). Paragraphs 1-4 carry the figures; the premises'
 * rentable area is only in Paragraph 1, the Building's only in Paragraph 4(a), the rent only in
 * Paragraph 3's typed schedule. The tests read these back; oakmont-perfoot-lease.ts lays them out.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is worded.
 */
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';
import { officeOf, suiteNo } from './oakmont-perfoot-office';
import { additionalRent } from './oakmont-perfoot-opex';

export type Seg =
  | string
  /** A typed fill-in on its blank, at least `w` characters wide. */
  | { f: string; w?: number }
  /** Printed text struck through. */
  | { s: string }
  /** Text typed into the margin of the printed form (a typed insertion, no blank under it). */
  | { t: string }
  /** A printed sub-caption, in italics: "(a) Definitions." */
  | { i: string };

export interface FormPara {
  /** "4" and "ADDITIONAL RENT - OPERATING EXPENSES" for a numbered paragraph; null for a subparagraph. */
  n: number | null;
  caption: string | null;
  segs: Seg[];
  /** A typed table below the paragraph (the rent schedule): header and rows. */
  table?: { header: string[]; rows: string[][] };
}

/** "02/29/2020". */
const slash = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** "14th" / "February" / "2024": the date typed into "made this ___ day of ______, ____". */
export function madeThis(iso: string): [string, string, string] {
  const [day, month, year] = fmtDate(iso, 'ORDINAL')
    .replace(/^the /, '')
    .split(/ day of |, /);
  return [day!, month!, year!];
}

/** The rent schedule typed into Paragraph 3 (the tests read it back). */
export function rentTable(m: PacketModel): { header: string[]; rows: string[][] } {
  const l = m.lease;
  const steps = l.rent.steps;
  const period = (i: number) => `${slash(steps[i]!.from)} - ${slash(steps[i]!.to)}`;
  if (l.rent.form === 'PER_RSF')
    return {
      header: ['Period', 'Rate per RSF', 'Annual Fixed Rent', 'Monthly Installment'],
      rows: steps.map((s, i) => [
        period(i),
        money(l.rent.psfRatesCents![i]!),
        money(l.rent.psfRatesCents![i]! * l.premisesRsf),
        money(s.monthlyRentCents),
      ]),
    };
  const list = l.rent.form === 'PERCENT' ? [0] : steps.map((_, i) => i);
  return {
    header: ['Period', 'Annual Fixed Rent', 'Monthly Installment'],
    rows: list.map((i) => [
      period(i),
      money(steps[i]!.monthlyRentCents * 12),
      money(steps[i]!.monthlyRentCents),
    ]),
  };
}

/** The form's paragraphs with the deal typed in (after the recitals, before the signatures). */
export function formParagraphs(m: PacketModel): FormPara[] {
  const l = m.lease;
  const p = l.property;
  const o = officeOf(m);
  const rng = new Rng(`oakmont-perfoot:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'DIGITS'] as const);
  const na = { f: 'N/A', w: 6 };
  const out: FormPara[] = [];
  const para = (caption: string, segs: Seg[], table?: FormPara['table']) =>
    out.push({ n: out.filter((x) => x.n !== null).length + 1, caption, segs, table });
  const sub = (segs: Seg[]) => out.push({ n: null, caption: null, segs });

  para('PREMISES', [
    'Landlord hereby leases to Tenant, and Tenant hereby hires from Landlord, the space on the ',
    { f: o.floor, w: 8 },
    ' floor of the Building known as Suite ',
    { f: suiteNo(m), w: 5 },
    ', containing approximately ',
    { f: commas(l.premisesRsf), w: 8 },
    ' rentable square feet (the "Premises"), as shown on the plan annexed as Exhibit A. The rentable area of the Premises so stated shall not be adjusted by any remeasurement.',
  ]);
  const term = l.termMonths;
  para(
    'TERM',
    m.spec.lease.expirationStated
      ? [
          'The term of this Lease shall be ',
          { f: countWith(term, '', nf()).trim(), w: 12 },
          ' months, commencing on ',
          { f: fmtDate(l.commencement, 'LONG'), w: 16 },
          ' (the "Commencement Date") and ending on ',
          { f: fmtDate(l.originalExpiration, 'LONG'), w: 16 },
          ', unless sooner terminated as herein provided.',
        ]
      : [
          'The term of this Lease shall be ',
          { f: countWith(term, '', nf()).trim(), w: 12 },
          ' months, commencing on ',
          { f: fmtDate(l.commencement, 'LONG'), w: 16 },
          ' (the "Commencement Date") and ending on the last day of the last full calendar month of such term, unless sooner terminated as herein provided.',
        ],
  );
  para(
    'RENT',
    [
      { i: '(a) Fixed Rent.' },
      ' Tenant shall pay to Landlord, without notice, demand, deduction or set-off, fixed rent ("Fixed Rent") in equal monthly installments in advance on the first day of each calendar month of the term, as follows:',
    ],
    rentTable(m),
  );
  if (l.rent.form === 'PERCENT')
    sub([
      'and for each Lease Year after the first, the Fixed Rent for the preceding Lease Year increased by ',
      { f: pctWith(l.rent.escalationPct!, nf()), w: 10 },
      '. "Lease Year" means each successive twelve-month period beginning on the Commencement Date.',
    ]);
  sub([
    { i: '(b) Place of Payment.' },
    ' Rent shall be paid at the office of Landlord stated in Paragraph 18, or as Landlord may direct in writing, in lawful money of the United States.',
  ]);
  const lf = l.lateFee;
  sub([
    { i: '(c) Late Charge.' },
    ' If any installment of rent or Additional Rent is not received within ',
    { f: countWith(lf.graceDays, 'days', nf()), w: 10 },
    ' after it is due, Tenant shall pay a late charge of ',
    lf.pct !== null
      ? { f: `${pctWith(lf.pct, nf())} of the overdue amount`, w: 12 }
      : { f: moneyWith(lf.flatCents!, nf()), w: 12 },
    ' as Additional Rent, to cover Landlord’s extra expense of handling the late payment.',
  ]);
  out.push(...additionalRent(m, nf, na));
  para('SECURITY DEPOSIT', [
    'Tenant has deposited with Landlord the sum of ',
    { f: moneyWith(l.securityDepositCents, nf()), w: 14 },
    ' as security for the performance of Tenant’s obligations, to be returned to Tenant without interest within thirty (30) days after the end of the term, less any amounts applied under this Lease.',
  ]);
  para('USE', [
    'Tenant shall use the Premises for ',
    { f: l.permittedUse, w: 20 },
    ' and for no other purpose.',
  ]);
  const hvac = rng.pick([3500, 4500, 5500, 6500]);
  para('SERVICES', [
    'Landlord shall furnish heat and air-conditioning from 8:00 A.M. to 6:00 P.M. on business days and from 8:00 A.M. to 1:00 P.M. on Saturdays, janitorial service five nights a week, passenger elevator service and water for lavatory purposes. Heating or air-conditioning at other times shall be furnished on request at ',
    { f: `${money(hvac)} per hour`, w: 12 },
    '.',
  ]);
  para('REPAIRS', [
    'Landlord shall keep the roof, structure, common areas and building systems in good repair. Tenant shall keep the Premises in good order and shall repair any damage caused by Tenant or its invitees.',
  ]);
  para('ALTERATIONS', [
    'Tenant shall make no alterations, additions or improvements to the Premises without Landlord’s prior written consent, which shall not be unreasonably withheld for non-structural work.',
  ]);
  para('ASSIGNMENT AND SUBLETTING', [
    'Tenant shall not assign this Lease or sublet all or part of the Premises without Landlord’s prior written consent. Any permitted assignment shall not release Tenant.',
  ]);
  para('INSURANCE; INDEMNITY', [
    'Tenant shall carry commercial general liability insurance with limits of not less than ',
    { f: '$1,000,000 per occurrence / $2,000,000 aggregate', w: 20 },
    ', naming Landlord as additional insured, and shall indemnify Landlord against claims arising from Tenant’s use of the Premises.',
  ]);
  para('FIRE OR OTHER CASUALTY', [
    'If the Premises are damaged by fire or other casualty, Landlord shall repair the damage with reasonable dispatch, and rent shall abate in proportion to the part of the Premises rendered untenantable until the repair is made.',
  ]);
  para('CONDEMNATION', [
    'If the whole of the Premises is taken by eminent domain, this Lease shall end on the date of taking. Tenant shall have no claim to any part of the award.',
  ]);
  para('DEFAULT', [
    'If Tenant fails to pay rent within ten (10) days after written notice, or fails to cure any other default within thirty (30) days after written notice, Landlord may terminate this Lease and recover possession. Sums not paid when due shall bear interest at ',
    { f: pctWith(rng.pick([10, 12, 15]), nf()), w: 8 },
    ' per annum.',
  ]);
  para('HOLDING OVER', [
    'If Tenant remains in possession after the end of the term, Tenant shall be a tenant at sufferance at a monthly rent equal to one hundred fifty percent (150%) of the Fixed Rent for the last month of the term.',
  ]);
  para('SUBORDINATION; ESTOPPEL', [
    'This Lease is subordinate to every mortgage now or later placed on the Building. Tenant shall, within ten (10) days after request, deliver a certificate stating whether this Lease is in full force and effect.',
  ]);
  para('PARKING', [
    'Tenant and its employees may use, in common with others, ',
    {
      f: `${rng.pick(['3.5', '4.0', '4.0', '4.5'])} unreserved spaces per 1,000 rentable square feet of the Premises`,
      w: 20,
    },
    ' in the Building’s parking lot, without charge.',
  ]);
  para('NOTICES', [
    'Notices shall be in writing and sent by certified mail or by hand: to Landlord at ',
    { f: `c/o ${o.office}, ${o.officeStreet}, ${p.city.city}, ${p.city.state} ${p.zip}`, w: 20 },
    ', and to Tenant at the Premises.',
  ]);
  para('BROKERS', [
    'Each party represents that it dealt with no broker in connection with this Lease except ',
    { f: 'NONE', w: 10 },
    '.',
  ]);
  para('MISCELLANEOUS', [
    'This Lease contains the entire agreement of the parties and may be changed only in writing signed by both. It binds and benefits the parties and their successors and permitted assigns and shall be governed by the laws of the State of ',
    { f: p.city.stateName, w: 12 },
    '. Any rider annexed hereto is part of this Lease.',
  ]);
  return out;
}
