import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../shared/constants';
import { useAuth } from '../../auth/auth-context';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { buttonStyles } from '../ui/button-styles';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavItemLink } from './NavItemLink';
import { accountMenuItems, type NavItem, signedInItems, signedOutItems } from './nav-items';
import { useSignOut } from './use-sign-out';

const desktopLinkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** Mobile panel shows the header links and the account menu's, without repeating Dashboard. */
function mobileItems(main: NavItem[], account: NavItem[]): NavItem[] {
  const seen = new Set(main.map((item) => item.label));
  return [...main, ...account.filter((item) => !seen.has(item.label))];
}

/**
 * Top navigation (spec 2.2). Transparent at the top of the page, solid white with a
 * shadow once scrolled past the threshold; `data-scrolled` exposes that state to tests.
 */
export function Header() {
  const { isAuthenticated, profile } = useAuth();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { signOut, signingOut } = useSignOut();
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mobileMenuId = useId();

  // Any navigation closes the mobile panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used inside.
  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  const mainItems = isAuthenticated ? signedInItems(pathname === '/dashboard') : signedOutItems();
  const menuItems = isAuthenticated && profile ? accountMenuItems(profile.role) : [];
  const solid = scrolled || mobileOpen;

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] duration-200 ${
        solid ? 'bg-white shadow-md' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo to={isAuthenticated ? '/dashboard' : '/'} />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainItems.map((item) => (
            <NavItemLink
              key={item.label}
              item={item}
              className={
                item.kind === 'route' && item.primary ? `${buttonStyles.primary} ml-2` : desktopLinkClasses
              }
            />
          ))}
          {isAuthenticated ? (
            <AccountMenu items={menuItems} onSignOut={signOut} signingOut={signingOut} />
          ) : null}
        </nav>

        <button
          ref={toggleRef}
          type="button"
          aria-label="Toggle menu"
          aria-expanded={mobileOpen}
          aria-controls={mobileOpen ? mobileMenuId : undefined}
          onClick={() => setMobileOpen((open) => !open)}
          className="rounded-md p-2 text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 md:hidden"
        >
          {mobileOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      {mobileOpen ? (
        <MobileMenu
          id={mobileMenuId}
          items={mobileItems(mainItems, menuItems)}
          onNavigate={() => setMobileOpen(false)}
          onSignOut={isAuthenticated ? signOut : undefined}
          signingOut={signingOut}
        />
      ) : null}
    </header>
  );
}
