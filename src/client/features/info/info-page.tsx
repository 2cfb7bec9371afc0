import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { cn } from '@/client/lib/utils';
import { isHousePageSlug, type HousePageSlug } from '@/domain/pages/house-text';
import { LoadError, SkeletonList } from '@/client/components/query-section';
import { housePageQuery, useHousePage } from '@/client/lib/house-page-query';
import { Contact } from './contact';
import { HouseLine } from '@/client/components/house-words';
import { HouseQuestions, HouseSections } from './house-text';
import { infoPages, infoPaths, isInfoPath, type InfoPath } from './info-pages';
import { Refill } from './refill';
import { Rich, useI18n } from '@/client/lib/i18n';

/** The pages whose words are code; the others are the house's, written in the back office. */
const bodies: Record<Exclude<InfoPath, HousePageSlug>, ComponentType> = {
  refill: Refill,
  contact: Contact,
};

/** The client-care pages (Shipping & Returns, FAQ, Refill Program, Contact Us, Privacy Policy, Terms & Conditions), chosen by the path. */
export default function InfoPage() {
  const { t, date } = useI18n();
  const segment = useLocation().pathname.replace(/^\/|\/$/g, '');
  // The routes (app/routes.tsx) send only these paths here.
  const path: InfoPath = isInfoPath(segment) ? segment : 'faq';
  const meta = infoPages[path];
  useDocumentTitle(t(meta.title));
  const house = isHousePageSlug(path) ? path : undefined;
  const housePage = useQuery({ ...housePageQuery(house ?? 'faq'), enabled: house !== undefined });
  const updated = (house && housePage.data?.updatedAt) || meta.updated;

  return (
    <article aria-labelledby="info-heading">
      <header className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_22rem_at_20%_30%,color-mix(in_srgb,var(--accent-soft)_12%,transparent),transparent_75%)]"
        />
        <div className="container-page relative py-16 sm:py-24">
          <p className="eyebrow">{meta.eyebrow ? t(meta.eyebrow) : t('Client Care')}</p>
          <h1 id="info-heading" className="mt-5 max-w-3xl font-serif text-5xl leading-[1.04] font-normal sm:text-6xl">
            {t(meta.title)}
          </h1>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">
            {house ? <HouseIntro slug={house} /> : meta.intro ? t(meta.intro) : null}
          </p>
          {updated ? (
            <p className="mt-6 text-xs text-ink-soft">
              {/* A calendar date, the same on the server and in every time zone. */}
              <Rich
                message="Last updated <time>{date}</time>"
                values={{ date: date(updated, 'long', 'UTC') }}
                tags={{ time: (words) => <time dateTime={updated}>{words}</time> }}
              />
            </p>
          ) : null}
        </div>
      </header>

      <div className="container-page grid gap-14 py-16 sm:py-20 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-20">
        <nav
          aria-label={t('Client care pages')}
          className="order-2 border-t border-line pt-8 lg:order-1 lg:border-t-0 lg:pt-1"
        >
          <p className="eyebrow">{t('Client Care')}</p>
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
                  {t(infoPages[p].nav)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-1 grid max-w-3xl gap-12 lg:order-2">
          {house ? <HousePageBody slug={house} /> : <CodedBody path={path as keyof typeof bodies} />}
        </div>
      </div>
    </article>
  );
}

function CodedBody({ path }: { path: keyof typeof bodies }) {
  const Body = bodies[path];
  return <Body />;
}

/** The house page's introduction, as the owner wrote it (nothing while it loads: the body says so). */
function HouseIntro({ slug }: { slug: HousePageSlug }) {
  const page = useHousePage(slug);
  return page.data ? <HouseLine text={page.data.intro} /> : null;
}

/** The house page's words, as the owner wrote them in the back office, their facts read from the settings. */
function HousePageBody({ slug }: { slug: HousePageSlug }) {
  const { t } = useI18n();
  const page = useHousePage(slug);
  if (page.isPending) return <SkeletonList label={t('Loading the page')} count={4} itemClassName="h-24" />;
  if (page.isError) return <LoadError title={t('This page could not be loaded')} onRetry={() => void page.refetch()} />;
  return slug === 'faq' ? <HouseQuestions text={page.data.body} /> : <HouseSections text={page.data.body} />;
}
