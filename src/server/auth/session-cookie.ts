import { createHmac, timingSafeEqual } from 'node:crypto';

/** better-auth's session cookie names (the __Secure- one when cookies are Secure). */
const COOKIE_NAMES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

/**
 * Reads and verifies the signed session cookie the way better-auth writes it
 * (`encodeURIComponent(token + "." + base64(HMAC-SHA256(secret, token)))`), so the hot
 * path needs no framework round-trip. Returns the session token, or null when the
 * cookie is absent or its signature is wrong.
 */
export function readSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  const raw = sessionCookieValue(cookieHeader);
  if (raw === null) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session cookie's value as sent (still signed and encoded), or null. The session
 * cache keys on it: only values whose signature was checked are ever stored there.
 */
export function sessionCookieValue(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (COOKIE_NAMES.includes(name)) return part.slice(eq + 1).trim();
  }
  return null;
}

/** True when the request carries a session cookie at all (signed or not, valid or not). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => COOKIE_NAMES.includes(part.split('=')[0]!.trim()));
}
