import { LogOut } from 'lucide-react';
import { NavItemLink } from './NavItemLink';
import type { NavItem } from './nav-items';

const linkClasses =
  'block rounded-md px-3 py-2 text-base font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700';

/** The header's links stacked for small screens; shown below md only. */
export function MobileMenu({
  id,
  items,
  onNavigate,
  onSignOut,
  signingOut,
}: {
  id: string;
  items: readonly NavItem[];
  onNavigate: () => void;
  /** Present when signed in. */
  onSignOut?: () => void;
  signingOut: boolean;
}) {
  return (
    <nav
      id={id}
      aria-label="Mobile"
      className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-md md:hidden"
    >
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.label}>
            <NavItemLink item={item} className={linkClasses} onClick={onNavigate} />
          </li>
        ))}
        {onSignOut ? (
          <li>
            <button
              type="button"
              disabled={signingOut}
              onClick={onSignOut}
              className={`${linkClasses} flex w-full items-center gap-2 text-left`}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
