import { createContext, useContext } from 'react';
import type { Profile, SessionUser } from '../lib/api-types';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  firstName: string;
  lastName: string;
}

/** Auth state of spec 4: who is signed in, their profile and the actions that change it. */
export interface AuthState {
  user: SessionUser | null;
  profile: Profile | null;
  /** True only for role admin (assistants are not admins). */
  isAdmin: boolean;
  /** Signed in with a profile: what the route guards check. */
  isAuthenticated: boolean;
  /** Only the first session load; background refetches keep the current screen. */
  isLoading: boolean;
  /** Message of a failed session load (not of a 401, which just means signed out). */
  error: string | null;
  signIn(input: SignInInput): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  signOut(): Promise<void>;
  /** Re-reads the session, e.g. after the e-mail or password changed. */
  refresh(): Promise<void>;
  /** Stores a profile the server just returned, without another round trip. */
  setProfile(profile: Profile): void;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
