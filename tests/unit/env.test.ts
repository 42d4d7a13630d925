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

  it('leaves S3 unset by default (local file store) and treats empty S3_* as unset', () => {
    const env = loadEnv({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' });
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_ENDPOINT).toBeUndefined();
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(loadEnv({}).S3_BUCKET).toBeUndefined();
  });

  it('parses a complete S3 configuration', () => {
    const env = loadEnv({
      S3_BUCKET: 'leaseaudit-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({
      S3_BUCKET: 'leaseaudit-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: true,
    });
    // Only the bucket is needed on AWS with the default credential chain.
    expect(loadEnv({ S3_BUCKET: 'leaseaudit-files' }).S3_ENDPOINT).toBeUndefined();
  });

  it('refuses incomplete or malformed S3 settings', () => {
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: S3_BUCKET is required when S3_ENDPOINT is set/,
    );
    expect(() => loadEnv({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_BUCKET: S3_BUCKET is required/);
    expect(() => loadEnv({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadEnv({ S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET: S3_BUCKET must be a valid S3 bucket name/,
    );
    expect(() => loadEnv({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT: /);
    expect(() => loadEnv({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE: /);
  });
});
