/**
 * Family "tidewater-questions" (decision 0112): what the renderers add that the model does not
 * hold, drawn from the family's own stream (`tidewater-questions:facts:<seed>`), never a truth
 * figure: the owner's fax and telephone numbers, the tenant's fax number, the bookkeeper who
 * signs the memos and faxes, each year's memo number, the GL account numbers of Attachment A,
 * whether a lease without a waiver says the reconciliation's lateness waives nothing, and the
 * lease form's number.
 */
import { money } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

const BOOKKEEPERS = [
  'Darlene Fisk',
  'Marcus Oyelaran',
  'Beth Anne Caudill',
  'Priya Raman',
  'Lonnie Szabo',
] as const;

export interface QuestionsFacts {
  ownerFax: string;
  ownerPhone: string;
  tenantFax: string;
  bookkeeper: string;
  /** Memo number per statement year. */
  memoNo: Record<number, string>;
  /** First GL account number of Attachment A. */
  glStart: number;
  /** Without a waiver, the lease says lateness waives nothing (else it is silent). */
  nonWaiver: boolean;
  formNo: string;
  /** The fax header's transmission time. */
  faxTime: string;
}

const phone = (r: Rng, area: number) => `(${area}) 555-${String(r.int(100, 9899)).padStart(4, '0')}`;

export function questionsFacts(m: PacketModel): QuestionsFacts {
  const r = new Rng(`tidewater-questions:facts:${m.spec.seed}`);
  const area = r.int(201, 989);
  const ownerFax = phone(r, area);
  const ownerPhone = phone(r, area);
  const tenantFax = phone(r, area);
  const bookkeeper = r.pick(BOOKKEEPERS);
  const memoNo: Record<number, string> = {};
  let n = r.int(1040, 1890);
  for (const s of m.statements) {
    memoNo[s.year] = `${s.year % 100}-${n}`;
    n += r.int(30, 260);
  }
  const glStart = r.pick([5010, 6010, 7100, 8000]);
  const nonWaiver = r.chance(0.5);
  const formNo = `PL-${r.int(2, 9)}`;
  const faxTime = `${String(r.int(8, 16)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  return { ownerFax, ownerPhone, tenantFax, bookkeeper, memoNo, glStart, nonWaiver, formNo, faxTime };
}

/** A figure without "$" (positive as printed in a column). */
export const fig = (cents: number) => money(Math.abs(cents), { dollar: false });
/** A credit in a column: "1,234.56 CR". */
export const cr = (cents: number) => `${fig(cents)} CR`;
/** A signed figure: a negative one as "1,234.56 CR". */
export const signed = (cents: number) => (cents < 0 ? cr(cents) : fig(cents));

/** What the premises are part of, by kind. */
export const placeWord = (m: PacketModel) =>
  m.lease.kind === 'retail' ? 'Center' : m.lease.kind === 'office' ? 'Building' : 'Park';
