import type { PlanKey, Role } from '../../shared/constants';

/**
 * The demo accounts seeded into an empty embedded database (README lists them). They
 * are demo credentials for a local install, not secrets: seeding is off by default on
 * PostgreSQL and can be turned off with SEED_DEMO_USERS=false.
 */
export const DEMO_USERS: ReadonlyArray<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  credits: number;
  tier: PlanKey | null;
}> = [
  {
    email: 'customer@leaseaudit.local',
    password: 'demo-customer',
    firstName: 'Dana',
    lastName: 'Baker',
    role: 'user',
    credits: 1,
    tier: 'basic',
  },
  {
    email: 'admin@leaseaudit.local',
    password: 'demo-admin',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'admin',
    credits: 0,
    tier: null,
  },
  {
    email: 'assistant@leaseaudit.local',
    password: 'demo-assistant',
    firstName: 'Sam',
    lastName: 'Reviewer',
    role: 'assistant',
    credits: 0,
    tier: null,
  },
];
