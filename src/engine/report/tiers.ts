/** The report's tiers (the plans): basic, and premium with the plain-English lease, tips and e-mails. */
export type ReportTier = 'basic' | 'premium';
export const REPORT_TIERS: readonly ReportTier[] = ['basic', 'premium'];
