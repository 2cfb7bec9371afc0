import { Link } from 'react-router';
import { Brand } from './brand';
import { FacebookIcon, InstagramIcon, PinterestIcon, XIcon } from './social-icons';

const socials = [
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Twitter / X', Icon: XIcon },
  { label: 'Pinterest', Icon: PinterestIcon },
] as const;

const columns = [
  {
    title: 'Client Care',
    links: [
      { label: 'Contact Us', to: '/' },
      { label: 'Shipping & Returns', to: '/' },
      { label: 'FAQ', to: '/' },
      { label: 'Privacy Policy', to: '/' },
      { label: 'Terms & Conditions', to: '/' },
    ],
  },
  {
    title: 'Gifting',
    links: [
      { label: 'Gift Sets', to: '/collections' },
      { label: 'Accessories', to: '/collections' },
      { label: 'Corporate Gifts', to: '/collections' },
      { label: 'Refill Program', to: '/collections' },
    ],
  },
  {
    title: 'The House',
    links: [
      { label: 'Collections', to: '/collections' },
      { label: 'Custom Perfume', to: '/custom-perfume' },
      { label: 'Bespoke Perfume', to: '/recipe-builder' },
      { label: 'About Us', to: '/about' },
    ],
  },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="defer-render border-t border-line bg-surface">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-10 lg:py-20">
        <div className="max-w-xs">
          <Brand />
          <p className="mt-5 text-sm leading-relaxed text-ink-soft">
            Fragrances composed by hand in small batches, and perfumes made to your own measure, drop by drop.
          </p>
          <ul className="mt-6 flex items-center gap-1" aria-label="Social media">
            {socials.map(({ label, Icon }) => (
              <li key={label}>
                <Link
                  to="/"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex size-10 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-muted hover:text-ink"
                >
                  <Icon />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="eyebrow font-sans">{col.title}</h2>
            <ul className="mt-5 grid gap-3">
              {col.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sm text-ink-soft transition-colors hover:text-ink hover:underline hover:underline-offset-4">
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
