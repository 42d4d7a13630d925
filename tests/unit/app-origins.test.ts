import { describe, expect, it } from 'vitest';
import { appHosts, appOrigins, isLoopbackUrl, wrongOriginMessage } from '../../src/server/http/origin-check';

describe('the addresses the app answers on (decision 0027)', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:5173', 'http://[::1]:8080', 'https://localhost'])(
    '%s is a loopback (development) address',
    (url) => {
      expect(isLoopbackUrl(url)).toBe(true);
    },
  );

  it.each(['https://app.example.com', 'http://192.168.1.20:3000', 'http://localhost.example.com'])(
    '%s is not',
    (url) => {
      expect(isLoopbackUrl(url)).toBe(false);
    },
  );

  it('in development every loopback alias on the same port and scheme is ours', () => {
    expect(appOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(appHosts('http://127.0.0.1:5173')).toEqual(['localhost:5173', '127.0.0.1:5173', '[::1]:5173']);
    expect(appOrigins('https://localhost')).toEqual([
      'https://localhost',
      'https://127.0.0.1',
      'https://[::1]',
    ]);
  });

  it('behind a configured address only that origin is ours, and a stranger is told where to go', () => {
    expect(appOrigins('https://app.example.com')).toEqual(['https://app.example.com']);
    expect(appHosts('https://app.example.com:8443')).toEqual(['app.example.com:8443']);
    expect(wrongOriginMessage('https://app.example.com')).toBe(
      'Open LeaseAudit at https://app.example.com to sign in.',
    );
  });
});
