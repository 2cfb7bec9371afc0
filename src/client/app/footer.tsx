import { Link } from 'react-router';
import { socialNetworkNames, telHref } from '@/domain/settings/house';
import { EmailAddress } from '@/client/components/email-address';
import { useHouse } from '@/client/lib/house-query';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { MarketSelect } from './market-select';
import { ThemeSetting } from './theme-toggle';
import { paths } from '@/domain/pages/paths';

/** Every link leads to a page that exists (tests/e2e/footer-pages.spec.ts follows each one). */
const columns = [
  {
    title: msg('Client Care'),
    links: [
      { label: msg('Contact Us'), to: paths.info('contact') },
      { label: msg('Shipping & Returns'), to: paths.info('shipping-returns') },
      { label: msg('FAQ'), to: paths.info('faq') },
      { label: msg('Privacy Policy'), to: paths.info('privacy') },
      { label: msg('Terms & Conditions'), to: paths.info('terms') },
    ],
  },
  {
    title: msg('The House'),
    links: [
      { label: msg('Collections'), to: paths.collections() },
      { label: msg('Custom Perfume'), to: paths.customPerfume() },
      { label: msg('Bespoke Perfume'), to: paths.recipeBuilder() },
      { label: msg('Refill Program'), to: paths.info('refill') },
      { label: msg('About Us'), to: paths.about() },
    ],
  },
  {
    // The house sells gift cards, not boxed sets or accessories of their own (decision 062): each
    // leads to what the house does sell for it.
    title: msg('Gifts'),
    links: [
      { label: msg('Gift Cards'), to: paths.giftCards() },
      { label: msg('Gift Sets'), to: paths.giftCards() },
      { label: msg('Corporate Gifts'), to: paths.giftCards('corporate') },
      { label: msg('Accessories'), to: paths.collections() },
    ],
  },
] as const;

const linkClasses = 'text-sm text-ink-soft transition-colors hover:text-ink hover:underline hover:underline-offset-4';

/** The brand's name in the social links' accessible names ("Maison Lumière on Instagram"). */
const HOUSE_NAME = 'Maison Lumière';

export function Footer() {
  const { t } = useI18n();
  const year = new Date().getFullYear();
  // The server renders every page with it (app/landing-pages.ts); a page rendered in the browser reads it.
  const house = useHouse().data;
  return (
    <footer className="defer-render border-t border-line bg-surface">
      <div className="container-page grid grid-cols-2 gap-x-8 gap-y-12 py-16 md:grid-cols-3 md:gap-10 lg:grid-cols-[1.5fr_1fr_1fr_1fr] lg:py-20">
        <div className="col-span-2 max-w-sm md:col-span-3 lg:col-span-1">
          <Brand />
          <p className="mt-5 text-sm leading-relaxed text-ink-soft">
            {t('Fragrances composed by hand in small batches, and perfumes made to your own measure, drop by drop.')}
          </p>
          {house ? (
            <address className="mt-6 grid gap-1 text-sm leading-relaxed text-ink-soft not-italic">
              {house.address.length > 0 ? <span>{house.address.join(', ')}</span> : null}
              <span>
                <a href={`mailto:${house.email}`} className={linkClasses}>
                  <EmailAddress address={house.email} />
                </a>
              </span>
              {house.phone ? (
                <span>
                  <a href={telHref(house.phone)} className={`tabular-nums ${linkClasses}`}>
                    {house.phone}
                  </a>
                </span>
              ) : null}
            </address>
          ) : null}
          {house && house.social.length > 0 ? (
            <ul aria-label={t('Social media')} className="mt-5 flex flex-wrap gap-x-5 gap-y-1">
              {house.social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('{house} on {network}', { house: HOUSE_NAME, network: socialNetworkNames[network] })}
                    className={`inline-flex min-h-6 items-center text-[0.6875rem] font-medium tracking-[0.16em] uppercase ${linkClasses}`}
                  >
                    {socialNetworkNames[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2 className="eyebrow font-sans">{t(col.title)}</h2>
            {/* Each link a 24 px target at least (WCAG 2.5.8), with the same 32 px rhythm as before. */}
            <ul className="mt-5 grid gap-2">
              {col.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={`inline-flex min-h-6 items-center ${linkClasses}`}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-ink-soft sm:flex-row sm:items-center sm:justify-between">
          <p>{t('© {year} Maison Lumière. All rights reserved.', { year })}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <p>{t('Maison de parfum · Since 2020')}</p>
            <MarketSelect
              placement="above"
              buttonClassName="min-h-6 text-ink-soft hover:text-ink hover:underline hover:underline-offset-4"
            />
            <LanguageSwitch linkClassName="min-h-6 text-ink-soft hover:text-ink hover:underline hover:underline-offset-4" />
            <ThemeSetting buttonClassName="min-h-6 text-ink-soft hover:text-ink hover:underline hover:underline-offset-4" />
          </div>
        </div>
      </div>
    </footer>
  );
}
