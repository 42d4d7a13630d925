import { useEffect } from 'react';

const SITE_NAME = 'LeaseAudit';

/** Each screen names itself in the browser tab; screen readers announce it too. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : `${SITE_NAME} – Commercial Lease Audits`;
  }, [title]);
}
