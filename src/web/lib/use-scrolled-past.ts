import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `thresholdPx`; drives the header's solid background. */
export function useScrolledPast(thresholdPx: number): boolean {
  // Starts false, as in the pre-rendered HTML; the effect reads the real position.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}
