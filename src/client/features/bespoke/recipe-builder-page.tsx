import { Rich, useI18n } from '@/client/lib/i18n';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { BespokeBuilder } from './bespoke-builder';

export default function RecipeBuilderPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Bespoke Perfume'));
  return (
    <div className="container-page pt-12 pb-24 sm:pt-16">
      <header className="max-w-3xl">
        <p className="eyebrow">{t('Bespoke Perfume')}</p>
        <h1 className="mt-4 font-serif text-[2.75rem] leading-[1.02] sm:text-6xl">
          <Rich
            message="Compose Your <em>Own</em> Perfume"
            tags={{ em: (words) => <em className="text-accent italic">{words}</em> }}
          />
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-ink-soft sm:text-lg">
          {t(
            'Choose a concentration, name your creation, then build its top, heart and base ingredient by ingredient, drop by drop. Our perfumers blend it to your formula.',
          )}
        </p>
      </header>
      <div className="mt-12 sm:mt-16">
        <BespokeBuilder />
      </div>
    </div>
  );
}
