import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/client/lib/toast';

const ToastList = lazy(() => import('./toast-list'));

/** Toasts appear after something the shopper did, so their code loads with the first one. */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once mounted, the list stays: it animates toasts out and keeps Radix's live region.
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
