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

/**
 * Only same-site paths are followed after sign-in; anything else (absolute or
 * protocol-relative URLs) would turn the login form into an open redirect.
 */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function redirectTargetFrom(search: string): string | null {
  return safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM));
}
