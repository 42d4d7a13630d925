/**
 * `npm run eval -- --families [--family samples-c]... [--json out.json]`: the engine on every
 * family of tests/families.json (decision 0047), one table row per family, then the held-out
 * line (the families with tunedOn=false pooled) with its figures per rule, then the
 * leave-one-family-out section (decision 0053). Misses and false alarms are printed per packet
 * as they come.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { configureOcr } from '../src/engine/pdf/ocr';
import { ENGINE_VERSION } from '../src/engine/version';
import {
  type Family,
  type Figures,
  familyAvailable,
  figuresOf,
  loadFamilies,
  type PacketResult,
  runFamily,
} from '../tests/support/families';
import { diskOcrCache, OCR_CACHE_DIR } from '../tests/support/ocr-cache';

const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`);
const money = (c: number) => `$${(c / 100).toFixed(2)}`;

function row(name: string, tuned: string, f: Figures): string {
  return [
    name.padEnd(20),
    tuned.padEnd(5),
    String(f.packets).padStart(7),
    String(f.planted).padStart(7),
    String(f.found).padStart(5),
    pct(f.recall).padStart(7),
    pct(f.precision).padStart(9),
    `${f.pricedOnClean} (${f.cleanPackets})`.padStart(14),
    `${f.auditWindow.ok}/${f.auditWindow.n}`.padStart(12),
    pct(f.leaseFields.share).padStart(11),
    `${pct(f.quotes.share)} ${f.quotes.ok}/${f.quotes.n}`.padStart(15),
    `${f.seconds.toFixed(0)}s`.padStart(6),
  ].join(' ');
}

const HEADER = [
  'family'.padEnd(20),
  'tuned'.padEnd(5),
  'packets'.padStart(7),
  'planted'.padStart(7),
  'found'.padStart(5),
  'recall'.padStart(7),
  'precision'.padStart(9),
  'priced/clean'.padStart(14),
  'audit-window'.padStart(12),
  'lease-field'.padStart(11),
  'quotes-verbatim'.padStart(15),
  'time'.padStart(6),
].join(' ');

function printPacket(family: string, r: PacketResult): void {
  const id = `${family}/${r.id}`;
  for (const m of r.score.missed)
    console.log(`${id} MISSED ${m.rule} ${m.year} ${money(m.amountCents)}${m.note ? `: ${m.note}` : ''}`);
  for (const a of r.score.falseAlarms)
    console.log(`${id} FALSE ALARM ${a.rule} ${a.year} ${money(a.amountCents)}`);
  if (r.score.deadlineOk === false) console.log(`${id} AUDIT_WINDOW wrong`);
  for (const q of r.quotes?.bad ?? []) console.log(`${id} QUOTE ${q}`);
}

/** The few figures the leave-one-family-out section compares. */
function brief(f: Figures) {
  return {
    packets: f.packets,
    planted: f.planted,
    found: f.found,
    falseAlarms: f.falseAlarms,
    recall: f.recall,
    precision: f.precision,
    pricedOnClean: f.pricedOnClean,
    cleanPackets: f.cleanPackets,
    auditWindow: f.auditWindow,
    leaseFields: f.leaseFields.share,
    quotes: f.quotes.share,
  };
}

/**
 * Leave-one-family-out (decision 0053). No rule is trained, so "leaving a family out" means
 * reading each family's figures next to whether its documents shaped any rule (tunedOn): a
 * family that shaped rules measures what was fitted, one that did not measures generalization.
 * For each held-out family the held-out pool is also given without it, so one family cannot
 * hide behind (or sink) the others.
 */
export function leaveOneFamilyOut(runs: { family: Family; results: PacketResult[] }[]) {
  const heldOut = runs.filter((r) => !r.family.tunedOn);
  const pool = (rs: typeof runs) => (rs.length ? brief(figuresOf(rs.flatMap((r) => r.results))) : null);
  return {
    families: runs.map((r) => ({
      name: r.family.name,
      shapedRules: r.family.tunedOn,
      ...brief(figuresOf(r.results)),
      heldOutWithoutIt: r.family.tunedOn ? null : pool(heldOut.filter((o) => o !== r)),
    })),
    heldOutPooled: pool(heldOut),
    heldOutFamilies: heldOut.map((r) => r.family.name),
  };
}

function printLeaveOneFamilyOut(lofo: ReturnType<typeof leaveOneFamilyOut>): void {
  const line = (name: string, shaped: string, f: ReturnType<typeof brief> | null) =>
    f
      ? [
          name.padEnd(30),
          shaped.padEnd(13),
          `${f.found}/${f.planted}`.padStart(7),
          pct(f.recall).padStart(7),
          pct(f.precision).padStart(9),
          `${f.pricedOnClean} (${f.cleanPackets})`.padStart(12),
          `${f.auditWindow.ok}/${f.auditWindow.n}`.padStart(12),
          pct(f.leaseFields).padStart(11),
          pct(f.quotes).padStart(8),
        ].join(' ')
      : `${name.padEnd(30)} ${shaped.padEnd(13)} (no other held-out family)`;
  console.log('\nLEAVE-ONE-FAMILY-OUT (decision 0053)');
  console.log(
    [
      'family'.padEnd(30),
      'shaped rules'.padEnd(13),
      'found'.padStart(7),
      'recall'.padStart(7),
      'precision'.padStart(9),
      'priced/clean'.padStart(12),
      'audit-window'.padStart(12),
      'lease-field'.padStart(11),
      'quotes'.padStart(8),
    ].join(' '),
  );
  for (const f of lofo.families) {
    console.log(line(f.name, f.shapedRules ? 'yes (tuned)' : 'no', f));
    if (!f.shapedRules) console.log(line(`  held-out without ${f.name}`, '', f.heldOutWithoutIt));
  }
  if (lofo.heldOutPooled)
    console.log(line(`held-out pooled (${lofo.heldOutFamilies.length})`, 'no', lofo.heldOutPooled));
  else console.log('no held-out family in this run');
}

export async function evalFamilies(opts: {
  only?: string[];
  json?: string;
  liveOcr?: boolean;
}): Promise<void> {
  // Scanned pages come from the ratchet's committed OCR cache unless --live-ocr (decision 0095).
  const cache = opts.liveOcr ? null : diskOcrCache(OCR_CACHE_DIR);
  configureOcr({ cache });
  const all = loadFamilies();
  const unknown = (opts.only ?? []).filter((n) => !all.some((f) => f.name === n));
  if (unknown.length) throw new Error(`unknown family ${unknown.join(', ')}: see tests/families.json`);
  const chosen = all.filter((f) => !opts.only?.length || opts.only.includes(f.name));
  const runs: { family: Family; results: PacketResult[]; figures: Figures }[] = [];
  for (const family of chosen) {
    if (!familyAvailable(family)) {
      console.log(`${family.name}: skipped, ${JSON.stringify(family.source)} is not on this machine`);
      continue;
    }
    const results = await runFamily(family, (r) => printPacket(family.name, r));
    runs.push({ family, results, figures: figuresOf(results) });
  }

  console.log(`\n${HEADER}`);
  for (const r of runs) console.log(row(r.family.name, r.family.tunedOn ? 'yes' : 'no', r.figures));

  // The held-out figure: the families no rule was fitted on, pooled. With one family per
  // row this is leave-one-family-out as far as the manifest allows: a tuned family's row is
  // not out-of-sample, so only tunedOn=false rows enter it.
  const heldOutRuns = runs.filter((r) => !r.family.tunedOn);
  const heldOut = heldOutRuns.length ? figuresOf(heldOutRuns.flatMap((r) => r.results)) : null;
  if (heldOut) {
    console.log(row(`held-out (${heldOutRuns.length})`, 'no', heldOut));
    console.log(`\nheld-out families: ${heldOutRuns.map((r) => r.family.name).join(', ')}`);
    console.log(`${'rule'.padEnd(28)} planted found false-alarms`);
    for (const [rule, s] of Object.entries(heldOut.byRule))
      console.log(
        `${rule.padEnd(28)} ${String(s.planted).padStart(7)} ${String(s.found).padStart(5)} ${String(s.falseAlarms).padStart(12)}`,
      );
    console.log(`\n${'lease field'.padEnd(28)} right`);
    for (const [field, s] of Object.entries(heldOut.leaseFields.byField).sort(
      (a, b) => a[1].ok / a[1].n - b[1].ok / b[1].n,
    ))
      console.log(`${field.padEnd(28)} ${s.ok}/${s.n}`);
  } else console.log('\nno held-out family in this run (every family run has tunedOn=true)');
  const lofo = leaveOneFamilyOut(runs);
  printLeaveOneFamilyOut(lofo);
  console.log(
    '\npriced/clean: priced findings on clean packets (clean packets). quotes-verbatim: priced findings whose every quote is on its cited page, with a lease and a statement/bill side; scanned packets are not checked (that would OCR them twice).',
  );

  if (opts.json) {
    mkdirSync(path.dirname(path.resolve(opts.json)), { recursive: true });
    const out = {
      engineVersion: ENGINE_VERSION,
      measuredAt: new Date().toISOString(),
      families: runs.map((r) => ({
        name: r.family.name,
        tunedOn: r.family.tunedOn,
        why: r.family.why,
        ...r.figures,
      })),
      heldOut: heldOut && { families: heldOutRuns.map((r) => r.family.name), ...heldOut },
      leaveOneFamilyOut: lofo,
    };
    writeFileSync(opts.json, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`figures written to ${opts.json}`);
  }
}
