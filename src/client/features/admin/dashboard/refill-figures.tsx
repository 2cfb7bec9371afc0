import { useId } from 'react';
import { CalendarX, Repeat, TrendingUp } from 'lucide-react';
import type { AdminDashboard } from '@/domain/admin-dashboard/schemas';
import { StatCard } from '@/client/components/ui/stat-card';
import { usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';

interface RefillFiguresProps {
  /** The dashboard's refill figures; `undefined` while they load. */
  refills: AdminDashboard['refills'] | undefined;
  /** The default market's currency: a programme with nothing running shows its zero in it. */
  currency: string | undefined;
}

/**
 * The refill programme's figures beside the shop's (DESIGN §1 "Refills"): refills running, their monthly recurring
 * revenue (one line per currency, as charged: never converted) and this month's cancellations. A region of its
 * own: the overview's figures stay the four the spec names.
 */
export function RefillFigures({ refills, currency }: RefillFiguresProps) {
  const { t, number } = useI18n();
  const priceIn = usePriceIn();
  const headingId = useId();
  const monthly = refills
    ? refills.monthlyRecurring.length > 0
      ? refills.monthlyRecurring
      : [{ currency: currency ?? 'EUR', amount: 0 }]
    : undefined;

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="sr-only">
        {t('Refills')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        <StatCard
          label={t('Active refills')}
          icon={Repeat}
          value={refills ? number(refills.active) : undefined}
          caption={t('Paused ones and failed payments included')}
        />
        <StatCard
          label={t('Cancellations this month')}
          icon={CalendarX}
          value={refills ? number(refills.cancelledThisMonth) : undefined}
          caption={t('By customers, staff or failed renewals')}
        />
        <StatCard
          label={t('Monthly recurring revenue')}
          icon={TrendingUp}
          className="col-span-2"
          value={
            monthly
              ? monthly.map((m) => (
                  <span key={m.currency} className="block not-first:mt-2">
                    {priceIn(m.amount, m.currency)}
                  </span>
                ))
              : undefined
          }
          caption={t('The running refills’ prices over a month, in each currency as charged')}
        />
      </dl>
    </section>
  );
}
