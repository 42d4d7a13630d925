import { usePageTitle } from '../lib/use-page-title';
import { AboutSection } from './landing/AboutSection';
import { FaqSection } from './landing/FaqSection';
import { HeroSection } from './landing/HeroSection';
import { HowItWorksSection } from './landing/HowItWorksSection';
import { PricingSection } from './landing/PricingSection';
import { useScrollToHash } from './landing/use-scroll-to-hash';

/** Landing page, first cut: the sections and anchors the header and footer point at. */
export function LandingPage() {
  usePageTitle(undefined);
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <PricingSection />
      <AboutSection />
      <FaqSection />
    </>
  );
}
