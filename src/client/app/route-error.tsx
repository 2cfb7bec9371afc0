import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useI18n } from '@/client/lib/i18n';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/domain/pages/paths';

const NotFoundPage = lazy(() => import('@/client/features/not-found/not-found-page'));

function SomethingWentWrong() {
  const { t } = useI18n();
  useDocumentTitle(t('Something went wrong'));
  return (
    <section className="container-page flex flex-col items-center py-32 text-center">
      <p className="eyebrow">{t('An unexpected pause')}</p>
      <h1 className="mt-4 font-serif text-4xl sm:text-5xl">{t('Something went wrong')}</h1>
      <p className="mt-4 max-w-md text-ink-soft">
        {t('This page could not be shown. Please reload, or return to the home page.')}
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonStyle('outline')}>
          {t('Reload')}
        </button>
        <Link to={paths.home()} className={buttonStyle('primary')}>
          {t('Go Home')}
        </Link>
      </div>
    </section>
  );
}

/** Errors inside the layout: a 404 shows the not-found page, anything else a calm apology. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <SomethingWentWrong />;
}
