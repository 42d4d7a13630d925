#!/usr/bin/env node
// The npm registry reachable from our machines serves only the linux-x64 builds of
// packages that ship per-platform binaries (biome, rolldown, tailwind oxide, napi-rs
// canvas...). `npm install` skips the others silently, but `npm ci` then refuses the
// lockfile ("Missing: ... from lock file"). This removes, from each lockfile entry's
// optionalDependencies, the platform packages that the lockfile has no entry for, so
// `npm ci` installs exactly what `npm install` resolved. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
let removed = 0;

/** Where Node would look for `name` from package `key`: its own node_modules, then each ancestor's. */
function candidates(key, name) {
  const out = [];
  let dir = key;
  for (;;) {
    out.push(`${dir ? `${dir}/` : ''}node_modules/${name}`);
    if (!dir) break;
    const at = dir.lastIndexOf('node_modules/');
    dir = at <= 0 ? '' : dir.slice(0, at - 1);
  }
  return out;
}

for (const [key, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const wanted = entry.optionalDependencies[name];
    // An exact version must be present at that version; a range only needs an entry.
    const fits = (e) => e && (!/^\d+\.\d+\.\d+/.test(wanted) || e.version === wanted);
    if (!candidates(key, name).some((k) => fits(lock.packages[k]))) {
      delete entry.optionalDependencies[name];
      removed++;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lockfile: removed ${removed} unavailable optional platform packages`);
