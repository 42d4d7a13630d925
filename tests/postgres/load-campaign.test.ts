import { describe, expect, it } from 'vitest';
import { formatReport, runLoadCampaign } from '../campaigns/load';

/**
 * The load campaign in small (npm run campaign:load runs 200 customers for 5 minutes):
 * a few customers for a few seconds against a spawned server on PostgreSQL. Memory growth
 * is not judged here (a short run is all warm-up); answers are.
 */
describe('load campaign (small)', () => {
  it('customers sign up, browse, upload and sign in again without a 5xx or a lost session', async () => {
    const report = await runLoadCampaign({
      users: 4,
      durationSec: 8,
      rampSec: 1,
      thinkMs: 300,
      maxRssGrowthPct: Number.POSITIVE_INFINITY,
      log: () => {},
    });
    expect(report.problems, formatReport(report)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.endpoints['POST /api/auth/sign-up/email']?.requests).toBe(4);
    expect(report.endpoints['GET /api/me']?.requests).toBeGreaterThan(0);
    expect(Object.keys(report.statusCounts).every((s) => s.startsWith('2'))).toBe(true);
  }, 120_000);
});
