import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FOOTER_ABOUT_SCROLL_DELAY_MS } from '../../../shared/constants';

/**
 * Arriving at /#about (or any section), from another page or from a header link on this one:
 * wait for the page to lay out, then scroll to the section (spec 9: 100 ms). Keyed on the
 * location key too, so choosing the same link twice scrolls back to its section.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger for repeated navigations to the same hash.
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
    }, FOOTER_ABOUT_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
