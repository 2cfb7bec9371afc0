import { Rich, useI18n } from '@/client/lib/i18n';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { LifestyleWizard } from './lifestyle-wizard';

export default function CustomPerfumePage() {
  const { t } = useI18n();
  useDocumentTitle(t('Custom Perfume'));
  return (
    <div className="container-page pt-12 pb-24 sm:pt-16">
      <div className="mx-auto max-w-5xl">
        <header className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{t('Lifestyle Configurator')}</p>
          <h1 className="mt-4 font-serif text-[2.75rem] leading-[1.02] sm:text-6xl">
            {/* Two lines on phones whichever face is showing, so the swap to the web font moves nothing:
                <line> starts the second. */}
            <Rich
              message="Your <em>Custom</em> <line>Perfume</line>"
              tags={{
                em: (words) => <em className="text-accent italic">{words}</em>,
                line: (words) => (
                  <>
                    <br className="sm:hidden" />
                    {words}
                  </>
                ),
              }}
            />
          </h1>
          <p className="mt-5 text-base leading-relaxed text-ink-soft sm:text-lg">
            {t(
              'Tell us how you live, what you love and who you are. Three short sets of questions, and we compose a fragrance recommendation made for you alone, with your own name on the bottle.',
            )}
          </p>
        </header>
        <div className="mt-12 sm:mt-16">
          <LifestyleWizard />
        </div>
      </div>
    </div>
  );
}
