import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Gem } from 'lucide-react';
import type { Subscription } from '@/domain/accounts/schemas';
import { Badge } from '@/client/components/ui/badge';
import { buttonClasses } from '@/client/components/ui/button';
import { QuerySection, SkeletonList } from '@/client/components/query-section';
import { subscriptionQuery } from './api';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

/** What membership will bring: nothing here the house does not do (the samples are every shopper's already). */
const PERKS = [
  msg('A 2 ml sample of any perfume, credited against the bottle'),
  msg('Early access to new compositions'),
  msg('Invitations to atelier events'),
] as const;

/**
 * Subscription: status and plan; while inactive, the premium promo. No plan can be bought yet, so
 * View Plans leads to the About page's membership section, which says what is coming (docs/decisions:
 * Subscription plans).
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
      {(data) => <SubscriptionDetails subscription={data} />}
    </QuerySection>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t } = useI18n();
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
            Maison Privée
          </p>
          <h2 id="premium-heading" className="mt-3 font-serif text-3xl sm:text-4xl">
            {t('Unlock Premium Features')}
          </h2>
          <p className="mt-4 max-w-md text-sm leading-relaxed opacity-90">
            {t(
              'Maison Privée, our membership, is in preparation: no plan is on sale yet. Samples are open to every client today; the rest comes with membership.',
            )}
          </p>
          <ul className="mt-4 grid gap-2 text-sm opacity-90">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-3">
                <span aria-hidden="true" className="size-1 shrink-0 rounded-full bg-current" />
                {t(perk)}
              </li>
            ))}
          </ul>
          <Link
            to={paths.about('membership')}
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
