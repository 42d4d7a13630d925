import { parseArgs } from 'node:util';
import type { DocumentRole } from './types';

export interface AnalyzeArgs {
  inputs: { path: string; role: DocumentRole }[];
  out: string | null;
}

export class UsageError extends Error {}

const USAGE =
  'usage: leaseaudit analyze --lease lease.pdf [--lease amendment.pdf] --reconciliation recon.pdf ... --bill bill.pdf [--letter x.pdf] [--supporting x.pdf] [--out audit.json]';

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
  if (v.report !== undefined || v.tier !== undefined) {
    throw new UsageError(
      '--report and --tier need the findings and report stage, which this engine version does not include yet',
    );
  }
  const roles: DocumentRole[] = ['lease', 'reconciliation', 'bill', 'letter', 'supporting'];
  const inputs = roles.flatMap((role) => (v[role] ?? []).map((path) => ({ path, role })));
  if (inputs.length === 0) throw new UsageError(`no input files; ${USAGE}`);
  return { inputs, out: v.out ?? null };
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
