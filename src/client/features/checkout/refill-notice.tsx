import { useState } from 'react';
import { bottleLineName } from '@/domain/catalogue/sizes';
import { usePrice } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import type { CartItem } from '@/client/lib/use-cart';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a refill will charge, said before paying (DESIGN §1 "Refills": never billed by surprise): one plain
 * paragraph per refill line, its price as the summary shows the line (for the country chosen, in the cart's
 * currency), the first renewal one interval after today, and how to stop. Nothing without a refill line.
 */
export function RefillNotices({
  items,
  currency,
  linePrices,
}: {
  items: readonly CartItem[];
  currency?: string | undefined;
  linePrices?: ReadonlyMap<number, number> | undefined;
}) {
  const { t, date } = useI18n();
  const price = usePrice(currency);
  // Today as the page opened: the dates stay put while the shopper fills the form.
  const [today] = useState(() => Date.now());
  const refills = items.filter((item) => item.refill);
  if (refills.length === 0) return null;
  return (
    <div className="mt-5 grid gap-3 border-t border-line pt-5" data-testid="refill-notices">
      {refills.map((item) => {
        const weeks = item.refill!.intervalWeeks;
        return (
          <p key={item.id} className="text-sm leading-relaxed text-ink-soft">
            {t(
              'Refill: {name} every {weeks} weeks. We keep your card with our payment provider and charge {price} plus shipping for each delivery, the first on {date}. We write three days before each one; skip, pause or cancel from your account at any time.',
              {
                name: bottleLineName(item),
                weeks,
                price: price(linePrices?.get(item.id) ?? item.price, item.quantity),
                date: date(new Date(today + weeks * 7 * DAY_MS), 'long'),
              },
            )}
          </p>
        );
      })}
    </div>
  );
}
