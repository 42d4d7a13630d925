#!/usr/bin/env node
// `npx leaseaudit analyze ...`: runs the engine's CLI (TypeScript, through tsx).
import { register } from 'tsx/esm/api';

register();
await import('../src/engine/cli.ts');
