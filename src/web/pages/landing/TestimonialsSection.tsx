import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { TESTIMONIALS } from '../../lib/marketing';
import { RatingStars, TestimonialAuthor } from './TestimonialMeta';

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * Testimonials carousel (spec 2.3), following the WAI-ARIA carousel pattern: the section is the
 * labelled carousel region, each testimonial a slide group, and the visitor moves it with
 * previous/next or the dots. It never advances by itself (WCAG 2.2.2), so the slide area is a
 * polite live region that announces the testimonial the visitor picked.
 */
export function TestimonialsSection() {
  const [current, setCurrent] = useState(0);
  const count = TESTIMONIALS.length;
  const show = (index: number) => setCurrent((index + count) % count);

  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      className="bg-white px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-3xl">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold text-slate-900">
          What Our Clients Say
        </h2>

        <div aria-live="polite" className="mt-10">
          {TESTIMONIALS.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset.
            <div
              key={item.author}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              hidden={index !== current}
              className="rounded-lg border border-slate-200 bg-slate-50 p-6 sm:p-8"
            >
              <figure>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <RatingStars rating={item.rating} />
                  <p className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
                    Recovered {item.savings}
                  </p>
                </div>
                <blockquote className="mt-4 text-lg text-slate-800">
                  <p>&ldquo;{item.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6">
                  <TestimonialAuthor testimonial={item} />
                </figcaption>
              </figure>
            </div>
          ))}
        </div>

        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            aria-label="Previous testimonial"
            onClick={() => show(current - 1)}
            className={controlClasses}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center gap-1">
            {TESTIMONIALS.map((item, index) => (
              <button
                key={item.author}
                type="button"
                aria-label={`Show testimonial ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
                className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-700"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full border border-blue-700 ${
                    index === current ? 'bg-blue-700' : 'bg-white group-hover:bg-blue-100'
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="Next testimonial"
            onClick={() => show(current + 1)}
            className={controlClasses}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
