import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { NavItem } from './nav-items';

type ExtraProps = Omit<ComponentProps<'a'>, 'href'>;

/**
 * Renders a NavItem as a router link. A landing-page section becomes `/#<section>`: the router
 * scrolls to it on the landing page and opens the landing page from anywhere else, and the
 * server-rendered href works before the script has loaded.
 */
export function NavItemLink({ item, ...props }: { item: NavItem } & ExtraProps) {
  const to = item.kind === 'section' ? { pathname: '/', hash: `#${item.section}` } : item.to;
  return (
    <Link to={to} {...props}>
      {item.label}
    </Link>
  );
}
