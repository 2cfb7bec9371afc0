import { StarRating } from './star-rating';

interface Testimonial {
  content: string;
  author: string;
  role: string;
  rating: number;
}

const testimonials: Testimonial[] = [
  {
    content:
      'I answered a few questions about my mornings by the sea and my weakness for old rose gardens. The perfume that arrived felt as if someone had been quietly taking notes on my life.',
    author: 'Élodie Marchand',
    role: 'Creative Director',
    rating: 5,
  },
  {
    content:
      'Composing my own fragrance drop by drop was absorbing in the best way. The capacity guide kept the formula balanced, and the bottle with my name on it now lives on my desk.',
    author: 'Julien Okafor',
    role: 'Architect',
    rating: 4.5,
  },
  {
    content:
      'The collection is edited with real restraint. The notes are described so clearly that choosing online felt like choosing at a counter, and the scent lasts well into the evening.',
    author: 'Hannah Whitfield',
    role: 'Interior Designer',
    rating: 5,
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="defer-render border-y border-line bg-surface py-24 sm:py-32"
    >
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">In their words</p>
          <h2 id="testimonials-heading" className="mt-4 font-serif text-4xl leading-tight sm:text-5xl">
            What Our Clients Say
          </h2>
        </div>
        <ul className="mt-16 grid gap-6 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.author} data-testid="testimonial">
              <figure className="flex h-full flex-col border border-line bg-background p-8 sm:p-10">
                <StarRating rating={t.rating} />
                <blockquote className="mt-6 flex-1 font-serif text-xl leading-snug text-ink sm:text-[1.375rem]">
                  <p>“{t.content}”</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-accent-soft/60 bg-muted font-serif text-base text-accent"
                  >
                    {initials(t.author)}
                  </span>
                  <span className="flex flex-col">
                    <span className="text-sm font-medium text-ink">{t.author}</span>
                    <span className="text-xs text-ink-soft">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
