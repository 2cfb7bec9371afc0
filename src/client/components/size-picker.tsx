import { useId } from 'react';
import { clsx as cn } from 'clsx';
import type { PerfumeSize } from '@/domain/catalogue/sizes';
import { volumeLabel } from '@/domain/catalogue/sizes';
import { usePrice } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';

/** The largest size's bottle fills the frame; the others are drawn to scale (height by the cube root of the volume). */
const FRAME = 64;

/** A bottle outline whose height follows its volume, so 30, 50 and 100 ml look as they compare. */
function ScaledBottle({ volume, largest, className }: { volume: number; largest: number; className?: string }) {
  const scale = Math.cbrt(volume / Math.max(volume, largest));
  const h = FRAME * scale;
  const w = h * 0.62;
  const x = (48 - w) / 2;
  const y = FRAME - h;
  const neck = w * 0.34;
  return (
    <svg
      viewBox={`0 0 48 ${FRAME}`}
      width={36}
      height={48}
      aria-hidden="true"
      data-volume={volume}
      className={cn('shrink-0 text-ink', className)}
    >
      <rect x={24 - neck / 2} y={y} width={neck} height={h * 0.16} rx={1} fill="currentColor" opacity={0.75} />
      <rect
        x={x}
        y={y + h * 0.16}
        width={w}
        height={h * 0.84}
        rx={w * 0.14}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
      />
      <rect
        x={x + 3}
        y={y + h * 0.42}
        width={w - 6}
        height={h * 0.52}
        rx={w * 0.08}
        fill="currentColor"
        opacity={0.18}
      />
    </svg>
  );
}

/**
 * The perfume's sizes as a radio group (arrow keys move between them): each says its volume and
 * price ("30 ml · €112.00"). A sold-out size says so ("…, sold out" in its name) and may still be
 * chosen: the product page then offers to mail the shopper when it is back, instead of Add to Cart.
 * Shared by the product page and the quick view (components/quick-view.tsx), which may both be on screen:
 * each picker's radios are a group of their own.
 */
export function SizePicker({
  sizes,
  left,
  value,
  onChange,
  disabled,
  className = 'mt-8',
  currency,
}: {
  sizes: readonly PerfumeSize[];
  /** The sizes' prices' currency (the perfume's, as the catalogue answered it). */
  currency: string;
  /** Bottles left per volume when few (GET /api/perfumes/:id/stock); absent or null: not shown. */
  left?: ReadonlyMap<number, number | null>;
  value: number;
  onChange: (volume: number) => void;
  disabled?: boolean;
  /** The fieldset's spacing from what is above it. */
  className?: string;
}) {
  const { t } = useI18n();
  const price = usePrice(currency);
  const name = useId();
  const largest = Math.max(...sizes.map((s) => s.volume));
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="eyebrow">{t('Size')}</legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {sizes.map((s) => {
          const few = s.inStock ? (left?.get(s.volume) ?? null) : null;
          const onlyLeft = few !== null && few > 0 ? t('Only {count} left', { count: few }) : null;
          const label = `${volumeLabel(s.volume)} · ${price(s.price)}${onlyLeft ? ` · ${onlyLeft}` : ''}`;
          return (
            <label
              key={s.volume}
              className={cn(
                'flex min-w-32 cursor-pointer items-end gap-3 border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                s.volume === value ? 'border-ink bg-surface' : 'border-line hover:border-ink-soft',
                !s.inStock && 'text-ink-soft',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                value={s.volume}
                checked={s.volume === value}
                onChange={() => onChange(s.volume)}
                aria-label={s.inStock ? label : t('{label}, sold out', { label })}
              />
              <ScaledBottle volume={s.volume} largest={largest} />
              <span className="grid leading-tight">
                <span className="font-medium">{volumeLabel(s.volume)}</span>
                <span className="lining-nums tabular-nums text-ink-soft">{price(s.price)}</span>
                {/* The line is always there (empty when nothing to say), so no option grows when the stock arrives. */}
                {s.inStock ? (
                  <span className="min-h-4 text-xs text-danger" aria-hidden="true">
                    {onlyLeft}
                  </span>
                ) : (
                  // Said in the ink, not the error red: a size sold out is news, not a fault.
                  <span className="text-xs text-ink" data-testid="size-sold-out">
                    {t('Sold out')}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
