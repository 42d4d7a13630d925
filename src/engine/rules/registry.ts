import type { Rule } from './types';

/** Every rule of the catalogue, one file each. Add a rule here when its file exists. */
export const RULES: Rule[] = [];
