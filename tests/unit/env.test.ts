import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';

describe('loadEnv', () => {
  it('needs nothing for the embedded default', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_URL: 'http://localhost:3000' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_USERS).toBeUndefined();
  });

  it('honours PORT in the default APP_URL and strips a trailing slash from APP_URL', () => {
    expect(loadEnv({ PORT: '4123' }).APP_URL).toBe('http://localhost:4123');
    expect(loadEnv({ APP_URL: 'https://audit.example.com/' }).APP_URL).toBe('https://audit.example.com');
  });

  it('treats an empty DATABASE_URL as unset and parses the boolean flags', () => {
    const env = loadEnv({ DATABASE_URL: '', TRUST_PROXY: 'true', SEED_DEMO_USERS: 'false' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.SEED_DEMO_USERS).toBe(false);
  });

  it('fails fast with a message naming each bad variable', () => {
    const run = () => loadEnv({ DATABASE_URL: 'mysql://x', PORT: 'abc', BETTER_AUTH_SECRET: 'short' });
    expect(run).toThrow(/^Invalid configuration:/);
    expect(run).toThrow(/DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL/);
    expect(run).toThrow(/PORT: /);
    expect(run).toThrow(/BETTER_AUTH_SECRET: BETTER_AUTH_SECRET must be at least 32 characters/);
  });
});
