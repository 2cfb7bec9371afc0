import { Link } from 'react-router';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

export default function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Page Not Found'));
  return (
    <section className="container-page flex flex-col items-center py-28 text-center sm:py-40">
      {/* The spec's words, said once: the number drawn large, the words beneath it, one heading. */}
      <h1 className="font-serif">
        <span className="block text-[7rem] leading-none font-light text-accent italic sm:text-[10rem]">404</span>{' '}
        <span className="mt-2 block text-4xl sm:text-5xl">{t('Page Not Found')}</span>
      </h1>
      <p className="mt-5 max-w-md text-ink-soft">
        {t('The page you are looking for has evaporated, like a top note on a summer afternoon.')}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className={buttonStyle('primary')}>
          {t('Return Home')}
        </Link>
        <Link to={paths.collections()} className={buttonStyle('outline')}>
          {t('Browse Collections')}
        </Link>
      </div>
    </section>
  );
}
