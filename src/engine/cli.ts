import { writeFile } from 'node:fs/promises';
import { analyzePacket } from './analyze';
import { parseAnalyzeArgs, UsageError } from './cli-args';
import { isPdfError } from './pdf/errors';
import { renderReport } from './report/render-report';

/**
 * `leaseaudit analyze ...` (contract section 4). audit.json goes to standard output (or
 * --out) and nothing else does; progress goes to standard error. With --report, the PDF
 * report (--tier basic|premium) is rendered from that audit.json and written there. Exit 0 when the
 * analysis ran, 2 for bad arguments or unreadable input, with a one-line reason.
 */
export async function main(argv: string[]): Promise<number> {
  try {
    const args = parseAnalyzeArgs(argv);
    const audit = await analyzePacket(
      args.inputs.map((i) => ({ role: i.role, source: i.path })),
      { log: (m) => process.stderr.write(`leaseaudit: ${m}\n`) },
    );
    const json = `${JSON.stringify(audit, null, 2)}\n`;
    if (args.out) await writeFile(args.out, json);
    else process.stdout.write(json);
    if (args.report) {
      process.stderr.write(`leaseaudit: writing the ${args.tier} report to ${args.report}\n`);
      await writeFile(args.report, await renderReport(audit, { tier: args.tier }));
    }
    return 0;
  } catch (err) {
    if (err instanceof UsageError || isPdfError(err) || isMissingFile(err)) {
      process.stderr.write(`leaseaudit: ${oneLine(err)}\n`);
      return 2;
    }
    process.stderr.write(`leaseaudit: internal error: ${oneLine(err)}\n`);
    return 1;
  }
}

function isMissingFile(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES';
}

function oneLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0] ?? message;
}

const exitCode = await main(process.argv.slice(2));
process.exitCode = exitCode;
