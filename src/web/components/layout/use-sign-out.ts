import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../../auth/auth-context';
import { errorMessage } from '../../lib/api';

/** Sign-out for the header: tracks the pending call and reports a failure instead of hiding it. */
export function useSignOut() {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      toast.error(errorMessage(error));
      setSigningOut(false);
    }
  }, [signOut]);
  return { signOut: run, signingOut };
}
