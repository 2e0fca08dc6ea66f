import { Star } from 'lucide-react';
import { TESTIMONIALS } from '../utils/landing-content';

const STARS = [1, 2, 3, 4, 5] as const;

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-ink-950/40 px-5 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <h2
          id="testimonials-title"
          className="text-center font-display text-3xl font-semibold text-zinc-50 sm:text-4xl"
        >
          Trusted by our members
        </h2>
        <ul className="mt-12 grid gap-5 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-gold-500/15 bg-ink-800/60 p-6">
                <div className="flex gap-1" role="img" aria-label="Rated 5 out of 5 stars">
                  {STARS.map((n) => (
                    <Star
                      key={n}
                      aria-hidden="true"
                      className="size-4 fill-gold-400 text-gold-400"
                    />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed text-zinc-100">
                  &ldquo;{testimonial.quote}&rdquo;
                </blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-semibold text-gold-300">{testimonial.name}</span>
                  <span className="text-zinc-400">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
