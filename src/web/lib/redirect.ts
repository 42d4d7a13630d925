/** Query parameter that carries the page a signed-out visitor wanted, through /login and /register. */
export const REDIRECT_PARAM = 'redirect';

export const HOME_FOR_SIGNED_IN = '/dashboard';

interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

export function loginPathFor(location: PathParts): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}

/** A placeholder origin: a value that still resolves onto it is a path inside the app. */
const IN_APP = 'https://in-app.invalid';

/**
 * Only paths inside the app are followed after sign-in; anything else (absolute or
 * protocol-relative URLs, `/\evil`, `javascript:`) would turn the login form into an
 * open redirect or crash the router. Control characters are refused outright: browsers
 * drop tabs and newlines from URLs, so `/<TAB>/evil.example` would become `//evil.example`.
 * The value is resolved the way the browser would, and kept only if it stays in the app;
 * what is returned is that normalised path.
 */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value?.startsWith('/')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, IN_APP);
  } catch {
    return null;
  }
  if (url.origin !== IN_APP) return null;
  try {
    // The router decodes the path; a malformed escape (`/%E0%A4%A`) would crash it.
    decodeURI(url.pathname);
  } catch {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

export function redirectTargetFrom(search: string): string | null {
  return safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
}
