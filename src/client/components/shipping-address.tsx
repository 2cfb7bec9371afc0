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
      {/* An order whose customer deleted their account keeps only the name "Deleted customer" and the country. */}
      {details.address ? <span className="block break-words">{details.address}</span> : null}
      {details.postalCode || details.city ? (
        <span className="block break-words">
          {details.postalCode} {details.city}
        </span>
      ) : null}
      <span className="block break-words">{details.country}</span>
      {details.email ? (
        <span className={cn('block break-all text-ink-soft', emailClassName)}>{details.email}</span>
      ) : null}
      {details.phone ? <span className="block break-all text-ink-soft tabular-nums">{details.phone}</span> : null}
    </address>
  );
}
