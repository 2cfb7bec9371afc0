import { Spinner } from '@/client/components/ui/spinner';

export function PaymentLoading() {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-sm text-ink-soft">
      <Spinner className="text-accent" />
      Loading payment form...
    </p>
  );
}
