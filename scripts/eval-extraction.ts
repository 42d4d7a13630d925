/**
 * `npx tsx scripts/eval-extraction.ts <dir>...`: runs the engine on every packet folder
 * (a folder with truth.json, as in ../shared/samples or tests/generator output) and
 * prints extraction accuracy per field and the misses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { analyzePacket, type PacketInput } from '../src/engine/analyze';
import { compareExtraction } from '../tests/support/extraction-score';

const dirs = process.argv.slice(2).flatMap((d) =>
  existsTruth(d)
    ? [d]
    : readdirSync(d)
        .map((x) => path.join(d, x))
        .filter((x) => statSync(x).isDirectory() && existsTruth(x)),
);

function existsTruth(d: string) {
  try {
    return statSync(path.join(d, 'truth.json')).isFile();
  } catch {
    return false;
  }
}

const perField = new Map<string, { ok: number; n: number }>();
for (const dir of dirs) {
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
  const inputs: PacketInput[] = [];
  for (const [role, files] of Object.entries(truth.files as Record<string, string[]>)) {
    for (const f of files) inputs.push({ role: role as PacketInput['role'], source: path.join(dir, f) });
  }
  const audit = await analyzePacket(inputs);
  for (const c of compareExtraction(audit, truth)) {
    const key = c.field.replace(/ \d{4}/, '');
    const s = perField.get(key) ?? { ok: 0, n: 0 };
    s.n++;
    if (c.ok) s.ok++;
    perField.set(key, s);
    if (!c.ok)
      console.log(
        `${path.basename(dir)} ${c.field}: expected ${JSON.stringify(c.expected)?.slice(0, 120)} got ${JSON.stringify(c.actual)?.slice(0, 120)}`,
      );
  }
}
let ok = 0;
let n = 0;
for (const [field, s] of [...perField].sort()) {
  console.log(`${field.padEnd(40)} ${s.ok}/${s.n}`);
  ok += s.ok;
  n += s.n;
}
console.log(
  `\n${dirs.length} packets, ${ok}/${n} values correct (${((ok / Math.max(n, 1)) * 100).toFixed(1)}%)`,
);
