/**
 * npx tsx tests/generator/cli.ts --seed 7 --count 5 --out /tmp/packets [--scanned] [--errors]
 *   [--rules PRO_RATA_SHARE,MATH_ERROR] [--kind retail|office|industrial] [--lease-type NNN|BASE_YEAR]
 *   [--family classic|ledger-west|tower-office|harbor-medical|county-plaza|parkway-flex|summit-industrial|riverside-mixed|lakeside-grocery|northgate-office|bayfront-mixeduse|elmstreet-smallowner|cedar-labs|prairie-powercenter|meridian-suburban|towerbridge-office|stellalink-clinic|uplands-research|willowbrook-commons|kingsgate-mall|northshore-outlets|ridgeline-office|harborpoint-condo|bluewater-rider|oakmont-perfoot|pinecrest-trust|foxhollow-letter|juniper-matrix|quarry-budget|ashford-greenbar|meadowlark-portal|larkspur-board|wexford-certified|tidewater-questions|hollis-allocation]
 * Writes <out>/<id>/ for seeds seed .. seed+count-1 and prints one summary line per packet.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Kind } from './data';
import {
  GENERATOR_FAMILIES,
  type GeneratorFamily,
  generatePacket,
  PLANTABLE_RULES,
  type PlantableRule,
  randomPacketSpec,
} from './generate-packet';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '1' },
    out: { type: 'string', default: '/tmp/packets' },
    scanned: { type: 'boolean', default: false },
    errors: { type: 'boolean', default: false },
    rules: { type: 'string' },
    kind: { type: 'string' },
    'lease-type': { type: 'string' },
    years: { type: 'string' },
    family: { type: 'string' },
  },
});

function fail(msg: string): never {
  process.stderr.write(`${msg}\n`);
  process.exit(2);
}

const seed = Number(values.seed);
const count = Number(values.count);
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1)
  fail('--seed and --count must be integers');
let errors: boolean | PlantableRule[] = values.errors ?? false;
if (values.rules) {
  const rules = values.rules.split(',').map((r) => r.trim());
  for (const r of rules) if (!PLANTABLE_RULES.includes(r as PlantableRule)) fail(`unknown rule ${r}`);
  errors = rules as PlantableRule[];
}
const family = values.family as GeneratorFamily | undefined;
if (family && !GENERATOR_FAMILIES.includes(family)) fail(`--family must be ${GENERATOR_FAMILIES.join(', ')}`);
const kind = values.kind as Kind | undefined;
if (kind && !['retail', 'office', 'industrial'].includes(kind))
  fail('--kind must be retail, office or industrial');
const leaseType = values['lease-type'] as 'NNN' | 'BASE_YEAR' | undefined;
if (leaseType && leaseType !== 'NNN' && leaseType !== 'BASE_YEAR')
  fail('--lease-type must be NNN or BASE_YEAR');

for (let i = 0; i < count; i++) {
  const s = seed + i;
  const spec = randomPacketSpec(s, {
    errors,
    scanned: values.scanned,
    kind,
    leaseType,
    years: values.years ? Number(values.years) : undefined,
    family,
  });
  const dir = path.join(values.out!, spec.id);
  const t0 = Date.now();
  const truth = await generatePacket(spec, dir);
  const errs = truth.errors.map((e) => `${e.rule}@${e.year}=${e.amountCents}`).join(' ') || 'clean';
  process.stdout.write(
    `${dir}  ${spec.kind}/${spec.leaseType} ${spec.lease.form} stmt=${spec.statementStyle} years=${spec.years}${spec.scanned ? ` scanned(${spec.scanMode})` : ''}  ${errs}  (${Date.now() - t0} ms)\n`,
  );
}
