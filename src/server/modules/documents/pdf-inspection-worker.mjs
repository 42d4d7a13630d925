// Worker-thread module of the upload check (pdf-inspection.ts, run by piscina). A worker
// does not inherit the parent's TypeScript loader (tsx under `npm start`, vitest in
// tests), so it registers tsx itself before loading the TypeScript code.
import { register } from 'tsx/esm/api';

register();
const { inspectInWorker } = await import('./pdf-inspection-entry.ts');

export default inspectInWorker;
