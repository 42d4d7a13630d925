import type { Bill, Evidence, Finding, LeaseData, Severity, Statement } from '../types';

/** What every rule sees: the extracted packet. Rules never read PDFs themselves. */
export interface RuleContext {
  lease: LeaseData | null;
  /** Oldest first. */
  statements: Statement[];
  bills: Bill[];
  /** Whether a piece of evidence was read by OCR from a scanned page (absent: nothing was scanned). */
  scanned?(evidence: Evidence | null | undefined): boolean;
}

/** A finding before the runner numbers it. */
export type FindingDraft = Omit<Finding, 'id'>;

export interface Rule {
  /** The catalogue id (../shared/spec/audit-engine.md section 3). */
  id: string;
  /**
   * STATEMENT_MODEL: the rule prices a correction of a statement through its model, and the
   * runner's one gate (gate.ts) keeps the dollar figure only when that model reproduces what the
   * statement prints; otherwise the finding becomes a REVIEW_RECOMMENDED item. Rules priced from
   * a statement's own arithmetic (math, estimates) or from bills leave it unset.
   */
  pricedBy?: 'STATEMENT_MODEL';
  run(ctx: RuleContext): FindingDraft[];
}

export type { Evidence, Severity };
