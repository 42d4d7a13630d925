import type { ReactNode } from 'react';
import { useAppConfig } from '../../lib/use-app-config';

/**
 * The support address comes from the deployment's settings, never from the page source.
 * It is undefined until the settings are known; callers then render nothing for it.
 */
export function useSupportEmail(): string | undefined {
  const { data: config } = useAppConfig();
  return config?.supportEmail;
}

/**
 * mailto: link target. Only the subject is encoded (spaces become %20, which every mail
 * client reads); the address is left as given so the build-time placeholder the server
 * replaces stays intact in pre-rendered HTML.
 */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** The support address as a mailto link; renders nothing until the address is known. */
export function SupportEmailLink({
  subject,
  className,
  children,
}: {
  subject?: string;
  className?: string;
  /** Link text; the address itself when omitted. */
  children?: ReactNode;
}) {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    // break-all on the bare address: a long one must wrap on a 375 px screen instead of
    // widening the page.
    <a href={mailtoHref(email, subject)} className={`${children ? '' : 'break-all '}${className ?? ''}`}>
      {children ?? email}
    </a>
  );
}
