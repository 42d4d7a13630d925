import { MapPin, Star } from 'lucide-react';
import type { Testimonial } from '../../lib/marketing';

/** Star rating read out as 'Rated N out of 5'. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex text-amber-600">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions.
          key={i}
          aria-hidden="true"
          className={`size-4 ${i < rating ? 'fill-current' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}

/** Initials badge, name, role, company and location of a testimonial (no photos). */
export function TestimonialAuthor({ testimonial }: { testimonial: Testimonial }) {
  return (
    <span className="flex items-center gap-3 text-left">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white"
      >
        {testimonial.avatar}
      </span>
      <span className="text-sm text-slate-700">
        <span className="block font-semibold text-slate-900">{testimonial.author}</span>
        {testimonial.role}, {testimonial.company}
        <span className="mt-0.5 flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {testimonial.location}
        </span>
      </span>
    </span>
  );
}
