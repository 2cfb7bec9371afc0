import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Gem, RefreshCw } from 'lucide-react';
import type { Subscription } from '@/domain/accounts/schemas';
import { Badge } from '@/client/components/ui/badge';
import { buttonClasses } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/empty-state';
import { QuerySection, SkeletonList } from '@/client/components/query-section';
import { REFILL_PROGRAMME_ID, useRefillOffer } from '@/client/components/refill-choice';
import { refillsQuery, subscriptionQuery } from './api';
import { RefillCard } from './refill-card';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

/** The refill programme's section of the Refill Program page (features/info/refill.tsx), where View Plans leads. */
const PROGRAMME_HREF = paths.info('refill', undefined, REFILL_PROGRAMME_ID);

/**
 * Subscription (DESIGN §1 "Refills"): the spec's card (status and plan) and, while no refill is active, the
 * promo whose View Plans leads to the refill programme; under them, the shopper's refills with their actions.
 */
export function SubscriptionPanel({ userId }: { userId: number }) {
  const { t } = useI18n();
  const subscription = useQuery(subscriptionQuery(userId));

  return (
    <QuerySection
      query={subscription}
      loading={
        <SkeletonList
          label={t('Loading your subscription')}
          count={2}
          className="gap-5 lg:grid-cols-2"
          itemClassName="h-56 w-full"
        />
      }
      errorTitle={t('Your subscription could not be loaded')}
      errorClassName="py-12"
    >
      {(data) => (
        <div className="grid gap-10">
          <SubscriptionDetails subscription={data} />
          <RefillList userId={userId} />
        </div>
      )}
    </QuerySection>
  );
}

/** The shopper's refills, newest first; an empty box leading to the programme when there are none. */
function RefillList({ userId }: { userId: number }) {
  const { t } = useI18n();
  const refills = useQuery(refillsQuery(userId));
  return (
    <section aria-labelledby="refills-heading">
      <h2 id="refills-heading" className="font-serif text-3xl">
        {t('Your refills')}
      </h2>
      <div className="mt-5">
        <QuerySection
          query={refills}
          loading={
            <SkeletonList
              label={t('Loading your refills')}
              count={2}
              className="gap-5 lg:grid-cols-2"
              itemClassName="h-64 w-full"
            />
          }
          errorTitle={t('Your refills could not be loaded')}
          errorClassName="py-12"
          empty={
            <EmptyState
              icon={RefreshCw}
              title={t('No refill yet')}
              action={
                <Link to={PROGRAMME_HREF} className={buttonClasses('outline', 'sm', 'mt-6')}>
                  {t('How refills work')}
                </Link>
              }
            >
              {t('Choose “Refill” beside a size on a perfume’s page, or on one of your creations.')}
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="grid gap-5 lg:grid-cols-2">
              {list.map((refill) => (
                <li key={refill.id} className="flex">
                  <RefillCard refill={refill} />
                </li>
              ))}
            </ul>
          )}
        </QuerySection>
      </div>
    </section>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t, tag, number } = useI18n();
  const offer = useRefillOffer();
  const { status, plan } = subscription;
  const active = status === 'active';
  return (
    <div className="grid items-stretch gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
      <section aria-labelledby="subscription-heading" className="border border-line bg-surface p-6 sm:p-8">
        <h2 id="subscription-heading" className="font-serif text-3xl">
          {t('Your Subscription')}
        </h2>
        <dl className="mt-6 divide-y divide-line border-y border-line text-sm">
          <div className="flex items-center justify-between gap-4 py-4">
            <dt className="text-ink-soft">{t('Status')}</dt>
            <dd>
              <Badge variant={active ? 'solid' : 'default'}>{active ? t('Active') : t('Inactive')}</Badge>
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 py-4">
            <dt className="text-ink-soft">{t('Plan')}</dt>
            <dd className="font-medium">{plan ?? t('No plan')}</dd>
          </div>
        </dl>
      </section>

      {active ? null : (
        <section
          aria-labelledby="premium-heading"
          className="relative overflow-hidden bg-primary p-6 text-primary-ink sm:p-8 dark:border dark:border-accent/35 dark:bg-muted dark:text-ink"
        >
          <Gem
            aria-hidden="true"
            strokeWidth={1}
            className="absolute -top-6 -right-6 size-40 opacity-10 dark:text-accent dark:opacity-20"
          />
          <p className="text-[0.6875rem] font-medium tracking-[0.24em] uppercase opacity-80 dark:text-accent dark:opacity-100">
            {t('Refill Program')}
          </p>
          <h2 id="premium-heading" className="mt-3 font-serif text-3xl sm:text-4xl">
            {/* The spec's "Unlock Premium Features", now that refills exist: the refill programme's invitation (#51). */}
            {t('Your perfume, before the bottle runs dry')}
          </h2>
          <p className="mt-4 max-w-md text-sm leading-relaxed opacity-90">
            {offer
              ? t(
                  'Our refill programme: the perfume you love, delivered again every {intervals} weeks, at {percent} less than a one-off bottle.',
                  {
                    intervals: new Intl.ListFormat(tag, { type: 'disjunction' }).format(offer.intervals.map(String)),
                    percent: number(offer.discountPercent / 100, { style: 'percent', maximumFractionDigits: 1 }),
                  },
                )
              : t('Our refill programme: the perfume you love, delivered again every few weeks, for less.')}
          </p>
          <ul className="mt-4 grid gap-2 text-sm opacity-90">
            {[
              t('The card you pay with is kept for the next deliveries'),
              t('A reminder three days before each one'),
              t('Skip, pause, change or cancel at any time'),
            ].map((perk) => (
              <li key={perk} className="flex items-center gap-3">
                <span aria-hidden="true" className="size-1 shrink-0 rounded-full bg-current" />
                {perk}
              </li>
            ))}
          </ul>
          <Link
            to={PROGRAMME_HREF}
            className={buttonClasses(
              'primary',
              'md',
              'mt-8 bg-primary-ink text-primary hover:bg-primary-ink/85 dark:bg-primary dark:text-primary-ink dark:hover:bg-primary/85',
            )}
          >
            {t('View Plans')}
            <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </Link>
        </section>
      )}
    </div>
  );
}
