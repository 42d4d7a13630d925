import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { NavItem } from './nav-items';

type ExtraProps = Omit<ComponentProps<'a'>, 'href'>;

/** Renders a NavItem as a router link or a plain in-page anchor. */
export function NavItemLink({ item, ...props }: { item: NavItem } & ExtraProps) {
  if (item.kind === 'anchor') {
    return (
      <a href={item.href} {...props}>
        {item.label}
      </a>
    );
  }
  return (
    <Link to={item.to} {...props}>
      {item.label}
    </Link>
  );
}
