import { addDays } from '../../parse';
import type { DocumentText } from '../../pdf/types';
import type { LeaseData, RentStep } from '../../types';
import { checkAreasByShare, findAreas, findShareDefinition, findStatedShare } from './areas';
import { type Candidate, candidate, toField } from './candidate';
import { findExcludedCategories } from './exclusions';
import {
  findAdminFee,
  findAmortizationYears,
  findBaseYear,
  findBaseYearExpenses,
  findCamCap,
  findGrossUp,
  findLeaseType,
  findManagementFeeCap,
} from './expenses';
import { type FlatText, flattenDocuments } from './flat-text';
import { findLateFee } from './late-fee';
import { findParty } from './parties';
import { findRentSchedule } from './rent-schedule';
import { findAuditWindow, findLateStatementWaiver, findReconciliationDeadline } from './statement-terms';
import { applySupersessions } from './supersession';
import { findCommencement, findExpiration, findTermMonths, termEnd } from './term';

export interface LeaseExtraction {
  lease: LeaseData;
  warnings: string[];
}

/** Later parts (amendments, later uploads) override earlier ones; the first reading is kept otherwise. */
function latest<T>(parts: FlatText[], find: (p: FlatText) => Candidate<T> | null): Candidate<T> | null {
  let out: Candidate<T> | null = null;
  for (const p of parts) {
    const c = find(p);
    if (c && (c.value !== null || !out)) out = c;
  }
  return out;
}

function earliest<T>(parts: FlatText[], find: (p: FlatText) => Candidate<T> | null): Candidate<T> | null {
  for (const p of parts) {
    const c = find(p);
    if (c) return c;
  }
  return null;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Reads the lease facts of section 2 from the lease and its amendments (upload order): each with
 * its verbatim evidence and a confidence, null when the documents do not say. The documents' own
 * arithmetic (share = premises / building, rent table = escalation) is checked; disagreements
 * lower confidence and are explained in `warnings`.
 */
export function extractLease(docs: DocumentText[]): LeaseExtraction {
  const warnings: string[] = [];
  // The lease as its riders amended it: a provision they delete or rewrite is not read as printed.
  const parts = applySupersessions(flattenDocuments(docs));
  const note = (label: string, c: Candidate<unknown> | null) => {
    if (c?.note) warnings.push(`${label}: ${c.note}`);
  };

  const landlord = earliest(parts, (p) => findParty(p, 'landlord'));
  const tenant = earliest(parts, (p) => findParty(p, 'tenant'));
  const commencement = earliest(parts, findCommencement);
  let expiration = latest(parts, findExpiration);
  const term = earliest(parts, findTermMonths);

  // Checksum: commencement + term must land on the stated expiration.
  if (commencement?.value && term?.value) {
    const computed = termEnd(commencement.value, term.value);
    if (!expiration?.value) {
      expiration = {
        ...term,
        value: computed,
        confidence: 0.7,
        note: `expiration computed from a ${term.value}-month term`,
      };
    } else if (expiration.value !== computed && parts.length === 1) {
      expiration.confidence = Math.min(expiration.confidence, 0.7);
      warnings.push(
        `expirationDate: ${expiration.value} does not match the ${term.value}-month term from ${commencement.value} (${computed})`,
      );
    }
  }
  note('expirationDate', expiration);

  let premises = latest(parts, (p) => findAreas(p).premises);
  // The premises as read, for rent written per square foot, even when the share check drops it.
  const premisesAsRead = premises?.value ?? null;
  let building = latest(parts, (p) => findAreas(p).building);
  let share = latest(parts, findStatedShare);
  if (premises?.value && building?.value) {
    const computed = round4((premises.value / building.value) * 100);
    if (!share) {
      const definition = earliest(parts, findShareDefinition);
      const at = definition ?? premises;
      share = { ...at, value: computed, confidence: Math.min(premises.confidence, building.confidence) };
    } else if (share.value !== null) {
      // The stated share checks which area is which (see checkAreasByShare).
      const check = checkAreasByShare(premises.value, building.value, share.value);
      if (check.outcome === 'swapped') {
        warnings.push(
          `premisesRsf/buildingRsf: ${premises.value} / ${building.value} RSF do not give the stated ${share.value}%; exchanged they do, so they are read the other way round`,
        );
        [premises, building] = [
          { ...building, value: check.premises, confidence: Math.min(building.confidence, 0.8) },
          { ...premises, value: check.building, confidence: Math.min(premises.confidence, 0.8) },
        ];
      } else if (check.outcome === 'building') {
        warnings.push(
          `buildingRsf: ${building.value} RSF is no larger than the premises' ${premises.value} RSF under a stated ${share.value}% share; it is left unread`,
        );
        building = null;
      } else if (check.outcome === 'neither') {
        warnings.push(
          `proRataSharePct: the stated ${share.value}% does not match ${premises.value} / ${building.value} RSF = ${computed}%; the stated share is kept and the areas are left unread`,
        );
        share.confidence = Math.min(share.confidence, 0.6);
        premises = null;
        building = null;
      }
    }
  }

  const info = {
    commencement: commencement?.value ?? null,
    expiration: expiration?.value ?? null,
    premisesRsf: premises?.value ?? premisesAsRead,
  };
  // Each part's rent runs to that part's own term end: the base lease's flat rent stops where its
  // term did, not where a later amendment's extension ends (that amendment states its own rent).
  const rent = mergeRent(
    parts.map((p) =>
      findRentSchedule(p, {
        ...info,
        expiration: (parts.length > 1 ? findExpiration(p)?.value : null) ?? info.expiration,
      }),
    ),
  );
  note('rentSchedule', rent);
  if (rent?.value && info.commencement && info.expiration) {
    const steps = rent.value;
    if (steps[0]?.from !== info.commencement || steps[steps.length - 1]?.to !== info.expiration) {
      rent.confidence = Math.min(rent.confidence, 0.7);
      warnings.push(
        `rentSchedule: the schedule runs ${steps[0]?.from} to ${steps[steps.length - 1]?.to}, the term ${info.commencement} to ${info.expiration}`,
      );
    }
  }

  const baseYear = latest(parts, findBaseYear);
  const leaseType = earliest(parts, findLeaseType);
  const camCap = latest(parts, (p) => findCamCap(p, baseYear?.value ?? null));
  note('camCap', camCap);
  const adminFee = latest(parts, findAdminFee);
  const waiver = latest(parts, findLateStatementWaiver);

  const lease: LeaseData = {
    leaseType: toField(leaseType),
    tenantName: toField(tenant),
    landlordName: toField(landlord),
    premisesRsf: toField(premises),
    buildingRsf: toField(building),
    proRataSharePct: toField(share),
    commencementDate: toField(commencement),
    expirationDate: toField(expiration),
    rentSchedule: toField(rent),
    camCap: toField(camCap),
    adminFee: toField(adminFee),
    managementFeeCapPct: toField(latest(parts, findManagementFeeCap)),
    excludedCategories: toField(latest(parts, findExcludedCategories)),
    capitalAmortizationYears: toField(latest(parts, findAmortizationYears)),
    grossUp: toField(latest(parts, findGrossUp)),
    baseYear: toField(baseYear),
    baseYearExpensesCents: toField(latest(parts, findBaseYearExpenses)),
    lateFee: toField(latest(parts, findLateFee)),
    reconciliationDeadlineDays: toField(latest(parts, findReconciliationDeadline)),
    // Silence is unknown, not "no waiver": a value needs a clause to quote. The rules act on a
    // waiver only when it is true with evidence, so null keeps them where a silent lease put them.
    lateStatementWaiver: toField(waiver),
    auditWindowDays: toField(latest(parts, findAuditWindow)),
  };
  if (parts.length && !leaseType) warnings.push('leaseType: no pass-through or base-year clause found');
  return { lease, warnings };
}

/** A later schedule (an amendment's) replaces the earlier one from its first date on. */
function mergeRent(found: (Candidate<RentStep[]> | null)[]): Candidate<RentStep[]> | null {
  let out: Candidate<RentStep[]> | null = null;
  for (const c of found) {
    if (!c?.value?.length) continue;
    if (!out?.value) {
      out = c;
      continue;
    }
    const from = (c.value[0] as RentStep).from;
    const kept: RentStep[] = out.value
      .filter((s) => s.from < from)
      .map((s) => (s.to >= from ? { ...s, to: addDays(from, -1) } : s));
    out = candidate(
      c.flat,
      [...kept, ...c.value],
      c.start,
      c.end,
      Math.min(out.confidence, c.confidence),
      c.note,
    );
  }
  return out;
}
