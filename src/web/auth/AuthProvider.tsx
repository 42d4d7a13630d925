import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { ApiError, apiGet, apiPost, errorMessage, GENERIC_ERROR_MESSAGE } from '../lib/api';
import type { AuthUserResponse, MeResponse, Profile } from '../lib/api-types';
import { ME_QUERY_KEY, SESSION_INDEPENDENT_KEYS } from '../lib/query-keys';
import { AuthContext, type AuthState, type SignInInput, type SignUpInput } from './auth-context';

/** 401 is the normal answer for a visitor, not an error. */
async function fetchSession(signal: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiGet<MeResponse>('/api/me', signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Shown when a sign-up did not sign in: the address already had an account, whose owner was mailed. */
const signUpMailedMessage = (email: string) =>
  `We sent a message to ${email}. Please check your inbox to continue.`;

/** The server ignores sign-out of an already ended session; so do we (spec 7: 401/403/404). */
const IGNORED_SIGN_OUT_STATUSES = new Set([401, 403, 404]);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

  const reloadSession = useCallback(async () => {
    // Nothing cached for a previous session may show up in the next one.
    queryClient.removeQueries({
      predicate: (query) => !SESSION_INDEPENDENT_KEYS.includes(String(query.queryKey[0])),
    });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const requireSignedIn = useCallback(() => {
    // The cookie should be set by now; if it is not, say so instead of silently staying put.
    const me = queryClient.getQueryData<MeResponse | null>(ME_QUERY_KEY);
    if (!me?.profile) throw new Error(GENERIC_ERROR_MESSAGE);
  }, [queryClient]);

  const signIn = useCallback(
    async ({ email, password }: SignInInput) => {
      const result = await apiPost<AuthUserResponse>('/api/auth/sign-in/email', { email, password });
      if (!result?.user) throw new Error(GENERIC_ERROR_MESSAGE);
      await reloadSession();
      requireSignedIn();
    },
    [reloadSession, requireSignedIn],
  );

  const signUp = useCallback(
    async ({ firstName, lastName, email, password }: SignUpInput) => {
      const result = await apiPost<AuthUserResponse>('/api/auth/sign-up/email', {
        name: `${firstName} ${lastName}`,
        email,
        password,
        firstName,
        lastName,
        acceptedTerms: true,
      });
      if (!result?.user) throw new Error('Signup failed');
      await reloadSession();
      // A sign-up with an address that already has an account answers like any other but
      // signs nobody in; its owner gets an e-mail instead (decision 0026).
      const me = queryClient.getQueryData<MeResponse | null>(ME_QUERY_KEY);
      if (!me?.profile) throw new Error(signUpMailedMessage(email));
    },
    [reloadSession, queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await apiPost('/api/auth/sign-out', {});
    } catch (error) {
      if (!(error instanceof ApiError && IGNORED_SIGN_OUT_STATUSES.has(error.status))) throw error;
    }
    // A full page load to / drops every cached query and component state of this user
    // at once, and avoids the protected page's guard racing the navigation to /login.
    window.location.assign('/');
  }, []);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const setProfile = useCallback(
    (profile: Profile) => {
      queryClient.setQueryData<MeResponse | null>(ME_QUERY_KEY, (me) => (me ? { ...me, profile } : me));
    },
    [queryClient],
  );

  const me = session.data ?? null;
  const value = useMemo<AuthState>(() => {
    const profile = me?.profile ?? null;
    return {
      user: me?.user ?? null,
      profile,
      isAdmin: profile?.role === 'admin',
      isAuthenticated: Boolean(me?.user && profile),
      isLoading: session.isPending,
      error: session.error ? errorMessage(session.error) : null,
      signIn,
      signUp,
      signOut,
      refresh,
      setProfile,
    };
  }, [me, session.isPending, session.error, signIn, signUp, signOut, refresh, setProfile]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
