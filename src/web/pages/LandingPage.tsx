import { usePageTitle } from '../lib/use-page-title';
import { AboutSection } from './landing/AboutSection';
import { FaqSection } from './landing/FaqSection';
import { FinalCtaSection } from './landing/FinalCtaSection';
import { HeroSection } from './landing/HeroSection';
import { HowItWorksSection } from './landing/HowItWorksSection';
import { PricingSection } from './landing/PricingSection';
import { TestimonialsSection } from './landing/TestimonialsSection';
import { TrustedBySection } from './landing/TrustedBySection';
import { useScrollToHash } from './landing/use-scroll-to-hash';
import { WhyChooseUsSection } from './landing/WhyChooseUsSection';

/** Landing page (spec 2.3): the sections in the spec's order; the footer comes from the layout. */
export function LandingPage() {
  usePageTitle(undefined);
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <TrustedBySection />
      <WhyChooseUsSection />
      <PricingSection />
      <TestimonialsSection />
      <AboutSection />
      <FaqSection />
      <FinalCtaSection />
    </>
  );
}
