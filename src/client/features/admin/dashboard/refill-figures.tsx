import { useId, type ReactNode } from 'react';
import type { AdminDashboard } from '@/domain/admin-dashboard/schemas';
import { Skeleton } from '@/client/components/ui/skeleton';
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
 * revenue (one amount per currency, as charged: never converted) and this month's cancellations. A region of its
 * own, one line under the overview's strip: the overview's figures stay the four the spec names.
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
    <section
      aria-labelledby={headingId}
      className="mt-3 flex flex-wrap items-baseline gap-x-6 gap-y-1.5 px-1 text-sm sm:flex-nowrap"
    >
      <h2
        id={headingId}
        className="shrink-0 font-sans text-[0.625rem] font-medium tracking-[0.16em] text-accent uppercase"
      >
        {t('Refills')}
      </h2>
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1.5">
        <Line
          label={t('Active refills')}
          value={refills ? number(refills.active) : undefined}
          caption={t('Paused ones and failed payments included')}
        />
        <Line
          label={t('Cancellations this month')}
          value={refills ? number(refills.cancelledThisMonth) : undefined}
          caption={t('By customers, staff or failed renewals')}
        />
        <Line
          label={t('Monthly recurring revenue')}
          value={
            monthly
              ? monthly.map((m) => (
                  <span key={m.currency} className="inline-block not-first:ml-3">
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

/** One figure of the line: its label, the figure, and what it counts (its words under the label's tooltip, and read out). */
function Line({ label, value, caption }: { label: string; value: ReactNode | undefined; caption: string }) {
  const { t } = useI18n();
  return (
    <div className="flex items-baseline gap-2" title={caption}>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-medium whitespace-nowrap tabular-nums lining-nums">
        {value === undefined ? (
          <>
            <Skeleton className="inline-block h-3.5 w-10 align-middle" />
            <span className="sr-only">{t('Loading')}</span>
          </>
        ) : (
          value
        )}
      </dd>
      <dd className="sr-only">{caption}</dd>
    </div>
  );
}
