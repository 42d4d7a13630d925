import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTargetFrom, safeRedirectTarget } from '../../src/web/lib/redirect';

describe('redirect after sign-in (issue 11, item 11)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/documents?status=pending#top', '/documents?status=pending#top'],
    ['/analysis-requests/abc-123', '/analysis-requests/abc-123'],
    ['/a/../account', '/account'],
  ])('follows the in-app path %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    ['a tab that browsers drop, making //evil', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['protocol-relative', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/x/..\\..\\/evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a malformed escape', '/%E0%A4%A'],
    ['empty', ''],
  ])('refuses %s', (_why, value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it('decodes the query parameter of the issue and refuses it', () => {
    expect(redirectTargetFrom('?redirect=%2F%09%2Fevil.example')).toBeNull();
    expect(redirectTargetFrom('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(redirectTargetFrom('?redirect=%2F%5Cevil.example')).toBeNull();
    expect(redirectTargetFrom('?redirect=javascript%3Aalert(1)')).toBeNull();
    expect(redirectTargetFrom('')).toBeNull();
  });

  it('round-trips the page a visitor was heading to', () => {
    const login = loginPathFor({ pathname: '/documents', search: '?q=lease', hash: '#list' });
    expect(redirectTargetFrom(new URL(login, 'http://x').search)).toBe('/documents?q=lease#list');
  });
});
