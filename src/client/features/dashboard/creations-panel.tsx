import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FlaskConical } from 'lucide-react';
import type { Creation } from '@/domain/creations/schemas';
import { EmptyState } from '@/client/components/empty-state';
import { useIngredientNames } from '@/client/components/line-description';
import { QuerySection, SkeletonList } from '@/client/components/query-section';
import { buttonClasses } from '@/client/components/ui/button';
import { creationsQuery } from '@/client/lib/creations';
import { CreationCard } from './creation-card';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

/** My creations: the shopper's saved lifestyle results and bespoke designs, newest first. */
export function CreationsPanel({ userId }: { userId: number }) {
  const { t } = useI18n();
  const creations = useQuery(creationsQuery(userId));
  return (
    <QuerySection
      query={creations}
      loading={
        <SkeletonList
          label={t('Loading your creations')}
          count={2}
          className="gap-5 md:grid-cols-2"
          itemClassName="h-72 w-full"
        />
      }
      errorTitle={t('Your creations could not be loaded')}
      errorClassName="py-12"
      empty={<NoCreations />}
    >
      {(list) => <CreationList creations={list} />}
    </QuerySection>
  );
}

function NoCreations() {
  const { t } = useI18n();
  return (
    <EmptyState
      title={t('No creations yet')}
      heading
      icon={FlaskConical}
      size="lg"
      action={
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.customPerfume()} className={buttonClasses('primary', 'md')}>
            {t('Find your lifestyle perfume')}
          </Link>
          <Link to={paths.recipeBuilder()} className={buttonClasses('outline', 'md')}>
            {t('Compose a bespoke perfume')}
          </Link>
        </div>
      }
    >
      {t(
        'Save a lifestyle result or a bespoke design from the last step of a builder, or from your cart, and order it again whenever you like.',
      )}
    </EmptyState>
  );
}

function CreationList({ creations }: { creations: Creation[] }) {
  const { t } = useI18n();
  const ingredientNames = useIngredientNames(creations.some((c) => c.kind === 'bespoke'));
  return (
    <section aria-labelledby="creations-heading">
      <h2 id="creations-heading" className="sr-only">
        {t('My creations')}
      </h2>
      <ul className="grid gap-5 md:grid-cols-2">
        {creations.map((creation) => (
          <li key={creation.id} className="flex">
            <CreationCard creation={creation} ingredientNames={ingredientNames} />
          </li>
        ))}
      </ul>
    </section>
  );
}
