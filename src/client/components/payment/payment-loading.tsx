import { Spinner } from '@/client/components/ui/spinner';
import { useI18n } from '@/client/lib/i18n';

export function PaymentLoading() {
  const { t } = useI18n();
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-sm text-ink-soft">
      <Spinner className="text-accent" />
      {t('Loading payment form...')}
    </p>
  );
}
