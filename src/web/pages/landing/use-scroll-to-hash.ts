import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FOOTER_ABOUT_SCROLL_DELAY_MS } from '../../../shared/constants';

/**
 * Arriving at /#about (or any section) from another page: wait for the page to lay
 * out, then scroll to the section (spec 9: 100 ms).
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    }, FOOTER_ABOUT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
