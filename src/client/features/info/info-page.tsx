import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { cn } from '@/client/lib/utils';
import { Contact } from './contact';
import { Faq } from './faq';
import { infoPages, infoPaths, isInfoPath, type InfoPath } from './info-pages';
import { Privacy } from './privacy';
import { Refill } from './refill';
import { ShippingReturns } from './shipping-returns';
import { Terms } from './terms';

const bodies: Record<InfoPath, ComponentType> = {
  'shipping-returns': ShippingReturns,
  faq: Faq,
  refill: Refill,
  contact: Contact,
  privacy: Privacy,
  terms: Terms,
};

// A calendar date, the same on the server and in every time zone.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The client-care pages (Shipping & Returns, FAQ, Refill Program, Contact Us, Privacy Policy, Terms & Conditions), chosen by the path. */
export default function InfoPage() {
  const segment = useLocation().pathname.replace(/^\/|\/$/g, '');
  // The routes (app/routes.tsx) send only these paths here.
  const path: InfoPath = isInfoPath(segment) ? segment : 'faq';
  const meta = infoPages[path];
  const Body = bodies[path];
  useDocumentTitle(meta.title);

  return (
    <article aria-labelledby="info-heading">
      <header className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_22rem_at_20%_30%,color-mix(in_srgb,var(--accent-soft)_12%,transparent),transparent_75%)]"
        />
        <div className="container-page relative py-16 sm:py-24">
          <p className="eyebrow">{meta.eyebrow ?? 'Client Care'}</p>
          <h1 id="info-heading" className="mt-5 max-w-3xl font-serif text-5xl leading-[1.04] font-normal sm:text-6xl">
            {meta.title}
          </h1>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">{meta.intro}</p>
          {meta.updated ? (
            <p className="mt-6 text-xs text-ink-soft">
              Last updated <time dateTime={meta.updated}>{dateFormat.format(new Date(meta.updated))}</time>
            </p>
          ) : null}
        </div>
      </header>

      <div className="container-page grid gap-14 py-16 sm:py-20 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-20">
        <nav
          aria-label="Client care pages"
          className="order-2 border-t border-line pt-8 lg:order-1 lg:border-t-0 lg:pt-1"
        >
          <p className="eyebrow">Client Care</p>
          <ul className="mt-5 grid gap-3 lg:sticky lg:top-28">
            {infoPaths.map((p) => (
              <li key={p}>
                <Link
                  to={`/${p}`}
                  aria-current={p === path ? 'page' : undefined}
                  className={cn(
                    'text-sm transition-colors hover:text-ink hover:underline hover:underline-offset-4',
                    p === path ? 'font-medium text-ink' : 'text-ink-soft',
                  )}
                >
                  {infoPages[p].nav}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-1 grid max-w-3xl gap-12 lg:order-2">
          <Body />
        </div>
      </div>
    </article>
  );
}
