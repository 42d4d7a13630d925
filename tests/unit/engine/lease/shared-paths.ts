import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const sharedDir = path.resolve(repoRoot, '../shared');
export const hasShared = existsSync(path.join(sharedDir, 'samples'));
