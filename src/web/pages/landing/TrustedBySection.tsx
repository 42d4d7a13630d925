import { LOGO_HEIGHT, LOGO_WIDTH, TRUSTED_BY_LOGOS } from '../../lib/marketing';

/** A row of small-business logos (static SVG files in public/logos, loaded lazily). */
export function TrustedBySection() {
  return (
    <section id="trusted-by" aria-labelledby="trusted-by-heading" className="px-4 py-12 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2 id="trusted-by-heading" className="text-center text-xl font-semibold text-slate-900">
          Trusted by Small Businesses Like Yours
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center justify-items-center gap-6 sm:grid-cols-3 lg:grid-cols-6">
          {TRUSTED_BY_LOGOS.map((logo) => (
            <li key={logo.name}>
              <img
                src={logo.src}
                alt={logo.name}
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
                loading="lazy"
                decoding="async"
                className="h-auto max-w-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
