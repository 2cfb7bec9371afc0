import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { usePrice } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import type { RevenueDay } from '@/domain/admin-dashboard/schemas';
import { formatDay, formatDayLong } from '../shared/admin-format';

/*
 * The drawing only: recharts is large, so this module is its own chunk, loaded when the
 * Analytics tab opens. The figure around it carries the text alternative.
 * Bars rather than a line: each day's revenue stands on its own.
 */

const tick = { fill: 'var(--ink-soft)', fontSize: 11 };
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function RevenueChart({ days, currency }: { days: RevenueDay[]; currency: string }) {
  const tr = useI18n();
  const compact = (v: number) =>
    tr.number(v, { style: 'currency', currency, notation: 'compact', maximumSignificantDigits: 3 });

  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--line)" strokeDasharray="2 4" />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => formatDay(tr, day)}
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: 'var(--line)' }}
          minTickGap={20}
          tickMargin={8}
        />
        <YAxis
          tickFormatter={(v: number) => compact(v)}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={52}
          tickCount={4}
        />
        <Tooltip
          content={({ active, payload }) => (
            <ChartTooltip active={active} point={payload?.[0]?.payload as RevenueDay | undefined} currency={currency} />
          )}
          cursor={{ fill: 'var(--muted)' }}
        />
        <Bar
          dataKey="revenue"
          fill="var(--accent)"
          radius={[2, 2, 0, 0]}
          maxBarSize={28}
          isAnimationActive={!reducedMotion()}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

function ChartTooltip({
  active,
  point,
  currency,
}: {
  active?: boolean;
  point: RevenueDay | undefined;
  currency: string;
}) {
  const tr = useI18n();
  const price = usePrice(currency);
  if (!active || !point) return null;
  return (
    <div className="border border-line bg-surface px-3 py-2 text-xs shadow-[0_12px_30px_-18px_rgb(28_25_23/0.45)]">
      <p className="font-medium text-ink">{formatDayLong(tr, point.day)}</p>
      <p className="mt-1 text-ink-soft tabular-nums">
        {price(point.revenue)} ·{' '}
        {tr.t('{count, plural, one {# paid order} other {# paid orders}}', { count: point.orders })}
      </p>
    </div>
  );
}
