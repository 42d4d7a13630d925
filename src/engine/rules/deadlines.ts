import type { AuditJson } from '../types';
import type { RuleContext } from './types';

/** The dates the tenant must act by (filled by the deadlines work). */
export function deadlinesOf(_ctx: RuleContext): AuditJson['deadlines'] {
  return [];
}
