/** Claims the marketing copy makes (spec 1), as display strings, so every page says the same. */
export const MARKETING_CLAIMS = {
  leasesOvercharged: '85%',
  averageAnnualSavings: '$3,700',
  successRate: '95%',
  averageRecovery: '$6,200',
} as const;
