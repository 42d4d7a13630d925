import { useEffect } from 'react';
import { documentTitle } from '../../shared/public-pages';

/** Each screen names itself in the browser tab; screen readers announce it too. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
