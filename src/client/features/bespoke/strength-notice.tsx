import { Info } from 'lucide-react';
import type { PerfumeType, PerfumeTypeId } from '@/domain/bespoke/bespoke';
import { bandFloorDrops, bandFloorPercent, lighterTypeReached, type Strength } from '@/domain/bespoke/strength';
import { Button } from '@/client/components/ui/button';
import { useMoney } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { dropsLabel } from './format';

interface StrengthNoticeProps {
  type: PerfumeType;
  /** The formula's drops in all. */
  drops: number;
  /** The domain's `strengthOf` the formula in this type: shown only when below the type's band. */
  strength: Strength;
  /** Back to the notes steps, to add drops. */
  onAddDrops: () => void;
  /** Make the formula the lighter type it does reach. */
  onSwitchType: (id: PerfumeTypeId) => void;
  className?: string;
}

/** "an Extrait de Parfum", "a …". */
const aType = (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
/** A button whose words may wrap on a phone. */
const wrapping = 'h-auto min-h-9 py-2 whitespace-normal text-center';

/**
 * The review's word when a formula is below its type's usual band (issue #43): its real strength,
 * the band, and the two remedies, more drops or the lighter type it does reach at that type's price.
 * It informs, it does not stop: Create Perfume stays enabled, and the label states the real strength.
 */
export function StrengthNotice({ type, drops, strength, onAddDrops, onSwitchType, className }: StrengthNoticeProps) {
  const money = useMoney();
  if (strength.verdict !== 'below') return null;
  const lighter = lighterTypeReached(type.id, drops);
  const missing = bandFloorDrops(type.id) - drops;
  const floor = `${strength.floor} %`;
  return (
    <section
      aria-labelledby="strength-notice-title"
      className={cn('border border-accent/40 bg-accent/5 p-5 sm:p-6', className)}
    >
      <h3 id="strength-notice-title" className="flex items-start gap-2 text-[0.9375rem] font-medium">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" strokeWidth={1.75} />
        Lighter than {aType(type.name)} usually is
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">
        Your formula is {strength.label} fragrance oil ({dropsLabel(drops)} in the bottle).{' '}
        {capitalised(aType(type.name))} is usually {floor} or more, so its label will say {strength.label}, as it is.{' '}
        {lighter
          ? `Add ${dropsLabel(missing)} to reach ${floor}, or make it ${aType(lighter.name)} (${bandFloorPercent[lighter.id]} % or more) at ${money(lighter.priceCents)}.`
          : `Add ${dropsLabel(missing)} to reach ${floor}, or create it as it is.`}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="subtle" size="sm" className={wrapping} onClick={onAddDrops}>
          Add drops
        </Button>
        {lighter ? (
          <Button variant="subtle" size="sm" className={wrapping} onClick={() => onSwitchType(lighter.id)}>
            Make it {aType(lighter.name)} ·{' '}
            <span className="tracking-normal lining-nums tabular-nums">{money(lighter.priceCents)}</span>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
