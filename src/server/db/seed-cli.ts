import { createApp } from '../app';
import { loadEnv } from '../env';

/** `npm run db:seed`: seeds the demo accounts into an empty database (PostgreSQL included). */
const env = loadEnv({ ...process.env, SEED_DEMO_USERS: 'false' });
const { services, close } = await createApp(env);
const { seedDemoUsers } = await import('./seed');
const created = await seedDemoUsers(services);
await close();
console.log(created ? `seeded ${created} demo accounts` : 'database already has users: nothing seeded');
