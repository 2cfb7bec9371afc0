import { Link } from 'react-router';
import { ArrowRight, Droplets, Feather, FlaskRound, Gem, Leaf } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '@/client/components/ui/button';
import { LoadError, SkeletonList } from '@/client/components/query-section';
import { houseFactsQuery, useHousePage } from '@/client/lib/house-page-query';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { aboutStory } from '@/domain/pages/house-shapes';
import { HouseLine, Words } from '@/client/components/house-words';
import { approaches, membership } from './about-content';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

const valueIcons = [FlaskRound, Leaf, Feather, Droplets] as const;

/**
 * The About page: its hero's words, the mission, the values and the journey are the owner's (the
 * back office's Pages, "About Us"; issue #43), the approaches and calls to action the shop's own.
 */
export default function AboutPage() {
  const { t } = useI18n();
  useDocumentTitle(t('About Us'));
  const page = useHousePage('about');
  const story = page.data ? aboutStory(page.data.body) : undefined;
  // How many perfumes the collection holds, in the approaches' words ("Twenty-one finished fragrances").
  const count = useQuery(houseFactsQuery()).data?.PerfumeCount;
  const waiting = (label: string, count: number, itemClassName: string) =>
    page.isError ? null : <SkeletonList label={label} count={count} itemClassName={itemClassName} />;
  return (
    <>
      <section aria-labelledby="about-heading" className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_28rem_at_50%_45%,color-mix(in_srgb,var(--accent-soft)_14%,transparent),transparent_75%)]"
        />
        <div className="container-page relative flex flex-col items-center py-24 text-center sm:py-36">
          <p className="eyebrow">{t('About Us')}</p>
          <h1 id="about-heading" className="mt-6 max-w-4xl font-serif text-5xl leading-[1.02] font-normal sm:text-7xl">
            <Rich
              message="A house devoted to <em>light</em>, captured in a bottle"
              tags={{ em: (words) => <em className="text-accent italic">{words}</em> }}
            />
          </h1>
          <p className="mt-8 min-h-[3.5rem] max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">
            {page.data ? <HouseLine text={page.data.intro} /> : null}
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="defer-render py-24 sm:py-32">
        <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-24">
          <div>
            <p className="eyebrow">{t('Why we exist')}</p>
            <h2 id="mission-heading" className="mt-4 font-serif text-4xl sm:text-5xl">
              {t('Our Mission')}
            </h2>
          </div>
          <div>
            {page.isError ? (
              <LoadError title={t('Our story could not be loaded')} onRetry={() => void page.refetch()} />
            ) : !story ? (
              waiting(t('Loading our story'), 3, 'h-8')
            ) : (
              story.mission.map((paragraph, i) =>
                i === 0 ? (
                  <p key={i} className="font-serif text-2xl leading-snug sm:text-[2rem]">
                    <Words content={paragraph} />
                  </p>
                ) : (
                  <p key={i} className="mt-8 max-w-2xl text-[0.9375rem] leading-relaxed text-ink-soft">
                    <Words content={paragraph} />
                  </p>
                ),
              )
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="defer-render border-y border-line bg-surface py-24 sm:py-32">
        <div className="container-page">
          <p className="eyebrow">{t('What we hold to')}</p>
          <h2 id="values-heading" className="mt-4 font-serif text-4xl sm:text-5xl">
            {t('Our Values')}
          </h2>
          {story ? (
            <ul className="mt-14 grid gap-px border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
              {story.values.map((value, i) => {
                const Icon = valueIcons[i % valueIcons.length] ?? Leaf;
                return (
                  <li key={i} className="bg-surface p-8">
                    <Icon aria-hidden="true" strokeWidth={1.25} className="size-7 text-accent" />
                    <h3 className="mt-8 font-serif text-2xl">{value.title}</h3>
                    {value.text.map((paragraph, j) => (
                      <p key={j} className="mt-3 text-sm leading-relaxed text-ink-soft">
                        <Words content={paragraph} />
                      </p>
                    ))}
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className="mt-14">{waiting(t('Loading our values'), 4, 'h-16')}</div>
          )}
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="defer-render py-24 sm:py-32">
        <div className="container-page">
          <p className="eyebrow">2020 – 2024</p>
          <h2 id="journey-heading" className="mt-4 font-serif text-4xl sm:text-5xl">
            {t('Our Journey')}
          </h2>
          {story ? (
            <ol className="relative mt-14 grid gap-10 border-l border-line pl-8 lg:grid-cols-5 lg:gap-8 lg:border-t lg:border-l-0 lg:pt-10 lg:pl-0">
              {story.journey.map((step, i) => (
                <li key={i} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-2 -left-[2.3rem] size-2.5 rotate-45 bg-accent-soft lg:-top-[2.95rem] lg:left-0"
                  />
                  <p className="font-serif text-3xl text-accent">{step.year}</p>
                  <h3 className="mt-3 font-serif text-xl">{step.title}</h3>
                  {step.text.map((paragraph, j) => (
                    <p key={j} className="mt-2 text-sm leading-relaxed text-ink-soft">
                      <Words content={paragraph} />
                    </p>
                  ))}
                </li>
              ))}
            </ol>
          ) : (
            <div className="mt-14">{waiting(t('Loading our journey'), 5, 'h-12')}</div>
          )}
        </div>
      </section>

      <section
        aria-labelledby="approach-heading"
        className="defer-render border-t border-line bg-surface py-24 sm:py-32"
      >
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow">{t('Three ways in')}</p>
            <h2 id="approach-heading" className="mt-4 font-serif text-4xl sm:text-5xl">
              {t('Our Approach')}
            </h2>
          </div>
          <ul className="mt-14 grid gap-6 lg:grid-cols-3">
            {approaches.map((a, i) => (
              <li key={a.title} className="flex flex-col border border-line bg-background p-8 sm:p-10">
                <span aria-hidden="true" className="font-serif text-lg text-accent italic">
                  {['I', 'II', 'III'][i]}
                </span>
                <h3 className="mt-6 font-serif text-3xl">{t(a.title)}</h3>
                <p className="mt-4 flex-1 text-[0.9375rem] leading-relaxed text-ink-soft">
                  {t(a.text, { count: count || 'none' })}
                </p>
                <Link
                  to={a.to}
                  className="group mt-8 inline-flex items-center gap-2 self-start border-b border-ink/40 pb-1 text-[0.6875rem] font-medium tracking-[0.22em] uppercase transition-colors hover:border-ink"
                >
                  {t(a.cta)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform duration-300 group-hover:translate-x-1"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* View Plans (dashboard) leads here: no plan is sold yet, so this says what is coming and bills nothing. */}
      <section id="membership" aria-labelledby="membership-heading" className="scroll-mt-24 py-24 sm:py-32">
        <div className="container-page grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-24">
          <div>
            <p className="eyebrow">Maison Privée</p>
            <h2 id="membership-heading" className="mt-4 font-serif text-4xl sm:text-5xl">
              {t('Membership')}
            </h2>
            <p className="mt-6 max-w-md text-[0.9375rem] leading-relaxed text-ink-soft">
              {t(
                'We are preparing a membership for those who come back to the house season after season; nothing of it is billed: when it opens, it will be announced here and in your dashboard, with its price, before anyone joins. The refill programme is open today: a size or a creation of yours every 4, 8 or 12 weeks, for less, from your account.',
              )}
            </p>
          </div>
          <div>
            <h3 className="font-sans text-[0.6875rem] font-medium tracking-[0.2em] text-ink-soft uppercase">
              {t('What it will bring')}
            </h3>
            <ul className="mt-5 grid gap-px border border-line bg-line sm:grid-cols-2">
              {membership.coming.map((perk) => (
                <li key={perk.title} className="bg-background p-7">
                  <p className="font-serif text-2xl">{t(perk.title)}</p>
                  <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t(perk.text)}</p>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex gap-4 border border-accent/40 bg-surface p-7">
              <Gem aria-hidden="true" strokeWidth={1.25} className="mt-1 size-6 shrink-0 text-accent" />
              <div>
                <p className="font-serif text-2xl">{t(membership.already.title)}</p>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">
                  {t(membership.already.text, membership.already.values)}
                </p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="defer-render bg-primary py-24 text-primary-ink sm:py-28">
        <div className="container-page flex flex-col items-center text-center">
          <h2 id="cta-heading" className="max-w-2xl font-serif text-4xl sm:text-5xl">
            {t('Begin Your Fragrance Journey')}
          </h2>
          <p className="mt-5 max-w-xl text-[0.9375rem] leading-relaxed opacity-80">
            {t(
              'Let your way of living suggest a perfume, choose from the collection, or compose your own in the atelier.',
            )}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link
              to={paths.customPerfume()}
              className={buttonClasses('primary', 'lg', 'bg-primary-ink text-primary hover:bg-primary-ink/85')}
            >
              {t('Find Your Scent')}
            </Link>
            <Link
              to={paths.collections()}
              className={buttonClasses(
                'outline',
                'lg',
                'border-primary-ink/60 text-primary-ink hover:bg-primary-ink hover:text-primary',
              )}
            >
              {t('Explore Collections')}
            </Link>
            <Link
              to={paths.recipeBuilder()}
              className={buttonClasses(
                'outline',
                'lg',
                'border-primary-ink/60 text-primary-ink hover:bg-primary-ink hover:text-primary',
              )}
            >
              {t('Create Bespoke')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
