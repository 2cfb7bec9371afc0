import { RefreshCw } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** Asks a back-office list again; spins while it is being asked. */
export function RefreshButton({ fetching, onRefresh }: { fetching: boolean; onRefresh: () => void }) {
  return (
    <Button variant="outline" size="sm" disabled={fetching} onClick={onRefresh}>
      <RefreshCw
        aria-hidden="true"
        className={fetching ? 'size-3.5 motion-safe:animate-spin' : 'size-3.5'}
        strokeWidth={1.75}
      />
      Refresh
    </Button>
  );
}
