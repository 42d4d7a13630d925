import { describe, expect, it } from 'vitest';
import { loadFamilies } from '../support/families';
import { describeFamilyRatchets, RATCHETS, SAMPLES_FILE_FAMILIES, TUNED_HERE } from './ratchets';

describe('the family manifest', () => {
  it('gives every held-out family a ratchet, and ratchets only families no other test runs', () => {
    const families = loadFamilies();
    const expected = [...families.filter((f) => !f.tunedOn).map((f) => f.name), ...TUNED_HERE].sort();
    expect(Object.keys(RATCHETS).sort()).toEqual(expected);
    for (const name of TUNED_HERE) expect(families.find((f) => f.name === name)?.tunedOn).toBe(true);
  });
});

// Every ratcheted family the samples file does not run (decision 0047; figures in ratchets.ts).
describeFamilyRatchets((name) => !SAMPLES_FILE_FAMILIES.includes(name));
