import type { ShippingDetails } from '@/domain/checkout/schemas';
import { cn } from '@/client/lib/utils';

/** Where an order goes, as the shopper's order page and the back office's order sheet both show it. */
export function ShippingAddress({
  details,
  className,
  emailClassName,
}: {
  details: ShippingDetails;
  className?: string;
  emailClassName?: string;
}) {
  return (
    <address className={cn('leading-relaxed not-italic', className)}>
      <span className="block break-words">{details.fullName}</span>
      <span className="block break-words">{details.address}</span>
      <span className="block break-words">
        {details.postalCode} {details.city}
      </span>
      <span className="block break-words">{details.country}</span>
      <span className={cn('block break-all text-ink-soft', emailClassName)}>{details.email}</span>
      {details.phone ? <span className="block break-all text-ink-soft tabular-nums">{details.phone}</span> : null}
    </address>
  );
}
