import { Link } from 'react-router';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

export function ProductNotFound() {
  const { t } = useI18n();
  useDocumentTitle(t('Product Not Found'));
  return (
    <section className="container-page flex flex-col items-center py-28 text-center sm:py-40">
      <p className="eyebrow">{t('Product detail')}</p>
      <h1 className="mt-4 font-serif text-4xl sm:text-5xl">{t('Product Not Found')}</h1>
      <p className="mt-5 max-w-md text-ink-soft">
        {t('The perfume you are looking for does not exist or has been removed.')}
      </p>
      <Link to={paths.collections()} className={buttonStyle('primary', 'md', 'mt-10')}>
        {t('Return to Collections')}
      </Link>
    </section>
  );
}
