/** Claims the marketing copy makes (spec 1), as display strings, so every page says the same. */
export const MARKETING_CLAIMS = {
  leasesOvercharged: '85%',
  averageAnnualSavings: '$3,700',
  successRate: '95%',
  averageRecovery: '$6,200',
} as const;

/** A customer quote on the landing page (spec 3 "Other"). The people and businesses are fictional examples. */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  /** Whole stars, 1-5. */
  rating: number;
  /** Amount recovered, as display text. */
  savings: string;
  location: string;
  /** Initials shown in a badge; there are no photo files. */
  avatar: string;
  /** The one testimonial the "Why choose us" section tells as a client success story. */
  hasSuccessStory: boolean;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Our lease caps the CAM admin fee at 10%, but we had been billed 15% for three years. The report showed the exact clause and the difference, and the landlord credited us after one email.',
    author: 'Maria Alvarez',
    role: 'Owner',
    company: 'Maple Crumb Bakery',
    rating: 5,
    savings: '$4,850',
    location: 'Austin, TX',
    avatar: 'MA',
    hasSuccessStory: true,
  },
  {
    quote:
      'We were charged a pro-rata share based on the wrong building size. LeaseAudit laid out the numbers so clearly that our property manager corrected it on the next statement.',
    author: 'James Okafor',
    role: 'Practice Manager',
    company: 'Brightside Family Dental',
    rating: 5,
    savings: '$7,200',
    location: 'Columbus, OH',
    avatar: 'JO',
    hasSuccessStory: false,
  },
  {
    quote:
      'I had no idea what half of our reconciliation meant. The plain-English breakdown and the ready-to-send emails made the conversation with our landlord easy.',
    author: 'Priya Nair',
    role: 'Founder',
    company: 'Stillwater Yoga Studio',
    rating: 5,
    savings: '$2,900',
    location: 'Portland, OR',
    avatar: 'PN',
    hasSuccessStory: false,
  },
];

/** The testimonial told as the success story (the first one flagged). */
export function successStoryTestimonial(
  list: readonly Testimonial[] = TESTIMONIALS,
): Testimonial | undefined {
  return list.find((item) => item.hasSuccessStory);
}

/** Fictional local businesses shown in the "trusted by" row; files live in src/web/public/logos/. */
export const TRUSTED_BY_LOGOS = [
  { name: 'Maple Crumb Bakery', src: '/logos/maple-crumb-bakery.svg' },
  { name: 'Brightside Family Dental', src: '/logos/brightside-family-dental.svg' },
  { name: 'Stillwater Yoga Studio', src: '/logos/stillwater-yoga-studio.svg' },
  { name: 'Ironbark Hardware', src: '/logos/ironbark-hardware.svg' },
  { name: 'Little Kettle Cafe', src: '/logos/little-kettle-cafe.svg' },
  { name: 'Fernwood Florist', src: '/logos/fernwood-florist.svg' },
] as const;

/** Logo files share one size so the row lays out before they load. */
export const LOGO_WIDTH = 160;
export const LOGO_HEIGHT = 48;

export type SocialNetwork = 'linkedin' | 'facebook' | 'x' | 'instagram';

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  {
    network: 'linkedin',
    label: 'LeaseAudit on LinkedIn',
    href: 'https://www.linkedin.com/company/leaseaudit',
  },
  { network: 'facebook', label: 'LeaseAudit on Facebook', href: 'https://www.facebook.com/leaseaudit' },
  { network: 'x', label: 'LeaseAudit on X', href: 'https://x.com/leaseaudit' },
  { network: 'instagram', label: 'LeaseAudit on Instagram', href: 'https://www.instagram.com/leaseaudit' },
];
