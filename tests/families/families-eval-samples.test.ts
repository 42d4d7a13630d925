import { describeFamilyRatchets, SAMPLES_FILE_FAMILIES } from './ratchets';

// SAMPLES_FILE_FAMILIES (decision 0047; figures in ratchets.ts): a file of
// their own so the two CI workers run them beside the other families.
describeFamilyRatchets((name) => SAMPLES_FILE_FAMILIES.includes(name));
