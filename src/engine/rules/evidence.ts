import type { Evidence, Field, Statement } from '../types';

/** Evidence list without gaps or repeats: a finding quotes each place once. */
export function evidenceList(...items: (Evidence | null | undefined)[]): Evidence[] {
  const out: Evidence[] = [];
  for (const e of items) {
    if (!e) continue;
    if (out.some((o) => o.file === e.file && o.page === e.page && o.quote === e.quote)) continue;
    out.push(e);
  }
  return out;
}

/** A lease field's value when the engine is sure enough to put a dollar figure on it. */
export function sure<T>(field: Field<T> | undefined, min = 0.6): T | null {
  if (!field || field.value === null || field.confidence < min || !field.evidence) return null;
  return field.value;
}

/** A statement's evidence for one of its summary values ("billedSharePct", "adminFeeCents", ...). */
export function statementEvidence(st: Statement, key: string): Evidence | null {
  return st.evidence[key] ?? null;
}

/** The evidence of the statement's share arithmetic (share %, pool, tenant share). */
export function shareEvidence(st: Statement): (Evidence | null)[] {
  return [
    st.evidence.billedSharePct ?? null,
    st.evidence.totalCents ?? null,
    st.evidence.tenantShareCents ?? null,
  ];
}

/** The lease field's evidence (null when none): for findings' evidence lists. */
export function fieldEvidence<T>(f: Field<T> | undefined): Field<T>['evidence'] {
  return f?.evidence ?? null;
}
