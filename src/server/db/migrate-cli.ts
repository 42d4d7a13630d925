import { loadEnv } from '../env';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database. */
const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await runMigrations(handle);
await handle.close();
console.log(`migrations applied (${handle.kind})`);
