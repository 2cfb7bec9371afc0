import { RefreshCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';

/** Asks a back-office list again; spins while it is being asked. */
export function RefreshButton({ fetching, onRefresh }: { fetching: boolean; onRefresh: () => void }) {
  const { t } = useI18n();
  return (
    <Button variant="outline" size="sm" disabled={fetching} onClick={onRefresh}>
      <RefreshCw
        aria-hidden="true"
        className={fetching ? 'size-3.5 motion-safe:animate-spin' : 'size-3.5'}
        strokeWidth={1.75}
      />
      {t('Refresh')}
    </Button>
  );
}
