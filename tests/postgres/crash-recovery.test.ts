import { describe, expect, it } from 'vitest';
import { FAST_LEASES, runCrashCampaign } from '../campaigns/crash';

/**
 * The crash campaign's short version (`npm run campaign:crash` runs ten kills with the
 * production lease settings): `npm run worker` killed with SIGKILL mid-analysis on
 * PostgreSQL, restarted at once; the request is retried once and completes, the one queued
 * behind it too, and the killed worker's engine process does not linger.
 */

describe('kill -9 of the analysis worker mid-analysis', () => {
  it('every request completes exactly once; the killed one is retried after the restart', async () => {
    if (!process.env.DATABASE_URL)
      throw new Error('tests/postgres needs DATABASE_URL (npm run test:all sets it)');
    const report = await runCrashCampaign({ kills: 1, env: FAST_LEASES });
    expect(report.problems).toEqual([]);
    expect(report.exactlyOnce).toBe(true);
    expect(report.orphanEngines).toBe(0);
    expect(report.rounds).toHaveLength(1);
    expect(report.rounds[0]!.attempts).toBe(2);
    expect(report.bystanders).toBe(1);
  }, 180_000);
});
