import { Link } from 'react-router';
import { HOUSE } from '@/client/lib/house';
import { Brand } from './brand';

const columns = [
  {
    title: 'Client Care',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Shipping & Returns', to: '/shipping-returns' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms & Conditions', to: '/terms' },
    ],
  },
  {
    title: 'The House',
    links: [
      { label: 'Collections', to: '/collections' },
      { label: 'Custom Perfume', to: '/custom-perfume' },
      { label: 'Bespoke Perfume', to: '/recipe-builder' },
      { label: 'About Us', to: '/about' },
      { label: 'Gift Cards', to: '/gift-cards' },
    ],
  },
] as const;

const linkClasses = 'text-sm text-ink-soft transition-colors hover:text-ink hover:underline hover:underline-offset-4';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="defer-render border-t border-line bg-surface">
      <div className="container-page grid grid-cols-2 gap-x-8 gap-y-12 py-16 md:grid-cols-[1.6fr_1fr_1fr] md:gap-10 lg:py-20">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Brand />
          <p className="mt-5 text-sm leading-relaxed text-ink-soft">
            Fragrances composed by hand in small batches, and perfumes made to your own measure, drop by drop.
          </p>
          <address className="mt-6 text-sm leading-relaxed text-ink-soft not-italic">
            {HOUSE.street}, {HOUSE.postalCode} {HOUSE.city}
            <br />
            <a href={`mailto:${HOUSE.email}`} className={linkClasses}>
              {HOUSE.email}
            </a>
          </address>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="eyebrow font-sans">{col.title}</h2>
            {/* Each link a 24 px target at least (WCAG 2.5.8), with the same 32 px rhythm as before. */}
            <ul className="mt-5 grid gap-2">
              {col.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={`inline-flex min-h-6 items-center ${linkClasses}`}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-ink-soft sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Maison Lumière. All rights reserved.</p>
          <p>Maison de parfum · Since 2020</p>
        </div>
      </div>
    </footer>
  );
}
