import { useCallback, useEffect, useState } from 'react';
import { SUCCESS_MESSAGE_TIMEOUT_MS } from '../../shared/constants';

interface Flash {
  text: string;
  /** Distinguishes two identical messages in a row so the timer restarts. */
  serial: number;
}

/** A success message that clears itself after the spec's timeout (5000 ms). */
export function useFlashMessage(timeoutMs: number = SUCCESS_MESSAGE_TIMEOUT_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [flash, timeoutMs]);

  const show = useCallback(
    (text: string) => setFlash((prev) => ({ text, serial: (prev?.serial ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setFlash(null), []);

  return { message: flash?.text ?? null, show, clear };
}
