import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** The shared folder beside the repo (samples with answer keys); CI has it there too. */
export const sharedDir = path.resolve(repoRoot, '../shared');
export const sample = (...parts: string[]) => path.join(sharedDir, 'samples', ...parts);
export const hasSamples = existsSync(sample('sample-01', 'recon-2023.pdf'));
