import { parseArgs } from 'node:util';
import { REPORT_TIERS, type ReportTier } from './report/tiers';
import type { DocumentRole } from './types';

export interface AnalyzeArgs {
  inputs: { path: string; role: DocumentRole }[];
  out: string | null;
  /** Where to write the PDF report, when asked for. */
  report: string | null;
  tier: ReportTier;
}

export class UsageError extends Error {}

const USAGE =
  'usage: leaseaudit analyze --lease lease.pdf [--lease amendment.pdf] --reconciliation recon.pdf ... --bill bill.pdf [--letter x.pdf] [--supporting x.pdf] [--out audit.json] [--report report.pdf] [--tier basic|premium]';

/** Parses `analyze` arguments (spec section 4); any subset of roles is accepted, but at least one file. */
export function parseAnalyzeArgs(argv: string[]): AnalyzeArgs {
  const [command, ...rest] = argv;
  if (command !== 'analyze') throw new UsageError(command ? `unknown command "${command}"; ${USAGE}` : USAGE);
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(rest);
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}; ${USAGE}`);
  }
  const v = parsed.values;
  const tier = v.tier ?? 'basic';
  if (!isTier(tier)) throw new UsageError(`--tier must be basic or premium, not "${tier}"`);
  if (v.report === '') throw new UsageError('--report needs a file path, e.g. --report report.pdf');
  const roles: DocumentRole[] = ['lease', 'reconciliation', 'bill', 'letter', 'supporting'];
  const inputs = roles.flatMap((role) => (v[role] ?? []).map((path) => ({ path, role })));
  if (inputs.length === 0) throw new UsageError(`no input files; ${USAGE}`);
  return { inputs, out: v.out ?? null, report: v.report ?? null, tier };
}

function isTier(value: string): value is ReportTier {
  return (REPORT_TIERS as readonly string[]).includes(value);
}

function parse(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      lease: { type: 'string', multiple: true },
      reconciliation: { type: 'string', multiple: true },
      bill: { type: 'string', multiple: true },
      letter: { type: 'string', multiple: true },
      supporting: { type: 'string', multiple: true },
      out: { type: 'string' },
      report: { type: 'string' },
      tier: { type: 'string' },
    },
  });
}
