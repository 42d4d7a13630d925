import { BadgeDollarSign, Clock, type LucideIcon, ShieldCheck, UserCheck, Wrench } from 'lucide-react';
import { successStoryTestimonial } from '../../lib/marketing';
import { RatingStars, TestimonialAuthor } from './TestimonialMeta';

const BENEFITS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: UserCheck,
    title: 'Expert-Reviewed, Not Just Automated',
    text: 'Automated analysis checks every charge against your lease, then an expert reviews the findings before you see them.',
  },
  {
    icon: Clock,
    title: 'Results in 48 Hours',
    text: 'Upload your documents in about five minutes and receive your report within 48 hours.',
  },
  {
    icon: BadgeDollarSign,
    title: 'One Flat, One-Time Fee',
    text: 'Pay once per audit. No subscription and no share of what you recover.',
  },
  {
    icon: Wrench,
    title: 'Tools to Get Your Money Back',
    text: 'The exact overpayment, what you should actually be paying and, with Premium, ready-to-send emails for your landlord.',
  },
];

export function WhyChooseUsSection() {
  const story = successStoryTestimonial();
  return (
    <section
      id="why-choose-us"
      aria-labelledby="why-choose-us-heading"
      className="bg-white px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="why-choose-us-heading" className="text-center text-3xl font-bold text-slate-900">
          Why Choose LeaseAudit
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-lg border border-slate-200 bg-slate-50 p-6">
              <benefit.icon aria-hidden="true" className="size-8 text-blue-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="rounded-lg border-2 border-green-700 bg-green-50 p-6">
            <div className="flex items-center gap-3">
              <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-green-800" />
              <h3 className="text-xl font-semibold text-slate-900">Money-Back Guarantee</h3>
            </div>
            <p className="mt-4 text-slate-800">
              No billing errors found? Full money-back guarantee. If we don&apos;t find potential savings,
              your audit is free: we refund the full fee.
            </p>
            <p className="mt-3 text-sm text-slate-700">
              Billing errors discovered? You get the evidence and the amounts to recover your overpaid
              dollars.
            </p>
          </div>

          {story ? (
            <figure className="rounded-lg border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-xl font-semibold text-slate-900">Client Success Story</h3>
              <p className="mt-2 text-2xl font-bold text-green-800">
                {story.company} recovered {story.savings}
              </p>
              <blockquote className="mt-4 text-slate-800">
                <p>&ldquo;{story.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <TestimonialAuthor testimonial={story} />
                <RatingStars rating={story.rating} />
              </figcaption>
            </figure>
          ) : null}
        </div>
      </div>
    </section>
  );
}
