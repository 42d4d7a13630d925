/**
 * `npm run eval -- <dir>...`: runs the engine on every packet folder (a folder with truth.json,
 * as in ../shared/samples or the generator's output, or a folder of such folders) and prints
 * recall, precision and amount error per rule, the audit-window dates, and every miss and
 * false alarm. `npm run eval -- --generate 20 [--seed 1] [--scanned]` scores freshly generated
 * packets instead. Exit 0 always: it measures, the tests decide.
 *
 * `npm run eval -- --families [--family <name>]... [--json <file>]` measures per document family
 * instead (tests/families.json, decision 0047): one row per family (packets, planted, found,
 * recall, precision, priced findings on clean packets, audit window, lease-field accuracy,
 * evidence quotes verbatim), then the held-out line (families with tunedOn=false pooled) and its
 * figures per rule; --json writes the same figures to a file (scripts/eval-families.ts). Scanned
 * pages are read from the ratchet's OCR cache (decision 0095); --live-ocr recognizes them all.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzePacket, type PacketInput } from '../src/engine/analyze';
import { generatePacket, randomPacketSpec } from '../tests/generator/generate-packet';
import { type PacketScore, scoreFindings, summarize } from '../tests/support/findings-score';
import { evalFamilies } from './eval-families';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    generate: { type: 'string' },
    seed: { type: 'string', default: '1' },
    scanned: { type: 'boolean', default: false },
    families: { type: 'boolean', default: false },
    family: { type: 'string', multiple: true },
    json: { type: 'string' },
    'live-ocr': { type: 'boolean', default: false },
  },
});

if (values.families || values.family)
  await evalFamilies({ only: values.family, json: values.json, liveOcr: values['live-ocr'] });
else await evalDirs();

async function evalDirs(): Promise<void> {
  const hasTruth = (d: string) => {
    try {
      return statSync(path.join(d, 'truth.json')).isFile();
    } catch {
      return false;
    }
  };

  let dirs = positionals.flatMap((d) =>
    hasTruth(d)
      ? [d]
      : readdirSync(d)
          .map((x) => path.join(d, x))
          .filter((x) => statSync(x).isDirectory() && hasTruth(x))
          .sort(),
  );

  if (values.generate) {
    const out = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-eval-'));
    const first = Number(values.seed);
    dirs = [];
    for (let i = 0; i < Number(values.generate); i++) {
      const spec = randomPacketSpec(first + i, { errors: i % 4 !== 0, scanned: values.scanned });
      const dir = path.join(out, `gen-${first + i}`);
      await generatePacket(spec, dir);
      dirs.push(dir);
    }
    console.log(`generated ${dirs.length} packets in ${out}`);
  }

  const scores: PacketScore[] = [];
  const money = (c: number) => `$${(c / 100).toFixed(2)}`;
  for (const dir of dirs) {
    const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
    const inputs: PacketInput[] = Object.entries(truth.files as Record<string, string[]>).flatMap(
      ([role, files]) => files.map((f) => ({ role: role as PacketInput['role'], source: path.join(dir, f) })),
    );
    const audit = await analyzePacket(inputs);
    const score = scoreFindings(audit, truth);
    scores.push(score);
    const name = path.basename(dir);
    for (const m of score.missed) {
      const near = audit.findings.find((f) => f.rule === m.rule && f.year === m.year);
      console.log(
        `${name} MISSED ${m.rule} ${m.year} ${money(m.amountCents)}${near ? ` (found ${money(near.amountCents)})` : ''}${m.note ? `: ${m.note}` : ''}`,
      );
    }
    for (const a of score.falseAlarms)
      console.log(`${name} FALSE ALARM ${a.rule} ${a.year} ${money(a.amountCents)}`);
    if (score.deadlineOk === false)
      console.log(
        `${name} AUDIT_WINDOW wrong: got ${audit.deadlines.find((d) => d.kind === 'AUDIT_WINDOW')?.date}`,
      );
  }

  const s = summarize(scores);
  console.log(`\n${'rule'.padEnd(28)} planted found recall false-alarms amount-error`);
  for (const [rule, r] of s.byRule) {
    const recall = r.planted ? `${((r.found / r.planted) * 100).toFixed(0)}%` : '-';
    console.log(
      `${rule.padEnd(28)} ${String(r.planted).padStart(7)} ${String(r.found).padStart(5)} ${recall.padStart(6)} ${String(r.falseAlarms).padStart(12)} ${(r.meanAmountError * 100).toFixed(2).padStart(11)}%`,
    );
  }
  console.log(
    `\n${dirs.length} packets: recall ${(s.recall * 100).toFixed(1)}%, precision ${(s.precision * 100).toFixed(1)}%, audit window ${s.deadlines.ok}/${s.deadlines.n}`,
  );
}
