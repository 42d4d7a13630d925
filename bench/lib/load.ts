import autocannon, { type Result } from 'autocannon';
import { assertLoopback } from './http';
import { sampleMemory } from './proc';

export interface LoadOptions {
  url: string;
  cookie?: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
  /** Server process whose memory is sampled during the measured run. */
  serverPid: number | null;
}

export interface LoadSummary {
  url: string;
  connections: number;
  durationSec: number;
  /** Mean requests per second over the measured window. */
  rps: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  totalRequests: number;
  /** Everything that was not a 2xx, over warm-up and measured run together. */
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  memory: { maxRssKb: number; vmHwmKb: number | null; samples: number } | null;
}

function run(url: string, connections: number, durationSec: number, cookie?: string): Promise<Result> {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: durationSec, timeout: 10, headers: cookie ? { cookie } : {} },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

function statusCodes(result: Result): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
}

/**
 * Warm-up run (discarded except for its status codes), then the measured run. The
 * server's memory is sampled across both, so the peak is the one under load.
 */
export async function measureLoad(opts: LoadOptions): Promise<LoadSummary> {
  const sampler = opts.serverPid ? sampleMemory(opts.serverPid, 100) : null;
  let warm: Result | null = null;
  let result: Result;
  let memory: LoadSummary['memory'] = null;
  try {
    if (opts.warmupSec > 0) warm = await run(opts.url, opts.connections, opts.warmupSec, opts.cookie);
    result = await run(opts.url, opts.connections, opts.durationSec, opts.cookie);
  } finally {
    // Stop the sampler even when autocannon throws.
    memory = sampler?.stop() ?? null;
  }
  const codes = statusCodes(result);
  for (const [code, count] of Object.entries(warm ? statusCodes(warm) : {})) {
    if (code !== '200') codes[`${code} (warm-up)`] = count;
  }
  return {
    url: opts.url,
    connections: opts.connections,
    durationSec: result.duration,
    rps: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.mean,
    },
    totalRequests: result.requests.total,
    non2xx: result.non2xx + (warm?.non2xx ?? 0),
    errors: result.errors + (warm?.errors ?? 0),
    timeouts: result.timeouts + (warm?.timeouts ?? 0),
    statusCodes: codes,
    memory,
  };
}

/** Why a load run is invalid (any status but 200, socket errors, timeouts), or null when all was 200. */
export function loadProblem(s: LoadSummary): string | null {
  const parts: string[] = [];
  const other = Object.entries(s.statusCodes).filter(([code]) => code !== '200');
  if (s.non2xx > 0 || other.length > 0) {
    parts.push(`${s.non2xx} non-2xx responses (status codes ${JSON.stringify(s.statusCodes)})`);
  }
  if (s.errors > 0) parts.push(`${s.errors} socket errors`);
  if (s.timeouts > 0) parts.push(`${s.timeouts} timeouts`);
  if (s.totalRequests === 0) parts.push('no request completed');
  return parts.length > 0 ? parts.join(', ') : null;
}
