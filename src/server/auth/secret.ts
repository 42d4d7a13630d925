import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../logger';

/**
 * The secret that signs session cookies and tokens. Set BETTER_AUTH_SECRET in any real
 * deployment (every process must share it). Without it, one is generated once and kept
 * in DATA_DIR/auth-secret (mode 600), so the embedded default needs no set-up and
 * sessions survive restarts. No secret ever lives in the code.
 */
export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  if (env.NODE_ENV === 'production') {
    logger.warn(
      { file },
      'BETTER_AUTH_SECRET is not set: generated one in the data folder; set it explicitly when running several processes',
    );
  }
  return secret;
}
